import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeServer, renderApp, sentBody } from "../../test-utils.tsx";
import type { FakeAnswer } from "../../test-utils.tsx";

const officer = {
  login: "officer@example.org",
  token: "tok-officer",
  admin: true,
  role: "administrator" as const,
};

const reviewer = {
  login: "rev@example.org",
  token: "tok-rev",
  admin: false,
  role: "reviewer" as const,
  juries: ["JURY_MSC"],
};

const row = (id: number, familyName: string) => ({
  id,
  login: `${familyName.toLowerCase()}@example.org`,
  familyName,
  givenName: "Jo",
  typeformation: "MSC",
  fstchoice: "MAE",
  sndchoice: "",
  mscchoice: "",
  jury: "JURY_MSC",
  eu: true,
  stage: "validated",
  documents: "complete",
  admis: "-",
  scholarshipRequested: false,
  scholarshipDecision: null,
  updated: "2026-03-04T11:30:00.000Z",
  created: "2026-01-02T10:00:00.000Z",
  programme: "MAE",
  score: null,
  reviews: 0,
  spread: null,
  rank: null,
});

const counts = {
  typeformation: { MSC: 12 },
  jury: { JURY_MSC: 12 },
  stage: { validated: 12 },
  admis: { "-": 12 },
  eu: { true: 12 },
  scholarship: { false: 12 },
  documents: { complete: 12 },
};

type Handler = FakeAnswer | ((init: RequestInit, url: string) => FakeAnswer);

function server(handlers: Record<string, Handler> = {}) {
  return fakeServer({
    "GET /ws/admin/applications": {
      body: { result: "OK", items: [row(7, "Doé"), row(6, "Martin")], total: 12, next: "c2", counts },
    },
    "GET /ws/jurys": {
      body: [
        {
          value: "JURY_MSC",
          label: { en: "MSc jury", fr: "Jury des MSc" },
          id_jury: "JURY_MSC",
          label_fr: "Jury des MSc",
          resultats_publies: false,
          resultats_brs_publies: false,
        },
      ],
    },
    "GET /ws/iformformations/MSC": { body: [] },
    "GET /ws/iformformations/AM": { body: [] },
    "GET /ws/iformformations/PG_DIP": { body: [] },
    "GET /ws/iformformations/ING": { body: [] },
    "GET /ws/admin/reasons": {
      body: {
        result: "OK",
        reasons: [
          {
            id: 1,
            kind: "motivation",
            code: "LOW_GPA",
            labelEn: "Academic record too weak",
            labelFr: "Dossier académique insuffisant",
            position: 1,
            archived: false,
          },
          {
            id: 2,
            kind: "motivation",
            code: "OLD",
            labelEn: "Retired motivation",
            labelFr: "Ancien motif",
            position: 2,
            archived: true,
          },
        ],
      },
    },
    ...handlers,
  });
}

const bulkAnswer = (applied: boolean) => ({
  body: {
    result: "OK",
    applied,
    changes: [
      {
        id: 7,
        login: "doé@example.org",
        name: "Jo Doé",
        fields: [{ field: "admis", label: "Admission decision", before: "No decision", after: "Admitted" }],
      },
    ],
    refused: [
      { id: 6, login: "martin@example.org", name: "Jo Martin", reason: "Not in one of your juries." },
    ],
    count: 1,
  },
});

/** The dryRun of each call made to `path`, in order. */
function dryRuns(fetch: ReturnType<typeof server>, path: string): (string | null)[] {
  return fetch.mock.calls
    .map(([url]) => new URL(String(url), location.href))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.get("dryRun"));
}

const loaded = () => screen.findByRole("link", { name: "Doé, Jo" }, { timeout: 5000 });

