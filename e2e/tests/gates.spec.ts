import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, expect, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import {
  confirmValidation,
  applicationByApi,
  dangerAlert,
  decideByApi,
  jpg,
  juryOf,
  openTab,
  pdf,
  publishByApi,
  saveByApi,
  successAlert,
  uploadByApi,
  validateByApi,
} from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue 5 "Must show": a candidate refused at each gate of the journey with the right message, in
// the page (the server is the authority; the form shows what it answers). The states before each
// gate are set up through the API, the gate itself is crossed in Chromium.

/** Publishes (or withdraws) the MSc jury's results and scholarship results. */
async function mscJury(request: APIRequestContext, admin: Account, published: boolean) {
  const jury = await juryOf(request, admin, "MSC", "MAE");
  await publishByApi(request, admin, jury.id_jury, {
    resultats_publies: published,
    resultats_brs_publies: published,
  });
}

/** A validated application, admitted (or not) by an administrator, results published. */
async function decided(request: APIRequestContext, candidate: Account, admin: Account, admis: string) {
  await applicationByApi(request, candidate);
  expect((await validateByApi(request, candidate, "application")).status).toBe(200);
  await decideByApi(request, admin, candidate.login, { admis });
  await mscJury(request, admin, true);
}

async function openForm(page: Page) {
  await page.goto("/form/candform");
  await expect(page.getByRole("tablist")).toBeVisible();
}

test("validating an incomplete application lists everything missing, and nothing is locked", async ({
  page,
  request,
  candidate,
}) => {
  await applicationByApi(request, candidate, { documents: false, proofOfPayment: false, statements: false });
  await openForm(page);
  await openTab(page, "Validation");
  await page.getByRole("button", { name: "Validate my application" }).click();
  // The statements are checked where they are, under their boxes, before anything is sent.
  await expect(dangerAlert(page)).toHaveText("Some fields of Validation are not completed properly.");
  const acknowledgement = page.getByRole("checkbox", { name: /I have read and accept/ });
  const testify = page.getByRole("checkbox", { name: /I testify on my honor/ });
  await expect(acknowledgement).toHaveAccessibleDescription("You must tick the acknowledgement box");
  await expect(testify).toHaveAccessibleDescription(
    "You must certify that the information you gave is accurate",
  );
  await acknowledgement.check();
  await testify.check();
  await page.getByRole("button", { name: "Validate my application" }).click();
  await confirmValidation(page);
  const refusal = dangerAlert(page);
  await expect(refusal).toContainText("Cover letter is missing or is not a pdf file");
  await expect(refusal).toContainText("Proof of payment is missing or is not a pdf file");
  await screen(page, "gates-01-incomplete-application");

  // One message per line.
  const lines = (await refusal.innerText()).split("\n").filter((line) => line.trim() !== "");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("tab", { name: "Scholarships" })).toHaveCount(0);
  await openTab(page, "Programme choice");
  await expect(page.getByRole("radio", { name: "Master of Science (MSc)" })).toBeEnabled();
});

test("another candidate cannot validate someone else's application", async ({ request, candidate }) => {
  const other = await createAccount(request);
  const refused = await validateByApi(request, other, "application", candidate.login);
  expect(refused.status).toBe(403);
});

test("the result stays hidden until the jury publishes it", async ({
  page,
  request,
  candidate,
  adminAccount,
}) => {
  await mscJury(request, adminAccount, false);
  await applicationByApi(request, candidate);
  expect((await validateByApi(request, candidate, "application")).status).toBe(200);
  await decideByApi(request, adminAccount, candidate.login, { admis: "O" });

  await openForm(page);
  const result = await openTab(page, "Result");
  await expect(result.getByTestId("admission-result")).toHaveText("No result yet");
  await expect(page.getByRole("tab", { name: "Registration", exact: true })).toHaveCount(0);
  await screen(page, "gates-02-not-published");
});

test("a candidate who is not admitted sees it and cannot register or pay the down payment", async ({
  page,
  request,
  candidate,
  adminAccount,
}) => {
  await decided(request, candidate, adminAccount, "N");
  await openForm(page);
  const result = await openTab(page, "Result");
  await expect(result.getByTestId("admission-result")).toHaveText("You are not admitted");
  await expect(page.getByRole("tab", { name: "Registration", exact: true })).toHaveCount(0);
  await screen(page, "gates-03-not-admitted");

  const registration = await validateByApi(request, candidate, "registration");
  expect(registration.status).toBe(409);
  expect(registration.body.message).toBe("Registration is open to admitted candidates only");
});

test("the waiting list reads as such", async ({ page, request, candidate, adminAccount }) => {
  await decided(request, candidate, adminAccount, "L");
  await openForm(page);
  const result = await openTab(page, "Result");
  await expect(result.getByTestId("admission-result")).toContainText("You are in waiting list");
  await expect(result.getByTestId("admission-result")).toContainText("Your position on the waiting list:");
});

