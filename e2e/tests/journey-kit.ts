import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  apiLogin,
  createAccount,
  expect,
  postJson,
  strongPassword,
  uniqueEmail,
  waitForMailLink,
} from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import { DEMO_PHOTO_JPEG, demoPdf } from "../../packages/server/src/seeds/demo-files.ts";

// Helpers of the journey and gates specs: files, form steps in the page, and the calls an
// administrator or a quick set-up makes through the API.

const FORM = "/ws/form/candform";

/** A PDF the server accepts (it sniffs the content): a real header, then padding. */
export function pdf(name: string, size = 4096) {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const buffer = Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
  return { name, mimeType: "application/pdf", buffer };
}

/** A JPEG the server accepts: SOI and a JFIF APP0 segment, padded. */
export function jpg(name: string, size = 4096) {
  const head = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
  return { name, mimeType: "image/jpeg", buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 0)]) };
}

/** A tab's accessible name: its title, then the count of errors shown in its badge, if any. */
export function tabName(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s+\\d+.*)?$`);
}

/** Opens a tab of the form by its title and answers its panel. */
export async function openTab(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole("tablist")
    .getByRole("tab", { name: tabName(title) })
    .click();
  const panel = page.getByRole("tabpanel", { name: tabName(title) });
  await expect(panel).toBeVisible();
  return panel;
}

/** Chooses `option` in the drop-down labelled `label`, typing `search` first when given. */
export async function choose(panel: Locator, label: string | RegExp, option: string, search?: string) {
  const box = panel.getByRole("combobox", { name: label, exact: typeof label === "string" });
  await box.click();
  if (search) await box.fill(search);
  await panel.page().getByRole("option", { name: option, exact: true }).click();
}

/** Uploads a file through a file widget and waits until the widget shows it as stored. */
export async function upload(scope: Locator, label: string | RegExp, file: ReturnType<typeof pdf>) {
  // The file input itself, not the "Help: …" button beside its label.
  await scope.locator('input[type="file"]').and(scope.getByLabel(label)).setInputFiles(file);
  await expect(scope.getByText(file.name, { exact: true })).toBeVisible();
  await expect(scope.getByText(/^Uploaded on /).first()).toBeVisible();
}

/** Answers "Validate your application?", which "Validate my application" asks, with Yes. */
export async function confirmValidation(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Validate your application?" });
  await dialog.getByRole("button", { name: "Yes, validate my application" }).click();
}

/** The success alert of the form screen. */
export function successAlert(page: Page): Locator {
  return page.getByRole("alert").and(page.locator(".alert-success"));
}

/** The danger alert of the form screen. */
export function dangerAlert(page: Page): Locator {
  return page.getByRole("alert").and(page.locator(".alert-danger"));
}

/** Saves the open tab with its button and checks the success message `The “{tab}” tab is saved.`. */
export async function saveTab(page: Page, panel: Locator, title: string) {
  await panel.getByRole("button", { name: "Save and continue" }).click();
  await expect(successAlert(page)).toContainText(`The “${title}” tab is saved.`);
}

/** Headers of an authenticated call that changes something (token and anti-forgery). */
export async function authHeaders(request: APIRequestContext, account: Account) {
  let xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!xsrf) {
    await request.get("/ws/config");
    xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  }
  return { Authorization: `Bearer ${account.token}`, "X-XSRF-TOKEN": xsrf ?? "" };
}

/** Reads an answer as `account` (a candidate's own, or anyone's for an administrator). */
export async function readAnswer(request: APIRequestContext, account: Account, login: string) {
  const headers = await authHeaders(request, account);
  const read = await request.get(`${FORM}/answer/${encodeURIComponent(login)}`, { headers });
  expect(read.status(), "reading the answer").toBe(200);
  return (await read.json()) as { id: number; version: number; data: Record<string, unknown> };
}

/** Saves values with a tab as `account` (an administrator may write the decision fields). */
export async function saveByApi(
  request: APIRequestContext,
  account: Account,
  login: string,
  tab: string,
  values: Record<string, unknown>,
) {
  const answer = await readAnswer(request, account, login);
  const saved = await request.post(`${FORM}/answer/${answer.id}`, {
    headers: await authHeaders(request, account),
    data: { tab, version: answer.version, values: { ...values, [`${tab}_validated`]: "O" } },
  });
  expect(saved.status(), `saving ${tab}: ${await saved.text()}`).toBe(200);
}

/** Uploads a file to a field path of the candidate's answer, as the file widget does (with the list item's other values). */
export async function uploadByApi(
  request: APIRequestContext,
  account: Account,
  path: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  siblings: Record<string, string> = {},
) {
  const answer = await readAnswer(request, account, account.login);
  const part = path.split(".").at(-1)!;
  const sent = await request.post(`${FORM}/answer/${answer.id}/file`, {
    headers: await authHeaders(request, account),
    multipart: { ...siblings, _path: path, [part]: file },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** Sets a jury's publication flags as an administrator. */
export async function publishByApi(
  request: APIRequestContext,
  admin: Account,
  jury: string,
  flags: { resultats_publies?: boolean; resultats_brs_publies?: boolean },
) {
  const put = await request.put(`/ws/admin/juries/${encodeURIComponent(jury)}`, {
    headers: await authHeaders(request, admin),
    data: flags,
  });
  expect(put.status(), await put.text()).toBe(200);
}

/** The jury deciding on a programme (type and code), from the administrators' jury list. */
export async function juryOf(request: APIRequestContext, admin: Account, type: string, code: string) {
  const list = await request.get("/ws/admin/juries", { headers: await authHeaders(request, admin) });
  expect(list.status()).toBe(200);
  const { juries } = (await list.json()) as {
    juries: { id_jury: string; label: string; formations: { type: string; enum: string }[] }[];
  };
  const jury = juries.find((j) => j.formations.some((f) => f.type === type && f.enum === code));
  expect(jury, `a jury for ${type} ${code}`).toBeDefined();
  return jury!;
}

/** A complete application's values per tab (a French MSc MAE candidate), files apart. */
export const APPLICATION_VALUES: Record<string, Record<string, unknown>> = {
  choice: { typeformation: "MSC", mscchoice: "MAE", reco_email_1: "prof@univ.example" },
  personal: {
    familyName: "Martin",
    givenName: "Claire",
    dateofbirth: "02/03/2000",
    country: "FR",
    city: "Toulouse",
    nationality: "FR",
    passportno: "19AB12345",
    passportauthority: "Préfecture de la Haute-Garonne",
    passportissuedate: "01/01/2020",
    passportexpirydate: "01/01/2030",
  },
  background: {
    bacAnnee: 2017,
    bacTypeEtablissement: "ETRANGER",
    bacEtablissement: "Lycée Jean Monnet",
    bacVille: "Brussels",
    accesTitre: "M",
    accesNiveau: "1",
    accesGrade: "MASTER",
    accesAnnee: 2024,
    accesPays: "BE",
  },
  langs: { native_language: "French", english_level: "B2" },
  fund: { unemployed: "N", personal: true },
  docs: {},
  payment: {},
  validation: { acknowledgement: true, val_testify2: true },
};

/** PUTs a validation as `account` and answers the status and body. */
export async function validateByApi(
  request: APIRequestContext,
  account: Account,
  kind: "application" | "scholarship" | "registration" | "tuition",
  login = account.login,
) {
  const put = await request.put(`/ws/validate${kind}/${encodeURIComponent(login)}`, {
    headers: await authHeaders(request, account),
  });
  return { status: put.status(), body: (await put.json()) as { result: string; message: string } };
}

/** The documents of a complete application, by type. */
const DOCUMENT_TYPES = ["id", "cv", "cover", "degree", "transcript", "english"];

/**
 * Fills a candidate's application through the API, tab by tab as the form saves them: the photo
 * always; the documents and the proof of payment unless told otherwise.
 */
export async function applicationByApi(
  request: APIRequestContext,
  account: Account,
  options: {
    documents?: boolean;
    proofOfPayment?: boolean;
    statements?: boolean;
    /** Values of the choice tab laid over the usual ones (another programme, referees). */
    choice?: Record<string, unknown>;
  } = {},
) {
  const { documents = true, proofOfPayment = true, statements = true } = options;
  await saveByApi(request, account, account.login, "choice", {
    ...APPLICATION_VALUES.choice,
    ...options.choice,
  });
  await uploadByApi(request, account, "uploadPhoto", jpg("photo.jpg"));
  await saveByApi(request, account, account.login, "personal", APPLICATION_VALUES.personal);
  await saveByApi(request, account, account.login, "background", APPLICATION_VALUES.background);
  await saveByApi(request, account, account.login, "langs", APPLICATION_VALUES.langs);
  await saveByApi(request, account, account.login, "fund", APPLICATION_VALUES.fund);
  if (documents) {
    for (const [index, type] of DOCUMENT_TYPES.entries())
      await uploadByApi(request, account, `docs.${index}.doc_file`, pdf(`${type}.pdf`), { type_doc: type });
  }
  await saveByApi(request, account, account.login, "docs", {});
  if (proofOfPayment) await uploadByApi(request, account, "proof_of_payment", pdf("fee.pdf"));
  await saveByApi(request, account, account.login, "payment", {});
  if (statements)
    await saveByApi(request, account, account.login, "validation", APPLICATION_VALUES.validation);
}

/**
 * An administrator's decision on a candidate through the decision route (PUT /ws/admin/answers/{id}/decision).
 * A waiting list decision needs a rank: 1 unless the test names one.
 */
export async function decideByApi(
  request: APIRequestContext,
  admin: Account,
  login: string,
  decision: {
    admis: string;
    decisionbourse?: string;
    montant_ins?: number;
    rank?: number;
    motivation?: string;
  },
) {
  const answer = await readAnswer(request, admin, login);
  const body = decision.admis === "L" && decision.rank === undefined ? { ...decision, rank: 1 } : decision;
  const decided = await request.put(`/ws/admin/answers/${answer.id}/decision`, {
    headers: await authHeaders(request, admin),
    data: { ...body, version: answer.version },
  });
  expect(decided.status(), `deciding: ${await decided.text()}`).toBe(200);
}

/**
 * An administrator's admin mode with a candidate searched in the side panel: the panel and the
 * candidate's entry, not yet opened.
 */
export async function searchInAdminPanel(page: Page, adminLogin: string, candidateLogin: string) {
  await page.goto("/form/candform");
  await expect(page.getByRole("navigation").getByText(`Logged in as ${adminLogin}`)).toBeAttached();
  const panel = page.getByRole("complementary");
  await panel.getByRole("searchbox", { name: "Search by login or name" }).fill(candidateLogin);
  return { panel, entry: panel.getByRole("button", { name: new RegExp(candidateLogin) }) };
}

/**
 * A validated MSc application made through the API, as candidates' forms save it: the photo and a
 * transcript are real files (the dossier's viewer draws them), the other documents generated PDFs.
 */
export async function validatedMscApplication(
  request: APIRequestContext,
  familyName: string,
  givenName: string,
  emailPrefix = "msc",
): Promise<Account> {
  const candidate = await createAccount(request, uniqueEmail(emailPrefix));
  await applicationByApi(request, candidate);
  await saveByApi(request, candidate, candidate.login, "personal", { familyName, givenName });
  await uploadByApi(request, candidate, "uploadPhoto", {
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: DEMO_PHOTO_JPEG,
  });
  const transcript = await demoPdf("Transcript of records", [`${givenName} ${familyName}`, "GPA 3.8 / 4"]);
  await uploadByApi(
    request,
    candidate,
    "docs.4.doc_file",
    { name: "transcript.pdf", mimeType: "application/pdf", buffer: transcript },
    { type_doc: "transcript" },
  );
  const validated = await validateByApi(request, candidate, "application");
  expect(validated.status, validated.body.message).toBe(200);
  return candidate;
}

/** A reviewer of `jury` invited through the staff API, activated through the mailed link, logged in. */
export async function reviewerOf(request: APIRequestContext, admin: Account, jury: string): Promise<Account> {
  const email = uniqueEmail("reviewer");
  await postJson(
    request,
    "/ws/admin/staff",
    { login: email, role: "reviewer", juries: [jury] },
    { Authorization: `Bearer ${admin.token}` },
  );
  const token = new URL(await waitForMailLink(email)).searchParams.get("activationToken");
  const password = strongPassword();
  await postJson(request, "/ws/form/candform/user/activate", { user: email, password, token });
  return apiLogin(request, email, password);
}
