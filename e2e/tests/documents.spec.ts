import { createHash } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { completeApplication } from "../../packages/domain/src/rules/fixtures.ts";
import { tabFieldIds } from "../../packages/domain/src/engine/schema-index.ts";
import { candform } from "../../packages/domain/src/schema/candform.ts";
import type { Account } from "./fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { screen } from "./screens.ts";

// Issue 4 "Must show", web part: the file widget against the real server (candidate session).
const FORM = "/ws/form/candform";
const MB = 1048576;

/** A PDF of exactly `size` bytes: a real header (the server reads the content), then padding. */
function pdfBytes(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** JPEG bytes (SOI and a JFIF APP0 segment) padded to `size`. */
function jpgBytes(size: number): Buffer {
  const head = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0)]);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The candidate's answer through the API, with calls authenticated as the web app does. */
async function candidateApi(request: APIRequestContext, account: Account) {
  await request.get("/ws/config");
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const headers = { Authorization: `Bearer ${account.token}`, "X-XSRF-TOKEN": xsrf };
  const read = await request.get(`${FORM}/answer/${encodeURIComponent(account.login)}`, { headers });
  expect(read.status()).toBe(200);
  const answer = (await read.json()) as { id: number; version: number };
  let version = answer.version;
  const values = completeApplication({
    country: "FR",
    city: "Toulouse",
    bacEtablissement: "Lycée Pierre de Fermat",
    bacVille: "Toulouse",
    accesAnnee: 2022,
    accesPays: "FR",
    native_language: "French",
    english_level: "B2",
    personal: true,
  });
  return {
    id: answer.id,
    /** Saves a tab with the complete application's values for its fields (as the Save button would). */
    async saveTab(tab: string) {
      const ids = new Set(tabFieldIds(candform, tab));
      const tabValues = Object.fromEntries(
        Object.entries(values).filter(([id]) => ids.has(id) && candform.fields[id]?.widget !== "file"),
      );
      const saved = await request.post(`${FORM}/answer/${answer.id}`, {
        headers,
        data: { tab, version, values: tabValues },
      });
      expect(saved.status(), `${tab}: ${await saved.text()}`).toBe(200);
      version = ((await saved.json()) as { version: number }).version;
    },
    /** Uploads a file to a field path, as the widget does. */
    async upload(path: string, name: string, buffer: Buffer, mimeType: string) {
      const part = path.split(".").at(-1)!;
      const sent = await request.post(`${FORM}/answer/${answer.id}/file`, {
        headers,
        multipart: { _path: path, [part]: { name, mimeType, buffer } },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      version = ((await sent.json()) as { version: number }).version;
    },
  };
}

/** Records every aria-valuenow the queue's progress bars take, from now on. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const look = () => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const value = bar.getAttribute("aria-valuenow");
        if (value !== null && seen.at(-1) !== value) seen.push(value);
      });
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));

/** Slows uploads down (bytes per second) so that the progress bar is seen moving. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const set = (upload: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: upload,
    });
  await set(bytesPerSecond);
  return async () => {
    await set(-1);
    await cdp.detach();
  };
}

/** The upload date a widget shows: "Uploaded on dd/MM/yyyy HH:mm" for a date around now. */
const uploadedOn = /^Uploaded on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  const panel = page.getByRole("tabpanel", { name: new RegExp(`^${name}`) });
  await expect(panel).toBeVisible();
  return panel;
}

test("the photo: a picture above 5 MB is refused (in the interface language), a JPG is uploaded", async ({
  page,
  request,
  candidate,
}) => {
  const api = await candidateApi(request, candidate);
  await api.saveTab("choice");
  await page.goto("/form/candform");
  const personal = await openTab(page, "Personal information");
  const photo = personal.getByLabel("Identity photo");
  await expect(photo).toHaveAttribute("accept", ".jpg");

  await photo.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: jpgBytes(5 * MB + 1) });
  const field = personal.locator('[data-field="uploadPhoto"]');
  await expect(field.getByRole("alert")).toHaveText("The file is too large: it must not exceed 5 MB");
  await expect(field.getByRole("table")).toHaveCount(0);
  await screen(page, "documents-photo-too-heavy");

  await photo.setInputFiles({ name: "me.JPG", mimeType: "image/jpeg", buffer: jpgBytes(40_000) });
  await expect(field.getByText("me.JPG")).toBeVisible();
  await expect(field.getByText(uploadedOn)).toBeVisible();
  await expect(field.getByRole("alert")).toHaveCount(0);
  await screen(page, "documents-photo-uploaded");
});

