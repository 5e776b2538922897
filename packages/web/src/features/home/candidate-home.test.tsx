import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { emptyAnswer } from "@portal/domain/schema/candform";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderApp, schemaAnswer, sentBody } from "../../test-utils.tsx";

const ada = { login: "ada@example.org", token: "t", admin: false, role: "candidate" as const };
const ANSWER = "GET /ws/form/candform/answer/ada%40example.org";
const PAYMENTS = "GET /ws/form/candform/answer/ada%40example.org/payments";

/** The instant 23:59 of the reader's day `days` from today. */
function instantFromToday(days: number): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 23, 59).toISOString();
}

const DEADLINES = "GET /ws/form/candform/answer/ada%40example.org/deadlines";
const APPLICATIONS = "GET /ws/form/candform/applications/ada%40example.org";

function answer(data: Record<string, unknown>, documentRequests: unknown[] = []) {
  return {
    body: {
      result: "OK",
      id: 7,
      login: ada.login,
      version: 3,
      campaign: 2025,
      data,
      created: "2026-10-01T10:00:00.000Z",
      updated: "2026-10-02T10:00:00.000Z",
      readOnlyTabs: [],
      documentRequests,
    },
  };
}

const noPayments = { body: { result: "OK", payments: [], due: [], status: "none" } };

function server(data: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return fakeServer({
    ...(extra.applications
      ? {
          [APPLICATIONS]: extra.applications as { body: unknown },
          [`POST ${APPLICATIONS.slice(4)}`]: {
            status: 201,
            body: { result: "OK", id: 8, campaign: 2026, prefilled: ["familyName"] },
          },
        }
      : {}),
    "GET /ws/form/candform/schema": schemaAnswer(ada.login),
    [ANSWER]: answer(data, (extra.requests as unknown[]) ?? []),
    [PAYMENTS]: (extra.payments as { body: unknown }) ?? noPayments,
    [DEADLINES]: (extra.deadlines as { body: unknown }) ?? {
      body: {
        result: "OK",
        programme: "MAE",
        timeZone: "Europe/Paris",
        deadlines: { application: instantFromToday(12) },
      },
    },
  });
}

// The first render downloads the lazy dashboard and the form engine: more than the default second.
const steps = async () => screen.findByRole("list", { name: /Your steps|Vos étapes/ }, { timeout: 5000 });

