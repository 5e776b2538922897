import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { jsonResponse, renderApp, stubFetch, testConfig } from "../../test-utils.tsx";
import { joined, zipEntry } from "./dossier-zip-test-kit.ts";

const officer = {
  login: "officer@example.org",
  token: "tok-officer",
  admin: true,
  role: "administrator" as const,
};

const row = (id: number) => ({
  id,
  login: `c${id}@example.org`,
  familyName: `Name${id}`,
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
  score: null,
  reviews: 0,
  spread: null,
  rank: null,
});

const page = {
  result: "OK",
  items: [row(1), row(2), row(3)],
  total: 3,
  next: null,
  counts: { typeformation: {}, jury: {}, stage: {}, admis: {}, eu: {}, scholarship: {}, documents: {} },
};

/**
 * The fake server: the listing, and the ZIP as a stream whose chunks the test releases one by one
 * (`send`), so that the dialog is seen mid-way.
 */
function server() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let signal: AbortSignal | undefined;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const fetch = stubFetch(async (url, init) => {
    const { pathname } = new URL(url, location.href);
    if (pathname === "/ws/config") return jsonResponse({ body: testConfig });
    if (pathname === "/ws/admin/applications") return jsonResponse({ body: page });
    if (pathname === "/ws/admin/applications/dossiers.zip") {
      signal = init?.signal ?? undefined;
      return new Response(stream, {
        headers: {
          "content-type": "application/zip",
          "content-disposition": 'attachment; filename="dossiers-2026-11-24.zip"',
          "x-dossier-count": "3",
        },
      });
    }
    return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain" } });
  });
  return {
    fetch,
    send: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    aborted: () => signal?.aborted ?? false,
  };
}

/** Catches what saveBlob hands the browser: the blob and the name of the file saved. */
function catchDownloads() {
  const saved: { blob?: Blob; name?: string } = {};
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    saved.blob = blob;
    return "blob:dossiers";
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp("/admin/applications?stage=application_validated", { session: officer });
  await user.click(await screen.findByRole("button", { name: "Download dossiers (ZIP)" }, { timeout: 5000 }));
  const dialog = await screen.findByRole("dialog", { name: "Download the dossiers" });
  return { user, dialog };
}

describe("download of the view's dossiers as a ZIP", () => {
  it("shows the dossiers received as they arrive, then saves the file", async () => {
    const fake = server();
    const saved = catchDownloads();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/the 3 applications of the current view/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    const bar = await within(dialog).findByRole("progressbar", { name: "Dossiers received" });
    expect(await within(dialog).findByText("Preparing the first dossier…")).toBeInTheDocument();
    const first = joined([zipEntry("Name1-Jo-1/application.pdf"), zipEntry("Name1-Jo-1/documents/cv.pdf")]);
    fake.send(first);
    expect(await within(dialog).findByText(/^0 of 3 dossiers · 0\.0 MB received$/)).toBeInTheDocument();
    fake.send(joined([zipEntry("Name2-Jo-2/application.pdf"), zipEntry("Name3-Jo-3/application.pdf")]));
    expect(await within(dialog).findByText(/^2 of 3 dossiers/)).toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", String((2 / 3) * 100));
    fake.end();

    expect(await screen.findByText("dossiers-2026-11-24.zip downloaded.")).toBeInTheDocument();
    expect(saved.name).toBe("dossiers-2026-11-24.zip");
    expect(saved.blob!.size).toBeGreaterThan(first.length);
    const call = fake.fetch.mock.calls.find(([url]) =>
      String(url).startsWith("/ws/admin/applications/dossiers.zip"),
    );
    expect(JSON.parse(String(call![1].body))).toEqual({
      selection: { filters: { stage: "application_validated" } },
      lang: "en",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stops the download when Cancel is pressed, and saves nothing", async () => {
    const fake = server();
    const saved = catchDownloads();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    fake.send(zipEntry("Name1-Jo-1/application.pdf"));
    await within(dialog).findByText(/of 3 dossiers/);
    // The footer's Cancel (the header's close button, also "Cancel", does the same).
    await user.click(within(dialog).getAllByRole("button", { name: "Cancel" }).at(-1)!);
    expect(fake.aborted()).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(saved.name).toBeUndefined();
  });
});