test("the documents: upload a PDF with progress to 100, download it, remove it; too heavy and wrong extension", async ({
  page,
  request,
  candidate,
}) => {
  const api = await candidateApi(request, candidate);
  await api.saveTab("choice");
  await api.upload("uploadPhoto", "me.jpg", jpgBytes(2048), "image/jpeg");
  for (const tab of ["personal", "background", "langs", "fund"]) await api.saveTab(tab);

  await page.goto("/form/candform");
  const docs = await openTab(page, "Documents");
  await docs.getByRole("button", { name: "Add a line" }).click();
  const line = docs.getByRole("group", { name: "Line 1" });
  await line.getByRole("combobox", { name: /Type of document/ }).click();
  await page.getByRole("option", { name: "Transcript of records" }).click();
  const picker = line.getByLabel(/^File/);
  await expect(picker).toHaveAttribute("accept", ".pdf");

  // Wrong extension: the alert in the interface language, and nothing stays in the queue.
  await picker.setInputFiles({
    name: "scan.png",
    mimeType: "image/png",
    buffer: Buffer.from("89504e47", "hex"),
  });
  await expect(line.getByRole("alert")).toHaveText(
    "The file's extension is not accepted; please use one of the requested formats: pdf",
  );
  await expect(line.getByRole("table")).toHaveCount(0);
  await screen(page, "documents-wrong-extension");

  // Too heavy: one byte above 10 MB, nothing sent.
  const sent: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/file") && sent.push(r.url()));
  await picker.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: pdfBytes(10 * MB + 1) });
  await expect(line.getByRole("alert")).toHaveText("The file is too large: it must not exceed 10 MB");
  expect(sent).toEqual([]);
  await screen(page, "documents-too-heavy");

  // A real upload, slowed down so that the queue and its progress bar are seen moving to 100.
  const bytes = pdfBytes(3 * MB);
  await recordProgress(page);
  const unthrottle = await throttleUploads(page, 0.6 * MB);
  await picker.setInputFiles({ name: "transcript.pdf", mimeType: "application/pdf", buffer: bytes });
  const row = line.getByRole("table", { name: "Upload queue" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell", { name: "transcript.pdf" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "3 MB" })).toBeVisible();
  await expect(row.getByText("Uploading…")).toBeVisible();
  const bar = row.getByRole("progressbar", { name: "Upload progress of transcript.pdf" });
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000, intervals: [50] })
    .toBeGreaterThanOrEqual(30);
  await screen(page, "documents-upload-progress");

  await expect(line.getByText("transcript.pdf")).toBeVisible({ timeout: 20_000 });
  await expect(line.getByText(uploadedOn)).toBeVisible();
  await unthrottle();
  const seen = await progressSeen(page);
  expect(seen.at(-1)).toBe(100);
  expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(line.getByRole("alert")).toHaveCount(0);
  await screen(page, "documents-uploaded");

  // Download: the browser saves it under the original name, with the same bytes.
  const downloading = page.waitForEvent("download");
  await line.getByRole("button", { name: "Download transcript.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("transcript.pdf");
  expect(sha256(fs.readFileSync((await download.path())!))).toBe(sha256(bytes));

  // The value survives a reload (the server stored it with the upload).
  await page.reload();
  const again = await openTab(page, "Documents");
  const kept = again.getByRole("group", { name: "Line 1" });
  await expect(kept.getByText("transcript.pdf")).toBeVisible();

  // Remove: the picker comes back once the server said OK.
  const removal = page.waitForResponse((r) => r.request().method() === "DELETE");
  await kept.getByRole("button", { name: "Remove transcript.pdf" }).click();
  expect(await (await removal).json()).toMatchObject({ result: "OK" });
  await expect(kept.getByLabel(/^File/)).toBeVisible();
  await expect(kept.getByText("transcript.pdf")).toHaveCount(0);
  await expect(kept.getByRole("table")).toHaveCount(0);
  await screen(page, "documents-removed");

  // Saving the tab drops the line left without a file.
  await again.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText(/Removed invalid doc entries/)).toBeVisible();
  await screen(page, "documents-saved-invalid-removed");

  // The next tab (payment) uses the same widget for the proof of payment.
  const payment = page.getByRole("tabpanel", { name: /^Payment/ });
  await payment
    .locator('input[type="file"]')
    .and(payment.getByLabel("Proof of payment"))
    .setInputFiles({
      name: "Reçu paiement.PDF",
      mimeType: "application/pdf",
      buffer: pdfBytes(20_000),
    });
  await expect(payment.getByText("Reçu paiement.PDF")).toBeVisible();
  await expect(payment.getByText(uploadedOn)).toBeVisible();
  await screen(page, "documents-proof-of-payment");
  const docsAgain = await openTab(page, "Documents");
  await expect(docsAgain.getByText("No line yet.")).toBeVisible();
});
