import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { jsonResponse, renderApp, stubFetch, testConfig } from "../../test-utils.tsx";
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

const page = {
  result: "OK",
  items: [
    {
      id: 7,
      login: "doe@example.org",
      familyName: "Doé",
      givenName: "Jo",
      typeformation: "MSC",
      fstchoice: "MAE",
      sndchoice: "",
      mscchoice: "",
      jury: "JURY_MSC",
      eu: false,
      stage: "application_validated",
      documents: "complete",
      admis: "-",
      scholarshipRequested: false,
      scholarshipDecision: null,
      updated: "2026-03-04T11:30:00.000Z",
      created: "2026-01-02T10:00:00.000Z",
      programme: "MAE",
      score: 61,
      reviews: 1,
      spread: null,
      rank: 1,
    },
  ],
  total: 1,
  next: null,
  counts: { typeformation: {}, jury: {}, stage: {}, admis: {}, eu: {}, scholarship: {}, documents: {} },
};

type ImportHandler = (url: URL) => FakeAnswer;

/**
 * The fake server: the listing, the scores export as a CSV file, and the scores import as
 * `importScores` answers; other lookups are not found.
 */
function server(importScores?: ImportHandler) {
  return stubFetch(async (url) => {
    const parsed = new URL(url, location.href);
    const { pathname } = parsed;
    if (pathname === "/ws/config") return jsonResponse({ body: testConfig });
    if (pathname === "/ws/admin/applications") return jsonResponse({ body: page });
    if (pathname === "/ws/admin/scores/export")
      return new Response("application,candidate,programme,reviewer,score\r\n7,Jo Doé,MAE,rev,61\r\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="scores-2026-12-04.csv"',
        },
      });
    if (pathname === "/ws/admin/scores/import" && importScores) return jsonResponse(importScores(parsed));
    return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain" } });
  });
}