describe("the signed-in candidate's home", () => {
  it("lists the steps in order with their state, deadline and a link to each missing tab and document", async () => {
    server(emptyAnswer());
    renderApp("/", { session: ada });
    const list = await steps();
    const items = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "ApplicationNot started",
      "ResultNot open yet",
      "RegistrationNot open yet",
      "Tuition feesNot open yet",
    ]);
    const application = within(list).getByRole("listitem", { name: /Application/ });
    expect(
      within(application).getByRole("link", { name: "Complete and validate the “Programme choice” tab" }),
    ).toHaveAttribute("href", "/form/candform/choice");
    expect(within(application).getByRole("link", { name: "Upload: CV" })).toHaveAttribute(
      "href",
      "/form/candform/docs#field-docs",
    );
    expect(await within(application).findByTestId("journey-deadline")).toHaveTextContent(
      /^Deadline: .+, 23:59 \(.+\) \(in 12 days\)$/,
    );
    expect(within(application).getByRole("link", { name: "Open Application" })).toHaveAttribute(
      "href",
      "/form/candform/choice",
    );
    expect(screen.queryByRole("link", { name: "Go to my application" })).toBeNull();
  });

  it("links each document the office asks for again to its field, with its deadline", async () => {
    const requests = [
      {
        field: "docs.1.doc_file",
        fieldLabel: "Degree",
        reasonLabel: null,
        comment: null,
        deadline: "2027-03-31",
        overdue: false,
      },
    ];
    server(completeApplication({ candidat_validation: "O", show_admis: "N", admis: "-" }), { requests });
    renderApp("/", { session: ada });
    const list = await steps();
    const application = within(list).getByRole("listitem", { name: /Application/ });
    expect(within(application).getByRole("heading")).toHaveTextContent("Validated");
    const link = within(application).getByRole("link", {
      name: "Requested by the admissions office: Degree",
    });
    expect(link).toHaveAttribute("href", "/form/candform/docs#field-docs");
    expect(link.parentElement).toHaveTextContent("(before 31 March 2027)");
    expect(within(list).getByRole("listitem", { name: /Result/ })).toHaveTextContent(
      "Waiting for the jury's decision",
    );
    expect(screen.queryByTestId("journey-result")).toBeNull();
  });

  it("shows an admitted candidate the result first, then how to confirm the registration and what to pay", async () => {
    const payments = {
      body: {
        result: "OK",
        payments: [],
        due: [
          {
            nature: "down_payment",
            label: "Down payment",
            amount: 1200,
            paid: 0,
            waived: 0,
            outstanding: 1200,
            overpaid: 0,
            status: "unpaid",
          },
        ],
        status: "unpaid",
      },
    };
    const data = completeApplication({
      candidat_validation: "O",
      show_admis: "O",
      admis: "O",
      programmeLibelle: "MSc Aerospace Engineering",
      decision_motivation_label: "Excellent record",
    });
    server(data, { payments });
    renderApp("/", { session: ada });
    const result = await screen.findByRole("region", { name: "Your result" });
    const list = await steps();
    expect(result.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(result).getByTestId("journey-decision")).toHaveTextContent("You are admitted");
    expect(within(result).getByTestId("journey-decision")).toHaveTextContent("Reason: Excellent record");
    expect(result).toHaveTextContent("Programme: MSc Aerospace Engineering");
    expect(within(result).getByRole("link", { name: "Confirm your registration" })).toHaveAttribute(
      "href",
      "/form/candform/registration",
    );
    expect(within(result).getByRole("link", { name: "Down payment: €1,200.00 to pay" })).toBeInTheDocument();
    const registration = within(list).getByRole("listitem", { name: /Registration/ });
    expect(within(registration).getByRole("heading")).toHaveTextContent("Not started");
    expect(
      within(registration).getByRole("link", { name: "Upload: proof of the down payment" }),
    ).toHaveAttribute("href", "/form/candform/registration#field-reg_proof_of_payment");
  });

  it("tells a refused candidate in their language, with nothing more to do", async () => {
    server(completeApplication({ candidat_validation: "O", show_admis: "O", admis: "N" }));
    renderApp("/", { session: ada, locale: "fr" });
    const result = await screen.findByRole("region", { name: "Votre résultat" });
    expect(within(result).getByTestId("journey-decision")).toHaveTextContent(
      "Votre candidature n'est pas retenue",
    );
    expect(within(result).getByTestId("journey-next")).toHaveTextContent(
      "Rien de plus à faire pour le moment.",
    );
    const list = await steps();
    expect(within(list).getByRole("listitem", { name: /Inscription/ })).toHaveTextContent(
      "Pas encore ouverte",
    );
  });

  it("writes the deadline in French with the days left", async () => {
    server(emptyAnswer());
    renderApp("/", { session: ada, locale: "fr" });
    const list = await steps();
    const application = within(list).getByRole("listitem", { name: /Candidature/ });
    expect(await within(application).findByTestId("journey-deadline")).toHaveTextContent(
      /^Date limite : .+ à 23:59 \(.+\) \(dans 12 jours\)$/,
    );
  });

  it.each([
    ["en", "Application", "Deadline: 31 March 2027, 23:59 (Paris time)"],
    ["fr", "Candidature", "Date limite\u00a0: 31 mars 2027 à 23:59 (heure de Paris)"],
  ] as const)(
    "shows the date of the candidate's programme in the browser's zone, named (%s)",
    async (locale, step, text) => {
      vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
        ...new Intl.DateTimeFormat().resolvedOptions(),
        timeZone: "Europe/Paris",
      });
      const deadlines = {
        body: {
          result: "OK",
          programme: "MAE",
          timeZone: "Europe/Paris",
          deadlines: { application: "2027-03-31T21:59:59.000Z" },
        },
      };
      server(emptyAnswer(), { deadlines });
      renderApp("/", { session: ada, locale });
      const list = await steps();
      const application = within(list).getByRole("listitem", { name: new RegExp(step) });
      expect((await within(application).findByTestId("journey-deadline")).textContent).toContain(text);
    },
  );

  it("does not ask again for a fee whose proof of transfer was sent: the office will confirm it", async () => {
    const due = {
      nature: "application_fee",
      label: "Application fee",
      amount: 100,
      paid: 0,
      waived: 0,
      outstanding: 100,
      overpaid: 0,
      status: "unpaid",
    };
    const payments = { body: { result: "OK", payments: [], due: [due], status: "unpaid" } };
    server(completeApplication({ candidat_validation: "O" }), { payments });
    renderApp("/", { session: ada });
    const list = await steps();
    expect(within(list).getByTestId("journey-due-application_fee")).toHaveTextContent(
      "Application fee: €100.00. Your proof of payment has been received; the admissions office will confirm the payment",
    );
  });

  it("invites a returning candidate to the open campaign, prefilled from last year's, and lists last year's", async () => {
    const fetch = server(
      { ...emptyAnswer(), campaign_closed: "O" },
      {
        applications: {
          body: {
            result: "OK",
            applications: [{ id: 7, campaign: 2025, academicYear: "2025-2026", closed: true }],
            current: { year: 2026, academicYear: "2026-2027" },
            canStart: true,
          },
        },
      },
    );
    renderApp("/", { session: ada });
    const card = await screen.findByRole(
      "region",
      { name: "Applications for 2026-2027 are open" },
      { timeout: 5000 },
    );
    const prefill = within(card).getByRole("checkbox", {
      name: "Fill my identity, background and languages in from my 2025 application (documents are not copied)",
    });
    expect(prefill).toBeChecked();
    expect(within(card).getByRole("button", { name: "Start my 2026-2027 application" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "View my 2025-2026 application" })).toHaveAttribute(
      "href",
      "/form/candform?campaign=2025",
    );
    await userEvent
      .setup()
      .click(within(card).getByRole("button", { name: "Start my 2026-2027 application" }));
    await vi.waitFor(() =>
      expect(sentBody(fetch, "POST /ws/form/candform/applications/ada%40example.org")).toEqual({
        campaign: 2026,
        prefill: true,
      }),
    );
  });
});
