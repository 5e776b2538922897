import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { jsonResponse, renderApp, stubFetch, testConfig } from "../../test-utils.tsx";

const officer = {
  login: "officer@example.org",
  token: "tok-officer",
  admin: true,
  role: "administrator" as const,
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
      documents: "missing",
      admis: "-",
      scholarshipRequested: true,
      scholarshipDecision: null,
      updated: "2026-03-04T11:30:00.000Z",
      created: "2026-01-02T10:00:00.000Z",
      programme: "MAE",
      score: null,
      reviews: 0,
      spread: null,
      rank: null,
    },
  ],
  total: 41,
  next: null,
  counts: { typeformation: {}, jury: {}, stage: {}, admis: {}, eu: {}, scholarship: {}, documents: {} },
};

const columns = {
  result: "OK",
  columns: [
    { id: "login", label: "Login", group: "Listing" },
    { id: "familyName", label: "Family name", group: "Listing" },
    { id: "stage", label: "Stage", group: "Listing" },
    { id: "created", label: "Created", group: "Listing" },
    { id: "nationality", label: "Nationality", group: "Personal information" },
  ],
};

/** The fake server: the listing, its columns, and the export as a CSV file; other lookups are not found. */
function server() {
  return stubFetch(async (url) => {
    const { pathname } = new URL(url, location.href);
    if (pathname === "/ws/config") return jsonResponse({ body: testConfig });
    if (pathname === "/ws/admin/applications") return jsonResponse({ body: page });
    if (pathname === "/ws/admin/applications/columns") return jsonResponse({ body: columns });
    if (pathname === "/ws/admin/applications/export")
      return new Response("login\r\ndoe@example.org\r\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="applications-2026-11-24.csv"',
        },
      });
    return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain" } });
  });
}

/** Catches what saveBlob hands the browser: the blob and the name of the file saved. */
function catchDownloads() {
  const saved: { blob?: Blob; name?: string } = {};
  // jsdom has no object URLs: these two stand in for the test, then go.
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

describe("export of the current view", () => {
  it("downloads the view in the format and columns chosen, the table's columns chosen to begin with", async () => {
    const fetch = server();
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp("/admin/applications?stage=application_validated&sort=name&order=asc", { session: officer });
    await user.click(await screen.findByRole("button", { name: "Export" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Export the current view" });
    expect(within(dialog).getByText(/current view \(41\)/)).toBeInTheDocument();

    const listing = within(await within(dialog).findByRole("group", { name: "Listing" }));
    expect(listing.getByRole("checkbox", { name: "Login" })).toBeChecked();
    expect(listing.getByRole("checkbox", { name: "Created" })).not.toBeChecked();
    const personal = within(within(dialog).getByRole("group", { name: "Personal information" }));
    await user.click(personal.getByRole("checkbox", { name: "Nationality" }));
    await user.click(listing.getByRole("checkbox", { name: "Stage" }));
    await user.click(within(dialog).getByRole("radio", { name: "Excel (XLSX)" }));
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    expect(await screen.findByText("applications-2026-11-24.csv downloaded.")).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith("/ws/admin/applications/export"));
    const query = new URL(String(call![0]), location.href).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      stage: "application_validated",
      sort: "name",
      order: "asc",
      format: "xlsx",
      columns: "login,familyName,nationality",
      lang: "en",
    });
    expect(call![1].headers).toMatchObject({ authorization: "Bearer tok-officer" });
    expect(saved.name).toBe("applications-2026-11-24.csv");
    expect(await saved.blob!.text()).toContain("doe@example.org");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for one column at least", async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp("/admin/applications", { session: officer });
    await user.click(await screen.findByRole("button", { name: "Export" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("group", { name: "Listing" });
    await user.click(within(dialog).getByRole("button", { name: "None" }));
    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(await within(dialog).findByText("Choose at least one column.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "The table's columns" }));
    expect(within(dialog).getByRole("checkbox", { name: "Family name" })).toBeChecked();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes("/export"))).toBe(false),
    );
  });
});