/** Catches what saveBlob hands the browser: the blob and the name of the file saved. */
function catchDownloads() {
  const saved: { blob?: Blob; name?: string } = {};
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    saved.blob = blob;
    return "blob:export";
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** The dryRun of each import call, in order. */
function dryRuns(fetch: ReturnType<typeof server>): (string | null)[] {
  return fetch.mock.calls
    .map(([url]) => new URL(String(url), location.href))
    .filter((url) => url.pathname === "/ws/admin/scores/import")
    .map((url) => url.searchParams.get("dryRun"));
}

const scoresFile = () =>
  new File(["application,reviewer,motivation\n7,rev@example.org,4\n8,rev@example.org,9\n"], "scores.csv", {
    type: "text/csv",
  });

const loaded = () => screen.findByRole("link", { name: "Doé, Jo" }, { timeout: 5000 });

// Each test drives a whole dialog through the app: more than the default 5 s on a busy machine.
describe("scores as a file", { timeout: 20_000 }, () => {
  it("exports the scores of the view's filters in the format chosen, with the session's token", async () => {
    const fetch = server();
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp("/admin/applications?stage=application_validated&programme=MAE&sort=score&order=desc", {
      session: officer,
    });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Export scores" }));
    const dialog = await screen.findByRole("dialog", { name: "Export the scores" });
    expect(within(dialog).getByText(/^Every submitted review/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Excel (XLSX)" }));
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    expect(await screen.findByText("scores-2026-12-04.csv downloaded.")).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith("/ws/admin/scores/export"));
    const query = new URL(String(call![0]), location.href).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      stage: "application_validated",
      programme: "MAE",
      format: "xlsx",
    });
    expect(call![1].headers).toMatchObject({ authorization: "Bearer tok-officer" });
    expect(saved.name).toBe("scores-2026-12-04.csv");
    expect(await saved.blob!.text()).toContain("7,Jo Doé,MAE,rev,61");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers a reviewer the export of their own scores, and no import", async () => {
    server();
    const user = userEvent.setup();
    renderApp("/admin/applications", { session: reviewer });
    await loaded();
    expect(screen.queryByRole("button", { name: "Import scores…" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Export scores" }));
    const dialog = await screen.findByRole("dialog", { name: "Export the scores" });
    expect(within(dialog).getByText(/^Your submitted reviews/)).toBeInTheDocument();
  });

  it("import: checks the file first, shows each line's score before and after, then applies it", async () => {
    const answer = (applied: boolean): FakeAnswer => ({
      body: {
        result: "OK",
        applied,
        invalid: 0,
        rows: [
          {
            line: 2,
            application: "7",
            reviewer: "rev@example.org",
            before: 61,
            after: 40,
            changed: true,
            problems: [],
          },
          {
            line: 3,
            application: "8",
            reviewer: "rev@example.org",
            before: null,
            after: 90,
            changed: true,
            problems: [],
          },
        ],
      },
    });
    const fetch = server((url) => answer(url.searchParams.get("dryRun") === "false"));
    const user = userEvent.setup();
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Import scores…" }));
    const dialog = await screen.findByRole("dialog", { name: "Import scores" });
    expect(within(dialog).getByRole("button", { name: "Apply 0 scores" })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText("File (CSV or XLSX)"), scoresFile());
    await user.click(within(dialog).getByRole("button", { name: "Check the file" }));

    expect(await within(dialog).findByText("2 scores ready")).toBeInTheDocument();
    const first = within(dialog).getByRole("rowheader", { name: "2" }).closest("tr")!;
    expect(within(first).getByText("61 → 40")).toBeInTheDocument();
    const second = within(dialog).getByRole("rowheader", { name: "3" }).closest("tr")!;
    expect(within(second).getByText("none → 90")).toBeInTheDocument();
    expect(dryRuns(fetch)).toEqual(["true"]);
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith("/ws/admin/scores/import"))!;
    // The file goes as the multipart field "file" (jsdom's File reaches the fetch stub as a blob).
    expect(String(call[1].body)).toMatch(/name="file"[^]*8,rev@example\.org,9/);
    expect(call[1].headers).toMatchObject({ authorization: "Bearer tok-officer" });

    const apply = within(dialog).getByRole("button", { name: "Apply 2 scores" });
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(
      await screen.findByText("2 scores imported: the scores and ranks are up to date."),
    ).toBeInTheDocument();
    expect(dryRuns(fetch)).toEqual(["true", "false"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    // The listing is fetched again, so that its scores and ranks are the imported ones.
    const listings = fetch.mock.calls.filter(
      ([url]) => new URL(String(url), location.href).pathname === "/ws/admin/applications",
    );
    expect(listings.length).toBeGreaterThan(1);
  });

  it("import: a file with a problem shows it by line and cannot be applied", async () => {
    const fetch = server(() => ({
      body: {
        result: "OK",
        applied: false,
        invalid: 1,
        rows: [
          {
            line: 2,
            application: "7",
            reviewer: "rev@example.org",
            before: 61,
            after: 40,
            changed: true,
            problems: [],
          },
          {
            line: 3,
            application: "8",
            reviewer: "rev@example.org",
            before: null,
            after: null,
            changed: false,
            problems: ["motivation: “9” is not a level of its scale (0 to 5)."],
          },
        ],
      },
    }));
    const user = userEvent.setup();
    renderApp("/admin/applications", { session: officer });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Import scores…" }));
    const dialog = await screen.findByRole("dialog", { name: "Import scores" });
    await user.upload(within(dialog).getByLabelText("File (CSV or XLSX)"), scoresFile());
    await user.click(within(dialog).getByRole("button", { name: "Check the file" }));

    const wrong = (
      await within(dialog).findByText("motivation: “9” is not a level of its scale (0 to 5).")
    ).closest("tr")!;
    expect(within(wrong).getByRole("rowheader", { name: "3" })).toBeInTheDocument();
    expect(within(wrong).getByText("none → none")).toBeInTheDocument();
    expect(within(dialog).getByText("1 line to correct")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Apply 0 scores" })).toBeDisabled();
    expect(dryRuns(fetch)).toEqual(["true"]);
  });
});
