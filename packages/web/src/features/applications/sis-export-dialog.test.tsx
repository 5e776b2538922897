import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { EMPTY_SIS_CODES, SIS_COLUMNS, sisRecord } from "@portal/domain/handoff/sis-record";
import { jsonResponse, renderApp, stubFetch, testConfig } from "../../test-utils.tsx";

const officer = {
  login: "officer@example.org",
  token: "tok-officer",
  admin: true,
  role: "administrator" as const,
};
const reviewer = { login: "rev@example.org", token: "tok-rev", admin: false, role: "reviewer" as const };

const page = {
  result: "OK",
  items: [],
  total: 41,
  next: null,
  counts: { typeformation: {}, jury: {}, stage: {}, admis: {}, eu: {}, scholarship: {}, documents: {} },
};

/** One candidate as the server's JSON gives it. */
const candidate = sisRecord(
  { familyName: "Doe", admis: "O", typeformation: "MSC", mscchoice: "MAE" },
  {
    answerId: 7,
    login: "doe@example.org",
    iso3: () => undefined,
    commune: () => undefined,
    programmeLabel: { en: "MSc in Aerospace Engineering", fr: "MSc en ingénierie aérospatiale" },
    codes: EMPTY_SIS_CODES,
    payments: [],
    registeredAt: null,
  },
);

/** The fake server: the listing, the count of candidates left, and the export as JSON. */
function server(counts = { count: 3, alreadyExported: 2 }) {
  const sent: Record<string, unknown> = {};
  stubFetch(async (url, init) => {
    const { pathname } = new URL(url, location.href);
    if (init.body) sent[pathname] = JSON.parse(String(init.body));
    if (pathname === "/ws/config") return jsonResponse({ body: testConfig });
    if (pathname === "/ws/admin/applications") return jsonResponse({ body: page });
    if (pathname === "/ws/admin/sis/exports/preview")
      return jsonResponse({ body: { result: "OK", ...counts } });
    if (pathname === "/ws/admin/sis/exports")
      return jsonResponse({
        body: {
          result: "OK",
          export: {
            id: 12,
            exportedBy: officer.login,
            exportedAt: "2026-06-02T08:30:00.000Z",
            format: "json",
            count: 1,
            onlyNotExported: true,
            population: "admitted",
            repeatOf: null,
          },
          columns: SIS_COLUMNS.map((c) => c.name),
          candidates: [candidate],
        },
      });
    return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain" } });
  });
  return sent;
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

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const openDialog = async () => {
  await userEvent.click(
    await screen.findByRole("button", { name: "Export to student system" }, { timeout: 5000 }),
  );
  return screen.findByRole("dialog", { name: "Export to the student system" });
};

describe("export to the student system", { timeout: 20_000 }, () => {
  it("counts the candidates of the view left to export, only those by default, and says so on its button", async () => {
    const sent = server();
    renderApp("/admin/applications?typeformation=MSC", { session: officer });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent("From the 41 applications of the current view.");
    expect(within(dialog).getByLabelText("Only candidates not exported yet")).toBeChecked();
    expect(within(dialog).getByLabelText("CSV")).toBeChecked();
    expect(
      await within(dialog).findByText(/3 candidates not exported yet\. 2 exported before\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export 3 candidates" })).toBeEnabled();
    expect(sent["/ws/admin/sis/exports/preview"]).toEqual({
      selection: { filters: { typeformation: "MSC" } },
      population: "admitted",
    });
    await userEvent.click(within(dialog).getByLabelText("Only candidates not exported yet"));
    expect(within(dialog).getByRole("button", { name: "Export 5 candidates" })).toBeEnabled();
  });

  it("exports as JSON, saves the file and names the export's number", async () => {
    const sent = server();
    const saved = catchDownloads();
    renderApp("/admin/applications", { session: officer });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText("JSON"));
    await userEvent.click(within(dialog).getByLabelText("Registered only"));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Export 3 candidates" }));
    expect(
      await screen.findByText(/1 candidate exported to sis-export-12-.*\.json \(export no\. 12\)\./),
    ).toBeInTheDocument();
    expect(sent["/ws/admin/sis/exports"]).toEqual({
      selection: { filters: {} },
      format: "json",
      population: "registered",
      onlyNotExported: true,
    });
    expect(saved.name).toMatch(/^sis-export-12-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await textOf(saved.blob!)) as { candidates: { login: string }[] };
    expect(file.candidates[0]!.login).toBe("doe@example.org");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("cannot export when nobody is left", async () => {
    server({ count: 0, alreadyExported: 4 });
    renderApp("/admin/applications", { session: officer });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/0 candidates not exported yet\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export 0 candidates" })).toBeDisabled();
  });

  it("is offered to administrators only", async () => {
    server();
    renderApp("/admin/applications", { session: reviewer });
    expect(await screen.findByText("41 applications", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export to student system" })).not.toBeInTheDocument();
  });
});
