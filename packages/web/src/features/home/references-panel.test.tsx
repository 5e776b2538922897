import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emptyAnswer } from "@portal/domain/schema/candform";
import { fakeServer, renderApp, schemaAnswer, sentBody } from "../../test-utils.tsx";

const ada = { login: "ada@example.org", token: "t", admin: false, role: "candidate" as const };

const answer = {
  body: {
    result: "OK",
    id: 7,
    login: ada.login,
    version: 3,
    campaign: 2025,
    data: emptyAnswer(),
    created: "2026-10-01T10:00:00.000Z",
    updated: "2026-10-02T10:00:00.000Z",
    readOnlyTabs: [],
    documentRequests: [],
  },
};

const references = (items: unknown[], required = false) => ({ body: { result: "OK", required, items } });

const invited = {
  slot: 1,
  email: "turing@example.org",
  state: "opened",
  invited: "2026-10-02T10:00:00.000Z",
  validUntil: "2026-12-31T22:59:59.000Z",
  canRemind: true,
};
const received = {
  slot: 2,
  email: "lovelace@example.org",
  state: "received",
  invited: "2026-10-02T10:00:00.000Z",
  validUntil: "2026-12-31T22:59:59.000Z",
  received: "2026-10-05T10:00:00.000Z",
  canRemind: false,
};

function server(handlers: Record<string, unknown>) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    "GET /ws/form/candform/answer/ada%40example.org": answer,
    ...(handlers as Record<string, { body: unknown }>),
  });
}

const panel = async () =>
  screen.findByRole("region", { name: /Reference letters|Lettres de recommandation/ }, { timeout: 5000 });

describe("the home's reference letters", () => {
  it("shows each referee's state, and no reminder for a letter received", async () => {
    server({ "GET /ws/references": references([invited, received], true) });
    renderApp("/", { session: ada });
    const region = await panel();
    const [first, second] = within(region).getAllByRole("listitem");
    expect(first).toHaveTextContent("turing@example.org");
    expect(first).toHaveTextContent("Link opened by the referee");
    expect(within(first!).getByRole("button", { name: "Send a reminder" })).toBeEnabled();
    expect(second).toHaveTextContent("Letter received");
    expect(within(second!).queryByRole("button")).toBeNull();
    expect(region).toHaveTextContent("requires both letters");
  });

  it("sends a reminder and shows the server's refusal when it comes too soon", async () => {
    server({
      "GET /ws/references": references([invited]),
      "POST /ws/references/1/reminder": {
        status: 429,
        body: {
          result: "error",
          code: "REFERENCE_REMINDED_RECENTLY",
          message: "This referee was reminded less than a day ago.",
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/", { session: ada });
    await user.click(await within(await panel()).findByRole("button", { name: "Send a reminder" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("reminded less than a day ago");
  });

  it("replaces a referee with a new address", async () => {
    const fetch = server({
      "GET /ws/references": references([invited]),
      "PUT /ws/references/1": references([
        { ...invited, email: "hamilton@example.org", state: "invited", canRemind: false },
      ]),
    });
    const user = userEvent.setup();
    renderApp("/", { session: ada, locale: "fr" });
    const region = await panel();
    await user.click(within(region).getByRole("button", { name: "Remplacer le référent" }));
    await user.type(within(region).getByLabelText("Courriel du nouveau référent"), "hamilton@example.org");
    await user.click(within(region).getByRole("button", { name: "Inviter ce référent" }));
    expect(await within(region).findByText("hamilton@example.org")).toBeInTheDocument();
    expect(sentBody(fetch, "PUT /ws/references/1")).toEqual({ email: "hamilton@example.org" });
  });

  it("shows nothing when no referee is named and none is required", async () => {
    server({ "GET /ws/references": references([]) });
    renderApp("/", { session: ada });
    await screen.findByRole("list", { name: /Your steps/ }, { timeout: 5000 });
    expect(screen.queryByRole("region", { name: "Reference letters" })).toBeNull();
  });
});
