import type { Browser, Page } from "@playwright/test";
import { expect, seedSession, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import {
  confirmValidation,
  choose,
  dangerAlert,
  jpg,
  juryOf,
  openTab,
  pdf,
  publishByApi,
  saveTab,
  successAlert,
  upload,
} from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue 5 "Must show": the whole journey in Chromium, from a new account to tuition paid, with an
// administrator (another browser context) deciding and publishing the results between the
// candidate's steps. Every step goes through the pages a person uses; screenshots at each step.

/** Clicks a button that opens the payment page and answers the new window once loaded. */
async function payingWindow(page: Page, button: string): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).click();
  const payment = await popup;
  await payment.waitForLoadState();
  return payment;
}

/** The query parameters the payment page received. */
const paymentParams = (payment: Page) => new URL(payment.url()).searchParams;

/** The administrator's page, in a browser context of its own. */
async function adminPage(browser: Browser, admin: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, admin);
  return page;
}

/** Fills and saves every application tab through the form, files through the file widget. */
async function fillApplication(page: Page, candidate: Account) {
  const choice = await openTab(page, "Programme choice");
  await choice.getByRole("radio", { name: "Master of Science (MSc)" }).check();
  await choose(choice, "Master of Science programme", "MSc in Aerospace Engineering");
  await choice.getByRole("textbox", { name: "Email of referee 1" }).fill("professor@univ.example");
  await screen(page, "journey-01-choice");
  await saveTab(page, choice, "Programme choice");

  const personal = page.getByRole("tabpanel", { name: "Personal information" });
  await personal.getByRole("textbox", { name: "Family name" }).fill("Martin");
  await personal.getByRole("textbox", { name: "Given name" }).fill("Claire");
  await personal.getByRole("textbox", { name: "Date of birth" }).fill("02/03/2000");
  await choose(personal, "Country of birth", "France", "Fran");
  await personal.getByRole("textbox", { name: "City of birth" }).fill("Toulouse");
  await choose(personal, "Nationality", "France", "Fran");
  await upload(personal.locator('[data-field="uploadPhoto"]'), "Identity photo", jpg("claire.jpg"));
  await personal.getByRole("textbox", { name: "Passport number" }).fill("19AB12345");
  const passport = personal
    .locator("fieldset")
    .filter({ has: page.getByRole("textbox", { name: "Passport number" }) });
  await passport.getByRole("textbox", { name: "Issuing authority" }).fill("Préfecture de la Haute-Garonne");
  await passport.getByRole("textbox", { name: "Date of issue" }).fill("01/01/2020");
  await passport.getByRole("textbox", { name: "Expiry date" }).fill("01/01/2030");
  await screen(page, "journey-02-personal");
  await saveTab(page, personal, "Personal information");

  const background = page.getByRole("tabpanel", { name: "Background" });
  await background.getByRole("spinbutton", { name: "Year of the baccalaureate" }).fill("2017");
  await background.getByRole("radio", { name: "Foreign school" }).check();
  await background.getByRole("textbox", { name: "School", exact: true }).fill("Lycée Jean Monnet");
  await background.getByRole("textbox", { name: "Town of the school" }).fill("Brussels");
  await background.getByRole("radio", { name: "Master", exact: true }).check();
  // The access title sets level and grade (read-only, nothing to choose).
  await expect(
    background.getByRole("combobox", { name: "Grade of the access title", exact: true }),
  ).toHaveValue("Master");
  await background.getByRole("spinbutton", { name: "Year obtained (or expected)" }).fill("2024");
  await choose(background, "Country where obtained", "Belgium", "Belg");
  await screen(page, "journey-03-background");
  await saveTab(page, background, "Background");
  // The save that sets the school type keeps the school and its town typed with it.
  await openTab(page, "Background");
  await expect(background.getByRole("textbox", { name: "School", exact: true })).toHaveValue(
    "Lycée Jean Monnet",
  );
  await expect(background.getByRole("textbox", { name: "Town of the school" })).toHaveValue("Brussels");

  const langs = await openTab(page, "Languages");
  await langs.getByRole("textbox", { name: "Native language" }).fill("French");
  await choose(langs, "Level of English", "B2 (upper intermediate)");
  await screen(page, "journey-04-languages");
  await saveTab(page, langs, "Languages");

  const fund = page.getByRole("tabpanel", { name: "Funding", exact: true });
  await fund.getByRole("radio", { name: "No" }).check();
  await fund.getByRole("checkbox", { name: "Personal funds" }).check();
  await screen(page, "journey-05-funding");
  await saveTab(page, fund, "Funding");

  const docs = page.getByRole("tabpanel", { name: "Documents" });
  const documents: [string, string][] = [
    ["Identity card or passport", "passport.pdf"],
    ["Curriculum vitae", "cv.pdf"],
    ["Cover letter", "cover.pdf"],
    ["Degree", "degree.pdf"],
    ["Transcript of records", "transcript.pdf"],
    ["Language certificate", "toefl.pdf"],
  ];
  for (const [index, [type, file]] of documents.entries()) {
    await docs.getByRole("button", { name: "Add a line" }).click();
    const line = docs.getByRole("group", { name: `Line ${index + 1}` });
    await choose(line, /Type of document/, type);
    await upload(line, /^File/, pdf(file));
  }
  await screen(page, "journey-06-documents");
  await saveTab(page, docs, "Documents");

  const payment = page.getByRole("tabpanel", { name: "Payment" });
  const feePage = await payingWindow(page, "Pay the application fee online");
  expect(paymentParams(feePage).get("montant")).toBe("100");
  expect(paymentParams(feePage).get("courriel")).toBe(candidate.email);
  await expect(feePage.getByText("100", { exact: false }).first()).toBeVisible();
  await screen(feePage, "journey-07-application-fee-payment-page");
  await feePage.close();
  await upload(payment, "Proof of payment", pdf("fee-receipt.pdf"));
  await screen(page, "journey-07-payment");
  await saveTab(page, payment, "Payment");

  const validation = page.getByRole("tabpanel", { name: "Validation" });
  await validation.getByRole("checkbox", { name: /I have read and accept/ }).check();
  await validation.getByRole("checkbox", { name: /I testify on my honor/ }).check();
  await screen(page, "journey-08-validation");
}

