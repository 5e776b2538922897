import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, sentBody } from "../../test-utils.tsx";
import {
  ANSWER_PATH,
  APPLICATION_TABS,
  ada,
  answerBody,
  fullApplication,
  journeyServer,
  registrationAnswer,
  tuitionAnswer,
  validatedApplication,
  validated,
} from "./test-kit.ts";

/** Clicks "Validate my application" and confirms in the dialog it opens. */
async function validateApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Validate my application" }, { timeout: 5000 }));
  const dialog = await screen.findByRole("dialog", { name: "Validate your application?" }, { timeout: 5000 });
  await user.click(within(dialog).getByRole("button", { name: "Yes, validate my application" }));
}

/** The alert holding a text, and its Bootstrap variant class. */
async function alertWith(text: string | RegExp) {
  return (await screen.findByText(text, {}, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement;
}

const reads = (fetch: ReturnType<typeof journeyServer>) =>
  fetch.mock.calls.filter(
    ([url, init]) => String(url).endsWith(ANSWER_PATH) && (init?.method ?? "GET") === "GET",
  ).length;

describe("validation buttons", { timeout: 20_000 }, () => {
  it("validate-application: saves the validation tab, PUTs, shows the server's message and reloads (tabs locked, scholarships open)", async () => {
    const fetch = journeyServer(
      [
        answerBody(fullApplication({ step: "validation" })),
        answerBody(
          validatedApplication({ step: "validation", show_bourses: "O", show_buttons_bourses: "O" }),
          APPLICATION_TABS,
        ),
      ],
      {
        "PUT /ws/validateapplication/ada%40example.org": {
          body: validated("Validation of application done"),
        },
      },
    );
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    expect(await alertWith("Validation of application done")).toHaveClass("alert-success");
    expect(sentBody(fetch, "POST /ws/form/candform/answer/7")).toMatchObject({
      tab: "validation",
      values: { acknowledgement: true, val_testify2: true, validation_validated: "O" },
    });
    expect(reads(fetch)).toBe(2);
    expect(await screen.findByRole("tab", { name: "Scholarships" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Validate my application" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download my application file" })).toBeInTheDocument();
    expect(screen.getByLabelText(/I testify on my honor/)).toBeDisabled();
  });

  it("validate-application refused: every missing item of the server's message, one per line, as a danger", async () => {
    const message = "Cover letter is missing or is not a pdf file\nFunding details information is missing";
    const fetch = journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        status: 400,
        statusText: "Bad Request",
        body: { result: "error", code: "VALIDATION", message },
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    const alert = await alertWith(/Cover letter is missing or is not a pdf file/);
    expect(alert).toHaveClass("alert-danger");
    expect(alert).toHaveTextContent("Funding details information is missing");
    expect(alert).toHaveStyle({ whiteSpace: "pre-line" });
    expect(reads(fetch)).toBe(1);
  });

  it("validate-application refused with places: what is left grouped by tab, each a link to its field or tab (issue #12)", async () => {
    const problems = [
      { tab: "langs", text: "Languages tab is not validated" },
      {
        tab: "personal",
        field: "familyName",
        text: "Special characters are not allowed in Family, Given, Maiden or Middle names",
      },
      { tab: "background", field: "prof_xp.1.from_tof", text: "Professional experience date error" },
      {
        tab: "personal",
        field: "idcardno",
        text: "Identity information (identity card or passport) is missing",
      },
    ];
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        status: 400,
        statusText: "Bad Request",
        body: {
          result: "error",
          code: "VALIDATION",
          message: problems.map((p) => p.text).join("\n"),
          problems,
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    const list = await screen.findByTestId("validation-problems", {}, { timeout: 5000 });
    expect(list.closest('[role="alert"]')).toHaveClass("alert-danger");
    const headings = within(list)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(headings).toEqual(["Personal information", "Background", "Languages"]);
    const personal = within(list).getByRole("heading", { name: "Personal information" }).closest("section")!;
    expect(
      within(personal)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      [
        "Special characters are not allowed in Family, Given, Maiden or Middle names",
        "/form/candform/personal#field-familyName",
      ],
      [
        "Identity information (identity card or passport) is missing",
        "/form/candform/personal#field-idcardno",
      ],
    ]);
    expect(within(list).getByRole("link", { name: "Professional experience date error" })).toHaveAttribute(
      "href",
      "/form/candform/background#field-prof_xp",
    );
    expect(within(list).getByRole("link", { name: "Languages tab is not validated" })).toHaveAttribute(
      "href",
      "/form/candform/langs",
    );
  });

  it("shows Error when the answer is not OK and carries no message", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        body: { result: "KO" },
        offContract: "a validation answers OK or an error status",
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    expect(await alertWith("Error")).toHaveClass("alert-danger");
  });

  it("shows the server's message when the answer is not OK", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        body: { result: "KO", message: "Too late" },
        offContract: "a validation answers OK or an error status",
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    expect(await alertWith("Too late")).toHaveClass("alert-danger");
  });

  it("shows Error for a refusal without message (403 Not allowed)", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        status: 403,
        body: { result: "Not allowed" },
        offContract: "the server's refusals always carry a code and a message",
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    expect(await alertWith("Error")).toHaveClass("alert-danger");
  });

  it("does not validate when saving the tab fails (stale version): the save's message shows", async () => {
    const fetch = journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "POST /ws/form/candform/answer/7": {
        status: 409,
        body: {
          result: "error",
          code: "STALE_VERSION",
          message: "The answer was changed elsewhere: reload before saving.",
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Validate my application" }, { timeout: 5000 }),
    );
    expect(await alertWith("The answer was changed elsewhere: reload before saving.")).toHaveClass(
      "alert-danger",
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("validateapplication"))).toBe(false);
  });

  const scholarship = validatedApplication({
    step: "bourses",
    show_bourses: "O",
    show_buttons_bourses: "O",
    bourses_cedar: true,
  });
  const registration = registrationAnswer();
  const tuition = tuitionAnswer();

  it.each([
    [
      "scholarship",
      scholarship,
      "Validate scholarship application",
      "Your application to scholarship programs is complete. Thanks!",
      "bourses",
    ],
    ["registration", registration, "Validate registration", "Validation of registration done", "register"],
    [
      "tuition",
      tuition,
      "Confirm tuition payment",
      "Your application to education programs is complete. Thanks!",
      null,
    ],
  ])(
    "validate%s: PUT for the answer's login, success message, answer reloaded",
    async (kind, data, button, message, savedTab) => {
      const fetch = journeyServer([answerBody(data, APPLICATION_TABS), answerBody(data, APPLICATION_TABS)], {
        [`PUT /ws/validate${kind}/ada%40example.org`]: { body: validated(message) },
      });
      const user = userEvent.setup();
      renderApp("/form/candform", { session: ada });
      await user.click(await screen.findByRole("button", { name: button }, { timeout: 5000 }));
      expect(await alertWith(message)).toHaveClass("alert-success");
      expect(reads(fetch)).toBe(2);
      const posted = sentBody(fetch, "POST /ws/form/candform/answer/7") as { tab: string } | undefined;
      expect(posted?.tab ?? null).toBe(savedTab);
    },
  );

  it("does not validate a tab the form finds incomplete: its errors and the tab's message show", async () => {
    const data = validatedApplication({ step: "bourses", show_bourses: "O", show_buttons_bourses: "O" });
    const fetch = journeyServer(answerBody(data, APPLICATION_TABS));
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(await screen.findByRole("checkbox", { name: "Tuition waiver" }, { timeout: 5000 }));
    await user.click(screen.getByRole("button", { name: "Validate scholarship application" }));
    expect(await alertWith("Some fields of Scholarships are not completed properly.")).toHaveClass(
      "alert-danger",
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/ws/validate"))).toBe(false);
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("ignores a second click while the validation runs (one PUT), with a spinner", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": {
        body: { result: "KO", message: "No" },
        offContract: "a validation answers OK or an error status",
      },
    });
    const inner = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes("validateapplication")) await gate;
      return inner(input, init);
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await validateApplication(user);
    expect(await screen.findByText("Please wait…")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Validate my application", hidden: true }));
    release();
    await alertWith("No");
    expect(fetch.mock.calls.filter(([url]) => String(url).includes("validateapplication"))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Please wait…")).toBeNull());
    expect(within(await alertWith("No")).getByText("No")).toBeInTheDocument();
  });

  // Regression: "Validate my application", which cannot be undone, asked nothing.
  it("asks before validating the application: Not yet validates nothing, the dialog says what it means", async () => {
    const fetch = journeyServer(answerBody(fullApplication({ step: "validation" })), {
      "PUT /ws/validateapplication/ada%40example.org": { body: validated("Validation of application done") },
    });
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    await user.click(
      await screen.findByRole("button", { name: "Validate my application" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Validate your application?" },
      { timeout: 5000 },
    );
    expect(dialog).toHaveAccessibleDescription(
      "Once validated, your application can no longer be changed: check every tab before you go on.",
    );
    // The safe answer has the focus: Enter never validates by accident.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Not yet" })).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Not yet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.mock.calls.some(([url]) => String(url).includes("validateapplication"))).toBe(false);
    // Once closed, the focus is back on the button that asked.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Validate my application" })).toHaveFocus(),
    );
  });

  it("asks in French", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })));
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada, locale: "fr" });
    await user.click(
      await screen.findByRole("button", { name: "Valider ma candidature" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Valider votre candidature\u202f?" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole("button", { name: "Oui, valider ma candidature" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Pas encore" })).toBeInTheDocument();
  });
});
