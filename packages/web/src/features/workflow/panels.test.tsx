import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import {
  APPLICATION_TABS,
  ada,
  answerBody,
  boss,
  journeyServer,
  registrationAnswer,
  tuitionAnswer,
  validatedApplication,
  validated,
} from "./test-kit.ts";

const resultOf = async () =>
  (await screen.findByTestId("admission-result", {}, { timeout: 5000 })).textContent;

describe("result panel", { timeout: 20_000 }, () => {
  it.each([
    ["O", "You are admitted"],
    ["N", "You are not admitted"],
    ["L", "You are in waiting list"],
    ["R", "Your application has been postponed to a later session"],
    ["C", "You are admitted, on condition that you obtain a language certificate"],
    ["-", "No result yet"],
  ])("admis %s published: %s", async (admis, text) => {
    journeyServer(
      answerBody(validatedApplication({ step: "result", show_admis: "O", admis }), APPLICATION_TABS),
    );
    renderApp("/form/candform", { session: ada });
    expect(await resultOf()).toBe(text);
  });

  it("says No result yet while the server's flag says the result is not published", async () => {
    journeyServer(
      answerBody(validatedApplication({ step: "result", show_admis: "N", admis: "O" }), APPLICATION_TABS),
    );
    renderApp("/form/candform", { session: ada });
    expect(await resultOf()).toBe("No result yet");
  });

  it("shows the scholarship decision only when show_result_bourse is O", async () => {
    journeyServer(
      answerBody(
        validatedApplication({
          step: "result",
          show_admis: "O",
          admis: "O",
          show_result_bourse: "O",
          decisionbourse: "TFW",
        }),
        APPLICATION_TABS,
      ),
    );
    renderApp("/form/candform", { session: ada });
    expect(await screen.findByTestId("scholarship-decision", {}, { timeout: 5000 })).toHaveTextContent(
      "You are granted a tuition fee waiver",
    );
  });

  it("hides the scholarship decision otherwise", async () => {
    journeyServer(
      answerBody(validatedApplication({ step: "result", show_admis: "O", admis: "N" }), APPLICATION_TABS),
    );
    renderApp("/form/candform", { session: ada });
    await resultOf();
    expect(screen.queryByTestId("scholarship-decision")).toBeNull();
  });
});

describe("result tab texts", { timeout: 20_000 }, () => {
  /** What the candidate can read on the result tab: its text and the values of its visible controls. */
  const resultTab = async () => {
    await screen.findByTestId("admission-result", {}, { timeout: 5000 });
    const pane = document.querySelector<HTMLElement>(".tab-pane.active")!;
    const controls = [
      ...pane.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea"),
    ];
    return { text: pane.textContent ?? "", values: controls.map((control) => control.value) };
  };
  const published = (extra: Record<string, unknown>) =>
    answerBody(
      validatedApplication({ step: "result", show_admis: "O", show_result_bourse: "O", ...extra }),
      APPLICATION_TABS,
    );

  // Regression: the tab also showed the stored codes (admis "O", decisionbourse "TFW") in read-only
  // controls, instead of only the catalogue's texts.
  it.each([
    ["en", "O", "TFW", "You are admitted", "You are granted a tuition fee waiver"],
    ["en", "C", "ISAE-F", "You are admitted, on condition that", "You are granted a Foundation scholarship"],
    ["en", "L", "WL", "You are in waiting list", "You are on the scholarship waiting list"],
    [
      "fr",
      "O",
      "TFW",
      "Votre admission est prononcée",
      "Vous bénéficiez d'une exonération des frais de scolarité",
    ],
    ["fr", "N", "NA", "Votre candidature n'est pas retenue", "Aucune bourse ne vous a été attribuée"],
    ["fr", "R", "MBDA", "Votre candidature est reportée", "La bourse MBDA vous est attribuée"],
  ] as const)(
    "%s, admis %s, decisionbourse %s: the texts, no control with the codes",
    async (locale, admis, decision, result, scholarship) => {
      journeyServer(published({ admis, decisionbourse: decision }));
      renderApp("/form/candform", { session: ada, locale });
      const tab = await resultTab();
      expect(tab.text).toContain(result);
      expect(tab.text).toContain(scholarship);
      expect(tab.values).toEqual([]);
    },
  );

  it("unpublished: No result yet and no decision control", async () => {
    journeyServer(
      answerBody(validatedApplication({ step: "result", show_admis: "N", admis: "-" }), APPLICATION_TABS),
    );
    renderApp("/form/candform", { session: ada });
    const tab = await resultTab();
    expect(tab.text).toContain("No result yet");
    expect(tab.values).toEqual([]);
  });
});

describe("down payment", { timeout: 20_000 }, () => {
  it("AM: 1500 euros to DFI", async () => {
    journeyServer(
      answerBody(
        registrationAnswer({ step: "registration", typeformation: "AM", fstchoice: "MS SAS" }),
        APPLICATION_TABS,
      ),
    );
    renderApp("/form/candform", { session: ada });
    expect(await screen.findByTestId("down-payment", {}, { timeout: 5000 })).toHaveTextContent(
      "Down payment to secure your place: 1500 euros",
    );
    expect(
      screen.getByText("Paid to: DFI (the school's finance office for the other programmes)"),
    ).toBeInTheDocument();
  });
});

