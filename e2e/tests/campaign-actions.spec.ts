import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { readOutbox } from "../../packages/server/src/mail/outbox-files.ts";
import { demoPdf } from "../../packages/server/src/seeds/demo-files.ts";
import {
  apiLogin,
  expect,
  postJson,
  seedSession,
  strongPassword,
  test,
  uniqueEmail,
  waitForMailLink,
} from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import {
  APPLICATION_VALUES,
  jpg,
  juryOf,
  publishByApi,
  reviewerOf,
  saveByApi,
  uploadByApi,
  validatedMscApplication,
} from "./journey-kit.ts";
import { axeViolations } from "./axe.ts";
import { screen } from "./screens.ts";
import { E2E_DATA_DIR } from "./settings.ts";

// Issue #11: the office runs the campaign. The jury's reviewer reads the dossier (and may do no more,
// issue #35); an administrator refuses a transcript, the candidate uploads a new one, the
// administrator accepts it and admits her with a motivation, bulk-admits
// three more, imports a CSV of decisions, publishes the jury; candidates get their e-mail; the
// admitted candidate pays the down payment on the demonstration page and the office sees it paid.

const PHONE = { width: 390, height: 844 };
test.use({ reducedMotion: "reduce" });

/** A page of its own, logged in as `account`. */
async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce", acceptDownloads: true });
  const page = await context.newPage();
  await seedSession(page, account);
  return page;
}

/** The latest mail of the file outbox to an address whose subject matches. */
function mailTo(address: string, subject: RegExp) {
  return readOutbox(E2E_DATA_DIR)
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && subject.test(mail.subject))
    .at(-1);
}