test("a candidate goes from a new account to tuition paid, an administrator deciding in between", async ({
  page,
  browser,
  candidate,
  adminAccount,
  request,
}) => {
  test.setTimeout(240_000);
  // The jury starts unpublished whatever earlier tests did: the administrator publishes it below.
  const jury = await juryOf(request, adminAccount, "MSC", "MAE");
  await publishByApi(request, adminAccount, jury.id_jury, {
    resultats_publies: false,
    resultats_brs_publies: false,
  });
  await page.goto("/form/candform");
  await expect(page.getByRole("tablist")).toBeVisible();

  await test.step("fills every application tab and validates the application", async () => {
    await fillApplication(page, candidate);
    await page.getByRole("button", { name: "Validate my application" }).click();
    await confirmValidation(page);
    await expect(successAlert(page)).toContainText("Validation of application done");
    await expect(dangerAlert(page)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Scholarships" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Validate my application" })).toHaveCount(0);
    await screen(page, "journey-09-application-validated");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my application file" }).click();
    expect((await download).suggestedFilename()).toBe(`application-${candidate.login}.pdf`);

    await openTab(page, "Programme choice");
    await expect(page.getByRole("radio", { name: "Master of Science (MSc)" })).toBeDisabled();
  });

  await test.step("applies for the tuition waiver", async () => {
    const bourses = await openTab(page, "Scholarships");
    await bourses.getByRole("checkbox", { name: "Tuition waiver" }).check();
    await upload(bourses, "Motivation letter", pdf("motivation.pdf"));
    await screen(page, "journey-10-scholarships");
    await page.getByRole("button", { name: "Validate scholarship application" }).click();
    await expect(successAlert(page)).toContainText(
      "Your application to scholarship programs is complete. Thanks!",
    );
    const result = await openTab(page, "Result");
    await expect(result.getByTestId("admission-result")).toHaveText("No result yet");
    await expect(page.getByRole("tab", { name: "Registration", exact: true })).toHaveCount(0);
    await screen(page, "journey-11-no-result-yet");
  });

  const admin = await adminPage(browser, adminAccount);

  await test.step("an administrator admits the candidate, sets the fees, publishes the results", async () => {
    await admin.goto(`/form/candform?login=${encodeURIComponent(candidate.login)}`);
    const result = await openTab(admin, "Result");
    // Decisions are taken in the staff dossier (#11); the result tab links there.
    await result.getByRole("link", { name: "Open the dossier" }).click();
    const decision = admin.getByRole("region", { name: "Decision" });
    await decision.getByRole("radio", { name: "Admitted", exact: true }).check();
    await decision.getByLabel("Scholarship decision").selectOption("TFW");
    await decision.getByLabel("Tuition amount").fill("9500");
    await decision.getByRole("button", { name: "Save the decision" }).click();
    await expect(decision.getByText("Decision saved.")).toBeVisible();
    await screen(admin, "journey-12-admin-decision");

    await admin.getByRole("button", { name: "Settings" }).click();
    await admin.getByRole("link", { name: "Juries" }).click();
    // Each publication asks a confirmation first (the admission results e-mail the candidates).
    const card = admin
      .getByRole("article")
      .filter({ has: admin.getByRole("heading", { name: new RegExp(`\\(${jury.id_jury}\\)`) }) });
    await card.getByRole("button", { name: /^Publish results…/ }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
    await expect(admin.getByText(/published: \d+ candidates? will be e-mailed/)).toBeVisible();
    await card.getByRole("button", { name: /^Publish scholarship results…/ }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
    await expect(admin.getByText(/^Scholarship results of .* published\.$/)).toBeVisible();
    await screen(admin, "journey-13-jury-published");
  });

  await test.step("the candidate sees the result and pays the down payment in a new window", async () => {
    await page.reload();
    const result = await openTab(page, "Result");
    await expect(result.getByTestId("admission-result")).toHaveText("You are admitted");
    await expect(result.getByTestId("scholarship-decision")).toHaveText(
      "You are granted a tuition fee waiver",
    );
    await screen(page, "journey-14-admitted");

    const registration = await openTab(page, "Registration");
    await expect(registration.getByTestId("down-payment")).toContainText(
      "Down payment to secure your place: 1200 euros",
    );
    await expect(registration.getByTestId("down-payment")).toContainText("Paid to: DFM");
    const downPayment = await payingWindow(page, "Pay the down payment online");
    const params = paymentParams(downPayment);
    expect(params.get("montant")).toBe("1200");
    expect(params.get("entite")).toBe("DFM");
    expect(params.get("nom")).toBe("Martin");
    expect(params.get("prenom")).toBe("Claire");
    await screen(downPayment, "journey-15-down-payment-page");
    await downPayment.close();
  });

  await test.step("uploads the proof, fills the registration tabs and validates the registration", async () => {
    const registration = page.getByRole("tabpanel", { name: "Registration", exact: true });
    await registration.getByRole("radio", { name: "Yes" }).check();
    await registration.getByRole("button", { name: "Add a line" }).click();
    await upload(registration.getByRole("group", { name: "Line 1" }), /^Receipt/, pdf("down-payment.pdf"));
    await screen(page, "journey-16-registration");
    await saveTab(page, registration, "Registration");

    const funding = page.getByRole("tabpanel", { name: "Registration funding", exact: true });
    await choose(funding, "Main source of funding", "Personal or family funds");
    await saveTab(page, funding, "Registration funding");
    await saveTab(page, page.getByRole("tabpanel", { name: "Parents" }), "Parents");
    await saveTab(page, page.getByRole("tabpanel", { name: "Siblings" }), "Siblings");

    const address = page.getByRole("tabpanel", { name: "Address" });
    await address.getByRole("textbox", { name: "Street address" }).fill("12 rue des Lilas");
    await choose(address, "Country", "Belgium", "Belg");
    await address.getByRole("textbox", { name: "Postcode" }).fill("1000");
    await address.getByRole("textbox", { name: "Town (outside France)" }).fill("Brussels");
    await saveTab(page, address, "Address");

    const documents = page.getByRole("tabpanel", { name: "Registration documents" });
    await upload(
      documents.locator('[data-field="doc_degree_certified"]'),
      /Certified copy/,
      pdf("certified.pdf"),
    );
    await upload(
      documents.locator('[data-field="doc_id_photo"]'),
      /Photo for the student card/,
      jpg("card.jpg"),
    );
    await saveTab(page, documents, "Registration documents");

    const register = page.getByRole("tabpanel", { name: "Register" });
    await register.getByRole("checkbox", { name: /I testify on my honor/ }).check();
    await screen(page, "journey-17-register");
    await register.getByRole("button", { name: "Validate registration" }).click();
    await expect(successAlert(page)).toContainText("Validation of registration done");
    await expect(page.getByRole("tab", { name: "Administrative documents" })).toBeVisible();
    await screen(page, "journey-18-registration-validated");
  });

  await test.step("fills the administrative documents, pays the tuition in three and confirms", async () => {
    const docs = await openTab(page, "Administrative documents");
    await upload(docs.locator('[data-field="doc_health_insurance"]'), /Health insurance/, pdf("health.pdf"));
    await upload(docs.locator('[data-field="doc_civil_liability"]'), /Civil liability/, pdf("liability.pdf"));
    await saveTab(page, docs, "Administrative documents");

    const tuition = await openTab(page, "Tuition fees");
    await expect(tuition.getByTestId("tuition-state")).toContainText("Tuition fees due: 9500 euros");
    await expect(tuition.getByTestId("tuition-state")).toContainText("Tuition waiver: granted");
    await screen(page, "journey-19-tuition");
    const payment = await payingWindow(page, "Pay the tuition fees in three instalments");
    expect(paymentParams(payment).get("paiement3x")).toBe("1");
    expect(paymentParams(payment).get("montant")).toBe("9500");
    await screen(payment, "journey-20-tuition-payment-page");
    await payment.close();

    await tuition.getByRole("button", { name: "Confirm tuition payment" }).click();
    await expect(successAlert(page)).toContainText(
      "Your application to education programs is complete. Thanks!",
    );
    await expect(page.getByRole("button", { name: "Confirm tuition payment" })).toHaveCount(0);
    await expect(page.getByTestId("tuition-state")).toContainText("You have confirmed your tuition.");
    await screen(page, "journey-21-tuition-confirmed");
  });

  await admin.context().close();
});