describe("tuition panel", { timeout: 20_000 }, () => {
  const NO_FEES_CONFIRM = "Confirm: no tuition fees to pay";
  const tuitionState = async () =>
    (await screen.findByTestId("tuition-state", {}, { timeout: 5000 })).textContent;

  it("montant_ins above 0: the amount due and the two payment buttons", async () => {
    journeyServer(answerBody(tuitionAnswer({ montant_ins: 9500 }), APPLICATION_TABS));
    renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).toContain("Tuition fees due: 9500 euros");
    expect(screen.getByRole("button", { name: "Pay the tuition fees in full" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Pay the tuition fees in three instalments" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm tuition payment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: NO_FEES_CONFIRM })).toBeNull();
  });

  it("montant_ins 0: no tuition fees are due, no payment button", async () => {
    journeyServer(answerBody(tuitionAnswer({ montant_ins: 0, show_tuition_payment: "N" }), APPLICATION_TABS));
    renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).toContain("No tuition fees are due");
    expect(screen.queryByRole("button", { name: "Pay the tuition fees in full" })).toBeNull();
    expect(await screen.findByText(/When none are due, simply confirm this step/)).toBeInTheDocument();
    expect(screen.queryByText(/has not set your tuition fees yet/)).toBeNull();
  });

  // Regression: with nothing to pay, the confirm button was hidden with the payment buttons, and
  // the candidate could not finish the tuition step.
  it("montant_ins 0: a confirm button that validates the tuition step, and no payment button", async () => {
    const fetch = journeyServer(
      [
        answerBody(tuitionAnswer({ montant_ins: 0, show_tuition_payment: "N" }), APPLICATION_TABS),
        answerBody(
          tuitionAnswer({ montant_ins: 0, show_tuition_payment: "N", tuition_paiement_confirmation: "O" }),
          [...APPLICATION_TABS, "registration_docs", "tuition"],
        ),
      ],
      {
        "PUT /ws/validatetuition/ada%40example.org": {
          body: validated("Your application to education programs is complete. Thanks!"),
        },
      },
    );
    const user = userEvent.setup();
    renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).toContain("No tuition fees are due");
    expect(screen.queryByRole("button", { name: /^Pay the tuition fees/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm tuition payment" })).toBeNull();
    await user.click(screen.getByRole("button", { name: NO_FEES_CONFIRM }));
    expect(
      await screen.findByText("Your application to education programs is complete. Thanks!"),
    ).toBeInTheDocument();
    expect(
      fetch.mock.calls.filter(
        ([url, init]) => init?.method === "PUT" && String(url).includes("validatetuition"),
      ),
    ).toHaveLength(1);
    expect(await screen.findByText("Your tuition step is confirmed: no fees were due.")).toBeInTheDocument();
    expect(screen.queryByText(/You have confirmed your tuition/)).toBeNull();
    expect(screen.queryByRole("button", { name: NO_FEES_CONFIRM })).toBeNull();
  });

  it("montant_ins 0 in French: the confirm button's text", async () => {
    journeyServer(answerBody(tuitionAnswer({ montant_ins: 0, show_tuition_payment: "N" }), APPLICATION_TABS));
    renderApp("/form/candform", { session: ada, locale: "fr" });
    expect(await tuitionState()).toContain("Aucun frais de scolarité n'est dû");
    expect(
      screen.getByRole("button", { name: "Confirmer\u00a0: aucun frais de scolarité à payer" }),
    ).toBeInTheDocument();
  });

  it("montant_ins missing: dashes", async () => {
    journeyServer(
      answerBody(tuitionAnswer({ montant_ins: undefined, show_tuition_payment: "N" }), APPLICATION_TABS),
    );
    renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).toContain("Tuition fees due: --");
    expect(screen.queryByRole("button", { name: /^Pay the tuition fees|^Confirm/ })).toBeNull();
    // Regression (issue "day one", item 5): the tab said "simply confirm this step" with no button.
    expect(await screen.findByText(/has not set your tuition fees yet/)).toBeInTheDocument();
    expect(screen.queryByText(/simply confirm this step/)).toBeNull();
  });

  it("MSC: the tuition waiver label with its status; not for AM", async () => {
    journeyServer(
      answerBody(
        tuitionAnswer({ show_result_bourse: "O", decisionbourse: "TFW", bourses_tuition: true }),
        APPLICATION_TABS,
      ),
    );
    const first = renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).toContain("Tuition waiver: granted");
    first.unmount();
    journeyServer(answerBody(tuitionAnswer({ typeformation: "AM", fstchoice: "MS SAS" }), APPLICATION_TABS));
    renderApp("/form/candform", { session: ada });
    expect(await tuitionState()).not.toContain("Tuition waiver");
  });
});

describe("administrators' link to the dossier", { timeout: 20_000 }, () => {
  // The decision form left the result tab for the staff dossier (issue #11): the tab links there.
  it("links the result tab to the application's dossier in admin mode", async () => {
    journeyServer(
      answerBody(validatedApplication({ step: "result", show_admis: "N", admis: "-" })),
      { "GET /ws/form/candform/answers": { body: { result: "OK", total: 1, items: [], nextCursor: null } } },
      true,
    );
    const user = userEvent.setup();
    renderApp(`/form/candform?login=${encodeURIComponent(ada.login)}`, { session: boss });
    await user.click(await screen.findByRole("tab", { name: "Result" }, { timeout: 5000 }));
    expect(screen.getByRole("link", { name: "Open the dossier" })).toHaveAttribute(
      "href",
      "/admin/applications/7",
    );
    expect(screen.queryByRole("button", { name: "Save the decision" })).toBeNull();
  });

  it("is not offered to candidates", async () => {
    journeyServer(answerBody(validatedApplication({ step: "result" }), APPLICATION_TABS));
    renderApp("/form/candform", { session: ada });
    await resultOf();
    expect(screen.queryByRole("link", { name: "Open the dossier" })).toBeNull();
  });
});