async function answerIdOf(request: APIRequestContext, account: Account): Promise<number> {
  const read = await request.get(`/ws/form/candform/answer/${encodeURIComponent(account.login)}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return ((await read.json()) as { id: number }).id;
}

test("the office reviews documents, decides, imports, publishes and sees the down payment", async ({
  page,
  request,
  browser,
  admin,
}) => {
  test.setTimeout(300_000);
  const jury = (await juryOf(request, admin, "MSC", "MAE")).id_jury;
  // Earlier journeys may have published this jury: start unpublished, as a campaign does.
  await publishByApi(request, admin, jury, { resultats_publies: false });

  // Letters only: names refuse digits.
  const stamp = Array.from({ length: 5 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  const claire = await validatedMscApplication(request, `Roux${stamp}`, "Claire");
  const bulk = [
    await validatedMscApplication(request, `Bulk${stamp}a`, "Hugo"),
    await validatedMscApplication(request, `Bulk${stamp}b`, "Inès"),
    await validatedMscApplication(request, `Bulk${stamp}c`, "Jade"),
  ];
  const imported = await validatedMscApplication(request, `Csv${stamp}`, "Karim");
  const reviewer = await reviewerOf(request, admin, jury);
  const claireId = await answerIdOf(request, claire);

  // The jury's reviewer reads Claire's dossier and its documents, but checks and decides nothing:
  // that is an administrator's (issue #35: a reviewer had admitted a candidate on a published jury).
  const rv = await pageOf(browser, reviewer);
  await rv.goto(`/admin/applications/${claireId}`);
  await expect(rv.getByRole("heading", { level: 1 })).toContainText(`Roux${stamp}`);
  await rv
    .getByRole("group", { name: "Uploaded documents" })
    .getByRole("button", { name: /transcript\.pdf/ })
    .click();
  await expect(rv.getByRole("region", { name: "Document viewer" })).toBeVisible();
  await expect(rv.getByRole("button", { name: "Refuse transcript.pdf" })).toHaveCount(0);
  const readOnly = rv.getByRole("region", { name: "Decision" });
  await expect(readOnly).toContainText("you can read it and add internal notes");
  await expect(readOnly.getByRole("button", { name: "Save the decision" })).toHaveCount(0);
  await screen(rv, "reviewer-reads-dossier");
  await rv.setViewportSize(PHONE);
  await screen(rv, "reviewer-reads-dossier-phone");
  await rv.context().close();

  // An administrator refuses Claire's transcript with a reason from the catalogue.
  const r = await pageOf(browser, admin);
  await r.goto(`/admin/applications/${claireId}`);
  await expect(r.getByRole("heading", { level: 1 })).toContainText(`Roux${stamp}`);
  const documents = r.getByRole("group", { name: "Uploaded documents" });
  await documents.getByRole("button", { name: /transcript\.pdf/ }).click();
  await r.getByRole("button", { name: "Refuse transcript.pdf" }).click();
  await r.getByLabel("Reason").selectOption({ label: "The document is illegible or incomplete" });
  await r.getByLabel("Comment for the candidate (optional)").fill("Page 2 is cut off; scan it whole.");
  await screen(r, "review-refuse-form");
  await r.getByRole("button", { name: "Refuse and ask for a new one" }).click();
  await expect(r.getByText("Refused").first()).toBeVisible();
  await expect(r.getByRole("region", { name: "Document requests" })).toContainText("Open");
  await screen(r, "review-refused");
  expect(await axeViolations(r), "dossier with review").toEqual([]);

  // Claire is told by e-mail, in her language, and sees the banner on her form.
  await expect.poll(() => mailTo(claire.email, /document/i)?.text ?? "").toContain("Page 2 is cut off");
  const c = await pageOf(browser, claire);
  await c.goto("/form/candform");
  const banner = c.getByRole("status").filter({ hasText: "Documents requested by the admissions office" });
  await expect(banner).toContainText("The document is illegible or incomplete");
  await expect(banner).toContainText("Deadline:");
  await screen(c, "candidate-banner");
  expect(await axeViolations(c), "candidate form with the banner").toEqual([]);
  await c.setViewportSize(PHONE);
  await screen(c, "candidate-banner-phone");
  await c.setViewportSize({ width: 1280, height: 720 });
  await banner.getByRole("button", { name: /^Upload / }).click();
  const again = await demoPdf("Transcript of records", [`Claire Roux${stamp}`, "GPA 3.1 / 4", "Page 2 of 2"]);
  await c
    .locator('input[type="file"]:not([disabled])')
    .first()
    .setInputFiles({ name: "transcript-full.pdf", mimeType: "application/pdf", buffer: again });
  await expect(banner).toHaveCount(0);
  await screen(c, "candidate-uploaded-again");

  // The administrator accepts the new transcript and admits Claire with a motivation she will read.
  await r.reload();
  await documents.getByRole("button", { name: /transcript-full\.pdf/ }).click();
  await r.getByRole("button", { name: "Accept transcript-full.pdf" }).click();
  await expect(documents.getByText("Accepted").first()).toBeVisible();
  const decision = r.getByRole("region", { name: "Decision" });
  await decision.getByRole("radio", { name: "Admitted", exact: true }).check();
  await decision
    .getByLabel("Motivation", { exact: true })
    .selectOption({ label: "Excellent academic record" });
  await decision.getByLabel("Show the motivation to the candidate").check();
  await decision.getByRole("button", { name: "Save the decision" }).click();
  await expect(decision.getByText("Decision saved.")).toBeVisible();
  await screen(r, "decision-saved");
  await r.setViewportSize(PHONE);
  await screen(r, "decision-saved-phone");
  await r.context().close();

  // The administrator admits three more from the workspace, after a preview.
  await page.goto(`/admin/applications?q=Bulk${stamp}`);
  const table = page.getByRole("table", { name: /Applications/ });
  for (const candidate of bulk) await expect(table.getByText(candidate.login)).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all the rows of this page" }).check();
  await page.getByRole("button", { name: "Change…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Admission decision").selectOption({ label: "Admitted" });
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("table")).toContainText(`Bulk${stamp}c`);
  await screen(page, "bulk-preview");
  await dialog.getByRole("button", { name: "Apply to 3 applications" }).click();
  await expect(page.getByText("3 applications changed.")).toBeVisible();

  // … imports a CSV of decisions: checked first, then applied.
  await page.goto("/admin/applications");
  await page.getByRole("button", { name: "Import decisions…" }).click();
  const importDialog = page.getByRole("dialog");
  const csv = `login,admis,motivation,rank,decisionbourse,montant_ins\n${imported.login},L,places_filled,2,,\n`;
  await importDialog
    .getByLabel("File (CSV or XLSX)")
    .setInputFiles({ name: "decisions.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importDialog.getByRole("button", { name: "Check the file" }).click();
  await expect(importDialog.getByText("1 decision ready")).toBeVisible();
  await screen(page, "import-dry-run");
  await importDialog.getByRole("button", { name: "Apply 1 decision" }).click();
  await expect(page.getByText("1 decision imported.")).toBeVisible();

  // … and publishes the jury after the confirmation, which says how many are e-mailed.
  await page.goto("/admin/juries");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: /\(JURY_MSC\)/ }) });
  await expect(card.getByRole("rowheader", { name: "Waiting list", exact: true })).toBeVisible();
  await card.getByRole("button", { name: /^Publish results…/ }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("will be e-mailed");
  await screen(page, "publish-confirmation");
  await confirm.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/published: \d+ candidates? will be e-mailed/)).toBeVisible();
  await screen(page, "juries-published");
  expect(await axeViolations(page), "juries page").toEqual([]);
  await page.setViewportSize(PHONE);
  await screen(page, "juries-phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Each candidate of the jury is told once that the result is available.
  for (const candidate of [claire, ...bulk, imported])
    await expect
      .poll(() => mailTo(candidate.email, /result is available/)?.links.length ?? 0, {
        message: `result mail to ${candidate.email}`,
      })
      .toBeGreaterThan(0);

  // Claire reads her result and its motivation, pays the down payment on the demonstration page.
  const c2 = await pageOf(browser, claire);
  await c2.goto("/form/candform");
  await c2.getByRole("tab", { name: "Result", exact: true }).click();
  await expect(c2.getByText("Excellent academic record")).toBeVisible();
  await screen(c2, "candidate-result");
  await c2.getByRole("tab", { name: "Registration", exact: true }).click();
  const [payPage] = await Promise.all([
    c2.waitForEvent("popup"),
    c2.getByRole("button", { name: "Pay the down payment online" }).click(),
  ]);
  await payPage.waitForLoadState();
  await screen(payPage, "pay-page");
  await payPage.getByRole("button", { name: /^Pay / }).click();
  await expect(payPage.getByText(/Payment accepted/)).toBeVisible();
  await screen(payPage, "pay-accepted");
  await c2.bringToFront();
  await expect(c2.getByText("Paid").first()).toBeVisible();

  // The office sees the down payment paid in the dossier; the application fee came by transfer
  // (its proof was uploaded), which an administrator records by hand: then nothing is outstanding.
  await page.goto(`/admin/applications?payment=partly&q=Roux${stamp}`);
  const list = page.getByRole("table", { name: /Applications/ });
  await expect(list.getByText(claire.login)).toBeVisible();
  await page.goto(`/admin/applications/${claireId}`);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("row", { name: /Down payment/ })).toContainText("Paid");
  await expect(payments).toContainText("Card payment");
  await payments.getByRole("button", { name: "Record a payment" }).click();
  await payments.getByLabel("Payment", { exact: true }).selectOption({ label: "Application fee" });
  await payments.getByLabel("Method").selectOption({ label: "Bank transfer" });
  await payments.getByLabel("Amount").fill("100");
  await payments.getByLabel("Note").fill("Transfer received, bank reference FR-2026-1182");
  await payments.getByRole("button", { name: "Record the payment" }).click();
  await expect(payments.getByText("Payment recorded.")).toBeVisible();
  await expect(payments).toContainText("Payment status: Paid");
  await screen(page, "dossier-payments");
  expect(await axeViolations(page), "dossier with payments").toEqual([]);
  await page.goto(`/admin/applications?payment=paid&q=Roux${stamp}`);
  await expect(list.getByText(claire.login)).toBeVisible();
});

test("an administrator rewrites a template in French, adds a reason, and reminds a French candidate who has not finished", async ({
  page,
  request,
  admin,
}) => {
  test.setTimeout(180_000);
  // A candidate who registered in French and saved only the programme choice.
  const family = `Lenoir${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const email = uniqueEmail("rappel");
  await postJson(
    request,
    "/ws/form/candform/user/register",
    { user: email, appurl: "http://localhost" },
    { "Accept-Language": "fr" },
  );
  const token = new URL(await waitForMailLink(email)).searchParams.get("activationToken");
  expect(mailTo(email, /Activez votre compte/), "activation mail in French").toBeDefined();
  const password = strongPassword();
  await postJson(request, "/ws/form/candform/user/activate", { user: email, password, token });
  const started = await apiLogin(request, email, password);
  await saveByApi(request, started, started.login, "choice", { typeformation: "MSC", mscchoice: "MAE" });
  await uploadByApi(request, started, "uploadPhoto", jpg("photo.jpg"));
  await saveByApi(request, started, started.login, "personal", {
    ...APPLICATION_VALUES.personal,
    familyName: family,
    givenName: "Zoé",
  });

  // The French reminder, rewritten with a placeholder inserted at the cursor, previewed on a real application.
  await page.goto("/admin/templates");
  await expect(page.getByRole("heading", { name: "E-mail templates", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Templates" })
    .getByText("Reminder: application not finished")
    .click();
  await page.getByRole("tab", { name: "French" }).click();
  const editor = page.getByRole("tabpanel", { name: "French" });
  const subject = editor.getByLabel("Subject");
  await subject.fill("Plus que quelques jours, ");
  await editor.getByRole("button", { name: "Insert {{name}}" }).click();
  await expect(subject).toHaveValue("Plus que quelques jours, {{name}}");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("Template saved.")).toBeVisible();
  await expect(editor.getByText("Customised")).toBeVisible();
  await editor.getByRole("button", { name: "Preview" }).click();
  await expect(editor.getByText(/^Subject: Plus que quelques jours, /)).toBeVisible();
  await expect(editor.getByRole("figure", { name: "Preview of the e-mail" })).toContainText(
    "Les candidatures ferment le",
  );
  await screen(page, "templates-preview");
  await editor.getByRole("button", { name: "Send me a test" }).click();
  await expect(editor.getByText(`Sent to ${admin.email}.`)).toBeVisible();
  // An unknown placeholder is refused, naming it.
  await editor.getByLabel("Message").fill("Bonjour {{prenom}}");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByRole("alert")).toContainText("{{prenom}}");
  expect(await axeViolations(page), "templates page").toEqual([]);
  await page.setViewportSize(PHONE);
  await screen(page, "templates-phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // A motivation added to the catalogue.
  await page.goto("/admin/reasons");
  const motivations = page.getByRole("form", { name: "Add a reason (Decision motivations)" });
  const code = `quota_${Date.now().toString(36)}`;
  await motivations.getByLabel("Code").fill(code);
  await motivations.getByLabel("English label").fill("Quota for your country reached");
  await motivations.getByLabel("French label").fill("Quota de votre pays atteint");
  await motivations.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`Reason ${code} added.`)).toBeVisible();
  await screen(page, "reasons-page");
  expect(await axeViolations(page), "reasons page").toEqual([]);

  // The reminder, to the started applications the search finds: the count first, then the send.
  await page.goto(`/admin/applications?stage=started&q=${family}`);
  const table = page.getByRole("table", { name: /Applications/ });
  await expect(table.getByText(started.login)).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all the rows of this page" }).check();
  await page.getByRole("button", { name: "Send a reminder…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Reminder", { exact: true })
    .selectOption({ label: "Reminder to finish the application" });
  await dialog.getByLabel("Deadline given in the mail (optional)").fill("2027-03-01");
  await dialog.getByRole("button", { name: "Count the recipients" }).click();
  await expect(dialog.getByText("1 candidate will receive this reminder.")).toBeVisible();
  await screen(page, "reminder-count");
  await dialog.getByRole("button", { name: "Send to 1 candidate" }).click();
  await expect(page.getByText("Reminder queued for 1 candidate.")).toBeVisible();

  // She reads it in French, with the office's subject and the deadline in French.
  await expect
    .poll(() => mailTo(email, /Plus que quelques jours/)?.subject ?? "")
    .toBe(`Plus que quelques jours, Zoé ${family}`);
  expect(mailTo(email, /Plus que quelques jours/)!.text).toContain("1 mars 2027");
});
