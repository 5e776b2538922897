import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, schemaAnswer } from "../../test-utils.tsx";

const admin = { login: "admin@example.org", token: "tok-admin", admin: true };
const bob = {
  id: 2,
  login: "bob@example.org",
  created: "2025-01-02T10:00:00.000Z",
  updated: "2025-03-04T11:30:00.000Z",
  fields: {},
};

function server(erased: { done: boolean }) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(admin.login, true),
    "GET /ws/form/candform/answers": () => ({
      body: { result: "OK", total: erased.done ? 0 : 1, items: erased.done ? [] : [bob], nextCursor: null },
    }),
    "GET /ws/form/candform/answer/bob%40example.org": {
      body: {
        result: "OK",
        id: 2,
        login: bob.login,
        version: 1,
        campaign: 2025,
        data: {},
        created: "2025-01-02T10:00:00.000Z",
        updated: "2025-01-02T10:00:00.000Z",
        readOnlyTabs: [],
      },
    },
    "DELETE /ws/admin/accounts/bob%40example.org": () => {
      erased.done = true;
      return {
        body: { result: "OK", reference: "ER-0123456789abcdef", accounts: 1, answers: 1, files: 3, bytes: 9 },
      };
    },
  });
}

describe("personal-data actions of the admin panel", () => {
  it("erases the open candidate only after confirmation, then shows the register reference and closes the answer", async () => {
    const erased = { done: false };
    const fetch = server(erased);
    const user = userEvent.setup();
    renderApp("/form/candform?login=bob%40example.org", { session: admin });
    const card = await screen.findByRole(
      "region",
      { name: "Personal data of this candidate" },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole("button", { name: "Erase…" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the account bob@example.org?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(within(card).getByRole("button", { name: "Erase…" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Erase for good" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Erased. Applications: 1; documents: 3. Register reference ER-0123456789abcdef.",
    );
    expect(erased.done).toBe(true);
    expect(await screen.findByText("Choose an answer in the list to open it.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Personal data of this candidate" })).toBeNull();
  });
});