test("validating scholarships without choosing one is refused with the message", async ({
  page,
  request,
  candidate,
}) => {
  await applicationByApi(request, candidate);
  expect((await validateByApi(request, candidate, "application")).status).toBe(200);
  await openForm(page);
  const bourses = await openTab(page, "Scholarships");
  await bourses.getByRole("button", { name: "Validate scholarship application" }).click();
  await expect(dangerAlert(page)).toContainText("You must choose at least one scholarship program");
  await screen(page, "gates-04-no-scholarship");

  // The tuition waiver without its letter: the form marks the letter and sends nothing.
  await bourses.getByRole("checkbox", { name: "Tuition waiver" }).check();
  await bourses.getByRole("button", { name: "Validate scholarship application" }).click();
  await expect(dangerAlert(page)).toHaveText("Some fields of Scholarships are not completed properly.");
  await expect(
    bourses.locator('input[type="file"]').and(bourses.getByLabel("Motivation letter")),
  ).toHaveAccessibleDescription(/should not be empty/);
  await screen(page, "gates-05-no-motivation-letter");
});

test("validating the registration without the honour statement and the proof of down payment is refused", async ({
  page,
  request,
  candidate,
  adminAccount,
}) => {
  await decided(request, candidate, adminAccount, "O");
  const save = (tab: string, values: Record<string, unknown>) =>
    saveByApi(request, candidate, candidate.login, tab, values);
  await save("registration", { confscol: "O" });
  await save("funding2", { funding2_source: "personal" });
  await save("parents", {});
  await save("siblings", {});
  await save("address", {
    address: "12 rue des Lilas",
    address_country: "BE",
    zip: "1000",
    address_city: "Brussels",
  });
  await uploadByApi(request, candidate, "doc_degree_certified", pdf("certified.pdf"));
  await uploadByApi(request, candidate, "doc_id_photo", jpg("card.jpg"));
  await save("documents2", {});

  await openForm(page);
  const register = await openTab(page, "Register");
  await register.getByRole("button", { name: "Validate registration" }).click();
  const refusal = dangerAlert(page);
  await expect(refusal).toContainText("You must tick: I testify on my honor to the accuracy...");
  await expect(refusal).toContainText("Proof of down payment is missing or is not a pdf file");
  await expect(page.getByRole("tab", { name: "Administrative documents" })).toHaveCount(0);
  await screen(page, "gates-06-registration-refused");

  // With both, the registration goes through.
  await uploadByApi(request, candidate, "reg_proof_of_payment.0.proofFile", pdf("down-payment.pdf"));
  await page.reload();
  const again = await openTab(page, "Register");
  await again.getByRole("checkbox", { name: /I testify on my honor/ }).check();
  await again.getByRole("button", { name: "Validate registration" }).click();
  await expect(successAlert(page)).toContainText("Validation of registration done");
});

test("tuition: dashes before the fees are set, no payment but a confirmation when none are due", async ({
  page,
  request,
  candidate,
  adminAccount,
}) => {
  await decided(request, candidate, adminAccount, "O");
  const save = (tab: string, values: Record<string, unknown>) =>
    saveByApi(request, candidate, candidate.login, tab, values);
  await uploadByApi(request, candidate, "reg_proof_of_payment.0.proofFile", pdf("down-payment.pdf"));
  await save("registration", { confscol: "O" });
  await save("funding2", { funding2_source: "personal" });
  await save("parents", {});
  await save("siblings", {});
  await save("address", {
    address: "12 rue des Lilas",
    address_country: "BE",
    zip: "1000",
    address_city: "Brussels",
  });
  await uploadByApi(request, candidate, "doc_degree_certified", pdf("certified.pdf"));
  await uploadByApi(request, candidate, "doc_id_photo", jpg("card.jpg"));
  await save("documents2", {});
  await save("register", { acknowledgementReg: true });
  expect((await validateByApi(request, candidate, "registration")).status).toBe(200);
  await uploadByApi(request, candidate, "doc_health_insurance", pdf("health.pdf"));
  await uploadByApi(request, candidate, "doc_civil_liability", pdf("liability.pdf"));
  await save("registration_docs", {});

  await openForm(page);
  let tuition = await openTab(page, "Tuition fees");
  await expect(tuition.getByTestId("tuition-state")).toContainText("Tuition fees due: --");
  await expect(tuition.getByRole("button", { name: /^Pay the tuition fees/ })).toHaveCount(0);
  await screen(page, "gates-07-tuition-not-set");
  const early = await validateByApi(request, candidate, "tuition");
  expect(early.status).toBe(400);
  expect(early.body.message).toContain("The tuition fees have not been set yet");

  await decideByApi(request, adminAccount, candidate.login, { admis: "O", montant_ins: 0 });
  await page.reload();
  tuition = await openTab(page, "Tuition fees");
  await expect(tuition.getByTestId("tuition-state")).toContainText("No tuition fees are due");
  await expect(tuition.getByRole("button", { name: /^Pay the tuition fees/ })).toHaveCount(0);
  await screen(page, "gates-08-no-tuition-due");
  await tuition.getByRole("button", { name: "Confirm: no tuition fees to pay" }).click();
  await expect(page.getByTestId("tuition-state")).toContainText(
    "Your tuition step is confirmed: no fees were due.",
  );
  await screen(page, "gates-09-no-tuition-confirmed");
});
