import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, schemaAnswer, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";
import { liveSelect } from "../../form/test-kit.tsx";

const ada = { login: "ada@example.org", token: "tok-ada", admin: false };
const answerPath = "/ws/form/candform/answer/ada%40example.org";
const answer = (data: Record<string, unknown> = {}) => ({
  body: {
    result: "OK",
    id: 7,
    login: ada.login,
    version: 1,
    campaign: 2025,
    data: { campaign_year: 2025, ...data },
    created: "2025-01-02T10:00:00.000Z",
    updated: "2025-01-02T10:00:00.000Z",
    readOnlyTabs: [],
  },
});

function server(
  save: FakeAnswer | ((init: RequestInit) => FakeAnswer) = {
    body: {
      result: "OK",
      version: 2,
      updated: "2025-01-02T10:00:00.000Z",
      data: {},
      changed: [],
      messages: [],
    },
  },
) {
  return fakeServer({
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    [`GET ${answerPath}`]: answer(),
    "POST /ws/form/candform/answer/7": save,
    "PUT /ws/form/candform/answer/7/step/choice": { body: { result: "OK" } },
    "PUT /ws/form/candform/answer/7/step/personal": { body: { result: "OK" } },
  });
}

/** Opens the choice tab and picks MSc in Aerospace Engineering. */
async function fillChoice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("tab", { name: "Programme choice" }));
  await user.click(screen.getByLabelText("Master of Science (MSc)"));
  await user.click(await liveSelect(user, "Master of Science programme"));
  await user.click(await screen.findByText("MSc in Aerospace Engineering"));
}

describe("form screen", () => {
  it("shows a spinner, then the candidate's form with the tabs of the schema", async () => {
    server();
    renderApp("/form/candform", { session: ada });
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Home" }, { timeout: 5000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Programme choice" })).toBeInTheDocument();
  });

  it("saves a valid tab: flag O and the tab's values with the version, success message, next tab, step recorded", async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { router } = renderApp("/form/candform", { session: ada });
    await fillChoice(user);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    const success = await screen.findByText("The “Programme choice” tab is saved.");
    expect(success.closest('[role="alert"]')).toHaveClass("alert-success");
    expect(sentBody(fetch, "POST /ws/form/candform/answer/7")).toEqual({
      tab: "choice",
      version: 1,
      values: { typeformation: "MSC", mscchoice: "MAE", choice_validated: "O" },
    });
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Personal information" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(router.state.location.pathname).toBe("/form/candform/personal");
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith("/answer/7/step/personal") && init?.method === "PUT",
        ),
      ).toBe(true),
    );
  });

  it("sends the new version with the next save", async () => {
    let calls = 0;
    const fetch = server(() => ({
      body: {
        result: "OK",
        version: 1 + ++calls,
        updated: "2025-01-02T10:00:00.000Z",
        data: {},
        changed: [],
        messages: [],
      },
    }));
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await fillChoice(user);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await screen.findByText("The “Programme choice” tab is saved.");
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Personal information" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await user.click(screen.getByRole("tab", { name: "Programme choice" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(calls).toBe(2));
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posts.at(-1)![1]!.body)).version).toBe(2);
  });

  it("does not post an invalid tab: it shows the errors and a danger message", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(await screen.findByRole("tab", { name: "Programme choice" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    const danger = await screen.findByText("Some fields of Programme choice are not completed properly.");
    expect(danger.closest('[role="alert"]')).toHaveClass("alert-danger");
    expect(screen.getByText("should not be empty")).toBeInTheDocument();
    expect(within(screen.getByRole("tab", { name: /Programme choice/ })).getByText("1")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("keeps later tabs closed while an earlier tab is invalid, with a message", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    const personal = await screen.findByRole("tab", { name: "Personal information" });
    expect(personal).toHaveAttribute("aria-disabled", "true");
    await user.click(personal.parentElement!);
    expect(
      await screen.findByText("Complete and save the previous tabs before opening Personal information."),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows Session expired, please login again when the save answers something other than OK", async () => {
    server({ body: { result: "KO" }, offContract: "a save answers OK or an error status" });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await fillChoice(user);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Session expired, please login again")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Programme choice" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the server's message on 409 (stale version)", async () => {
    const message = "The answer was changed elsewhere: reload before saving.";
    server({
      status: 409,
      statusText: "Conflict",
      body: { result: "error", code: "STALE_VERSION", message },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await fillChoice(user);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("dismisses the alerts", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(await screen.findByRole("tab", { name: "Programme choice" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    const alert = (await screen.findByText(/not completed properly/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText(/not completed properly/)).toBeNull());
  });

  it("clears the session and goes to login when the schema answers Not allowed", async () => {
    fakeServer({
      "GET /ws/form/candform/schema": {
        status: 401,
        body: { result: "Not allowed", code: "NOT_ALLOWED", message: "Not allowed" },
      },
    });
    const { router } = renderApp("/form/candform", { session: ada });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("portal.session")).toBeNull();
  });

  it("steps with the phone's stepper through the tab URLs", async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderApp("/form/candform", { session: ada });
    const stepper = await screen.findByTestId("tab-stepper", {}, { timeout: 5000 });
    expect(within(stepper).getByText(/^Step 1 of \d+ · Home$/)).toBeInTheDocument();
    await user.click(within(stepper).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/form/candform/choice"));
    expect(within(stepper).getByText(/^Step 2 of \d+ · Programme choice$/)).toBeInTheDocument();
    expect(within(stepper).getByRole("button", { name: "Next" })).toHaveAccessibleDescription(
      "Complete and save the previous tabs before opening Personal information.",
    );
  });

  it("opens the form on the recorded step", async () => {
    fakeServer({
      "GET /ws/form/candform/schema": schemaAnswer(ada.login),
      [`GET ${answerPath}`]: answer({
        typeformation: "MSC",
        mscchoice: "MAE",
        choice_validated: "O",
        step: "personal",
      }),
    });
    renderApp("/form/candform", { session: ada });
    expect(await screen.findByRole("tab", { name: "Personal information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
