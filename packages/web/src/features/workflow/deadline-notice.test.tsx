import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import { ada, answerBody, boss, fullApplication, journeyServer } from "./test-kit.ts";

const DEADLINES = "GET /ws/form/candform/answer/ada%40example.org/deadlines";

/** The dates server answer with the application closing at `application`. */
const dates = (application: string) => ({
  body: { result: "OK", programme: "MAE", timeZone: "Europe/Paris", deadlines: { application } },
});

const notice = () => screen.findByTestId("deadline-notice", {}, { timeout: 5000 });

describe("the date on the validation tab", { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The browser is in Paris.
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Europe/Paris",
    });
  });

  it("tells the candidate the date of their programme before they validate", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      [DEADLINES]: dates("2099-03-31T21:59:59.000Z"),
    });
    renderApp("/form/candform", { session: ada });
    const shown = await notice();
    expect(shown).toHaveTextContent("Validate your application before 31 March 2099, 23:59 (Paris time).");
    expect(shown).toHaveClass("alert-info");
  });

  it("says, in French, that the date has passed and the validation will be refused", async () => {
    journeyServer(answerBody(fullApplication({ step: "validation" })), {
      [DEADLINES]: dates("2020-03-31T21:59:59.000Z"),
    });
    renderApp("/form/candform", { session: ada, locale: "fr" });
    const shown = await notice();
    expect(shown).toHaveTextContent(
      "Les candidatures à votre formation ont fermé le 31 mars 2020 à 23:59 (heure de Paris)",
    );
    expect(shown).toHaveClass("alert-danger");
  });

  it("shows staff no date: the dates never hold them", async () => {
    const fetch = journeyServer(
      answerBody(fullApplication({ step: "validation" })),
      { [DEADLINES]: dates("2020-03-31T21:59:59.000Z") },
      true,
    );
    renderApp("/form/candform/validation?login=ada%40example.org", { session: boss });
    await screen.findByRole("tab", { name: "Validation" }, { timeout: 5000 });
    expect(screen.queryByTestId("deadline-notice")).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/deadlines"))).toBe(false);
  });
});