// Each test drives a whole dialog through the app: more than the default 5 s on a busy machine.
describe("workspace bulk actions", { timeout: 20_000 }, () => {
  it("selecting all matching the filters sends the filters, not the ids", async () => {
    const user = userEvent.setup();
    const fetch = server({ "POST /ws/admin/applications/bulk": bulkAnswer(false) });
    renderApp("/admin/applications?stage=validated&sort=name&order=asc", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select all the rows of this page" }));
    expect(screen.getByRole("checkbox", { name: "Select Martin, Jo" })).toBeChecked();
    expect(screen.getByText("All 2 rows of this page are selected.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all 12 applications matching the filters" }));
    const toolbar = screen.getByRole("toolbar", { name: "Actions on the selected applications" });
    expect(within(toolbar).getByText("12 selected")).toBeInTheDocument();

    await user.click(within(toolbar).getByRole("button", { name: "Change…" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the selected applications" });
    await user.selectOptions(within(dialog).getByLabelText("Admission decision"), "O");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    await within(dialog).findByText("Jo Doé");
    expect(sentBody(fetch, "POST /ws/admin/applications/bulk")).toEqual({
      selection: { filters: { stage: "validated" } },
      set: { admis: "O" },
    });
  });

  it("offers the top N of the ranking on a one-programme view; the preview ranks them and names the tie", async () => {
    const user = userEvent.setup();
    const fetch = server({
      "POST /ws/admin/applications/bulk": {
        body: {
          ...bulkAnswer(false).body,
          ranking: {
            items: [
              { id: 7, rank: 1, score: 91.5 },
              { id: 6, rank: 2, score: 80 },
            ],
            tie: { rank: 2, count: 2, included: 1 },
          },
        },
      },
    });
    renderApp("/admin/applications?programme=MAE&sort=rank&order=asc", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select Doé, Jo" }));
    await user.click(screen.getByRole("button", { name: "Change…" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the selected applications" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Top N of the ranking" }));
    const count = within(dialog).getByLabelText("How many");
    await user.clear(count);
    await user.type(count, "2");
    await user.selectOptions(within(dialog).getByLabelText("Admission decision"), "O");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("2 applications tie at rank 2")).toBeInTheDocument();
    expect(within(dialog).getByText("91.5")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/applications/bulk")).toEqual({
      selection: { top: 2, filters: { programme: "MAE" } },
      set: { admis: "O" },
    });
  });

  it("offers no top of a ranking when the view is not one programme's", async () => {
    const user = userEvent.setup();
    server();
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select Doé, Jo" }));
    await user.click(screen.getByRole("button", { name: "Change…" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the selected applications" });
    expect(within(dialog).queryByRole("checkbox", { name: "Top N of the ranking" })).toBeNull();
  });

  it("ticked rows send their ids; the preview lists who changes what; apply waits for it", async () => {
    const user = userEvent.setup();
    const fetch = server({
      "POST /ws/admin/applications/bulk": (_init, url) =>
        bulkAnswer(new URL(url).searchParams.get("dryRun") === "false"),
    });
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select Doé, Jo" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Martin, Jo" }));
    await user.click(screen.getByRole("button", { name: "Change…" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the selected applications" });
    // The archived motivation is not offered.
    const motivation = within(dialog).getByLabelText("Motivation");
    await within(motivation).findByRole("option", { name: "Academic record too weak" });
    expect(within(motivation).queryByRole("option", { name: "Retired motivation" })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText("Admission decision"), "O");
    await user.type(within(dialog).getByLabelText("Tuition amount (€)"), "1234.5");
    expect(within(dialog).getByRole("button", { name: /^Apply to/ })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));

    const changed = (await within(dialog).findByText("Jo Doé")).closest("tr")!;
    expect(within(changed).getByText("Admission decision")).toBeInTheDocument();
    expect(within(changed).getByText("Admitted")).toBeInTheDocument();
    // The server sends the values in staff wording; the dialog shows them as they are.
    expect(within(changed).getByText("No decision")).toBeInTheDocument();
    expect(within(dialog).getByText("1 application left out")).toBeInTheDocument();
    expect(within(dialog).getByText("Not in one of your juries.")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /ws/admin/applications/bulk")).toEqual({
      selection: { ids: [7, 6] },
      set: { admis: "O", montant_ins: 1234.5 },
    });
    expect(dryRuns(fetch, "/ws/admin/applications/bulk")).toEqual(["true"]);

    // A choice changed after the preview asks for another one before applying.
    await user.selectOptions(within(dialog).getByLabelText("Admission decision"), "N");
    expect(within(dialog).getByRole("button", { name: /^Apply to/ })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText("Admission decision"), "O");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    const apply = await within(dialog).findByRole("button", { name: "Apply to 1 application" });
    await waitFor(() => expect(apply).toBeEnabled());
    const listingCalls = fetch.mock.calls.filter(([url]) =>
      String(url).startsWith("/ws/admin/applications?"),
    ).length;
    await user.click(apply);

    expect(await screen.findByText("1 application changed.")).toBeInTheDocument();
    expect(dryRuns(fetch, "/ws/admin/applications/bulk")).toEqual(["true", "true", "false"]);
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).startsWith("/ws/admin/applications?")).length,
      ).toBeGreaterThan(listingCalls),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a tuition amount with more than 2 decimals before asking the server", async () => {
    const user = userEvent.setup();
    const fetch = server();
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select Doé, Jo" }));
    await user.click(screen.getByRole("button", { name: "Change…" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the selected applications" });
    await user.type(within(dialog).getByLabelText("Tuition amount (€)"), "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(
      await within(dialog).findByText(
        /the amount “12\.345” must be a number of euros from 0 to 100000 with at most two decimals/,
      ),
    ).toBeInTheDocument();
    expect(dryRuns(fetch, "/ws/admin/applications/bulk")).toEqual([]);
  });

  it("import: the invalid lines show with their line number and Apply stays disabled", async () => {
    const user = userEvent.setup();
    const fetch = server({
      "POST /ws/admin/decisions/import": {
        body: {
          result: "OK",
          applied: false,
          valid: [
            {
              line: 2,
              login: "doé@example.org",
              name: "Jo Doé",
              changes: [
                { field: "admis", label: "Admission decision", before: "No decision", after: "Admitted" },
              ],
            },
          ],
          invalid: [{ line: 3, login: "nobody@example.org", errors: ["No application for this login."] }],
        },
      },
    });
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Import decisions…" }));
    const dialog = await screen.findByRole("dialog", { name: "Import decisions" });
    expect(within(dialog).getByText(/decisionbourse/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Apply 0 decisions" })).toBeDisabled();
    const file = new File(["login,admis\ndoé@example.org,O\nnobody@example.org,O\n"], "decisions.csv", {
      type: "text/csv",
    });
    await user.upload(within(dialog).getByLabelText("File (CSV or XLSX)"), file);
    await user.click(within(dialog).getByRole("button", { name: "Check the file" }));

    const wrong = (await within(dialog).findByText("No application for this login.")).closest("tr")!;
    expect(within(wrong).getByRole("rowheader", { name: "3" })).toBeInTheDocument();
    expect(within(dialog).getByText("1 line to correct")).toBeInTheDocument();
    expect(within(dialog).getByText("Admission decision: No decision → Admitted")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Apply 1 decision" })).toBeDisabled();
    expect(dryRuns(fetch, "/ws/admin/decisions/import")).toEqual(["true"]);
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith("/ws/admin/decisions/import"))!;
    // The file goes as the multipart field "file" (jsdom's File reaches the fetch stub as a blob).
    expect(String(call[1].body)).toMatch(/name="file"[^]*nobody@example\.org,O/);
  });

  it("import: a clean file can be applied, which refreshes the list", async () => {
    const user = userEvent.setup();
    const answer = (applied: boolean) => ({
      body: {
        result: "OK",
        applied,
        valid: [
          {
            line: 2,
            login: "doé@example.org",
            name: "Jo Doé",
            changes: [
              { field: "admis", label: "Admission decision", before: "No decision", after: "Admitted" },
            ],
          },
        ],
        invalid: [],
      },
    });
    const fetch = server({
      "POST /ws/admin/decisions/import": (_init, url) =>
        answer(new URL(url).searchParams.get("dryRun") === "false"),
    });
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Import decisions…" }));
    const dialog = await screen.findByRole("dialog", { name: "Import decisions" });
    await user.upload(
      within(dialog).getByLabelText("File (CSV or XLSX)"),
      new File(["login,admis\ndoé@example.org,O\n"], "decisions.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Check the file" }));
    const apply = await within(dialog).findByRole("button", { name: "Apply 1 decision" });
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText("1 decision imported.")).toBeInTheDocument();
    expect(dryRuns(fetch, "/ws/admin/decisions/import")).toEqual(["true", "false"]);
  });

  it("reminder: counts the recipients before offering to send", async () => {
    const user = userEvent.setup();
    const fetch = server({
      "POST /ws/admin/reminders": (_init, url) => {
        const dryRun = new URL(url).searchParams.get("dryRun") === "true";
        return { body: { result: "OK", recipients: 2, sent: dryRun ? 0 : 2 } };
      },
    });
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Select all the rows of this page" }));
    await user.click(screen.getByRole("button", { name: "Send a reminder…" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a reminder" });
    expect(within(dialog).getByRole("button", { name: /^Send to/ })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText("Reminder"), "reminder_registration");
    await user.type(within(dialog).getByLabelText(/Deadline/), "2026-06-30");
    await user.click(within(dialog).getByRole("button", { name: "Count the recipients" }));
    expect(await within(dialog).findByText("2 candidates will receive this reminder.")).toBeInTheDocument();
    expect(dryRuns(fetch, "/ws/admin/reminders")).toEqual(["true"]);
    expect(sentBody(fetch, "POST /ws/admin/reminders")).toEqual({
      template: "reminder_registration",
      deadline: "2026-06-30",
      selection: { ids: [7, 6] },
    });
    await user.click(within(dialog).getByRole("button", { name: "Send to 2 candidates" }));
    expect(await screen.findByText("Reminder queued for 2 candidates.")).toBeInTheDocument();
    expect(dryRuns(fetch, "/ws/admin/reminders")).toEqual(["true", "false"]);
  });

  it("offers reviewers no selection, no change in bulk, no reminder and no import (issue #35)", async () => {
    server();
    renderApp("/admin/applications", { session: reviewer });
    await loaded();
    expect(screen.queryByRole("button", { name: "Import decisions…" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Select Doé, Jo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change…" })).toBeNull();
  });

  it("keeps the documents review and payment filters in the URL and the listing query", async () => {
    const user = userEvent.setup();
    const fetch = server();
    renderApp("/admin/applications?review=overdue", { session: officer });
    await loaded();
    expect(screen.getByLabelText("Documents review")).toHaveValue("overdue");
    await user.selectOptions(screen.getByLabelText("Payment"), "partly");
    await waitFor(() => {
      const last = fetch.mock.calls
        .map(([url]) => new URL(String(url), location.href))
        .filter((url) => url.pathname === "/ws/admin/applications")
        .at(-1)!;
      expect(last.searchParams.get("payment")).toBe("partly");
      expect(last.searchParams.get("review")).toBe("overdue");
    });
  });
});
