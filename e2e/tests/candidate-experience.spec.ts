import type { Browser, Locator, Page } from "@playwright/test";
import { createAccount, expect, seedSession, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import {
  confirmValidation,
  APPLICATION_VALUES,
  applicationByApi,
  choose,
  dangerAlert,
  decideByApi,
  jpg,
  juryOf,
  pdf,
  publishByApi,
  saveByApi,
  saveTab,
  successAlert,
  tabName,
  uploadByApi,
  validatedMscApplication,
} from "./journey-kit.ts";
import { axeViolations } from "./axe.ts";
import { screen } from "./screens.ts";

// Issue 12: the candidate never loses work, hears about a problem where it is and always knows
// what comes next — on a desktop and a 390×844 phone, in English and in French.

const PHONE = { width: 390, height: 844 };

/** A page in a browser context of its own (another browser, as far as the portal knows). */
async function pageIn(
  browser: Browser,
  account: Account,
  options: { lang?: "en" | "fr"; phone?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.phone ? PHONE : { width: 1280, height: 900 },
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  if (options.lang === "fr")
    await page.addInitScript(() => {
      if (!localStorage.getItem("portal.lang")) localStorage.setItem("portal.lang", "fr");
    });
  await seedSession(page, account);
  return page;
}

/** The serious and critical WCAG violations axe finds on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
}

test("a half-typed tab is kept as a draft and found again in another browser", async ({
  browser,
  request,
}) => {
  const candidate = await createAccount(request);
  await saveByApi(request, candidate, candidate.login, "choice", APPLICATION_VALUES.choice);

  const desktop = await pageIn(browser, candidate);
  await desktop.goto("/form/candform/personal");
  const panel = desktop.getByRole("tabpanel", { name: tabName("Personal information") });
  await panel.getByRole("textbox", { name: "Family name", exact: true }).fill("Martin");
  await panel.getByRole("textbox", { name: "Given name", exact: true }).fill("Claire");
  await expect(desktop.getByTestId("draft-status")).toHaveText(/Draft saved \d\d:\d\d/);
  await screen(desktop, "draft-saved-desktop-en");
  // The browser is closed without "Save and continue".
  await desktop.context().close();

  const phone = await pageIn(browser, candidate, { lang: "fr", phone: true });
  await phone.goto("/form/candform/personal");
  await expect(phone.getByTestId("draft-restored")).toContainText("restaur");
  const restored = phone.getByRole("tabpanel", { name: tabName("Informations personnelles") });
  await expect(restored.getByRole("textbox", { name: "Nom de famille", exact: true })).toHaveValue("Martin");
  await expect(restored.getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue("Claire");
  await screen(phone, "draft-restored-phone-fr");
  expect(await seriousViolations(phone), "restored draft on a phone").toEqual([]);

  // Leaving the tab with changes not saved asks first.
  await restored.getByRole("textbox", { name: "Autres prénoms", exact: true }).fill("Marie");
  await phone.getByTestId("tab-stepper").getByRole("button", { name: "Précédente" }).click();
  const leave = phone.getByRole("dialog", { name: "Quitter cet onglet ?" });
  await expect(leave).toBeVisible();
  await screen(phone, "draft-leave-phone-fr");
  await leave.getByRole("button", { name: "Rester sur cet onglet" }).click();
  await expect(phone).toHaveURL(/\/personal$/);
  await expect(phone.getByTestId("draft-status")).toHaveText(/Brouillon enregistré à \d\d:\d\d/);
  await phone.context().close();

  // The application changes elsewhere (another tab saved): the draft is older than the answer and
  // is offered, never applied on its own.
  await saveByApi(request, candidate, candidate.login, "choice", {
    ...APPLICATION_VALUES.choice,
    reco_email_1: "another.teacher@univ.example",
  });
  const later = await pageIn(browser, candidate);
  await later.goto("/form/candform/personal");
  const stale = later.getByTestId("draft-stale");
  await expect(stale).toContainText("Unsaved changes from");
  const personal = later.getByRole("tabpanel", { name: tabName("Personal information") });
  await expect(personal.getByRole("textbox", { name: "Family name", exact: true })).toHaveValue("");
  await screen(later, "draft-stale-desktop-en");
  await stale.getByRole("button", { name: "Restore my draft" }).click();
  await expect(personal.getByRole("textbox", { name: "Family name", exact: true })).toHaveValue("Martin");
  await expect(personal.getByRole("textbox", { name: "Middle names", exact: true })).toHaveValue("Marie");
  await later.context().close();
});

test("the home page names what is missing and its links open the tab; Back goes between tabs", async ({
  browser,
  request,
}) => {
  const candidate = await createAccount(request);
  await saveByApi(request, candidate, candidate.login, "choice", APPLICATION_VALUES.choice);
  const page = await pageIn(browser, candidate);
  await page.goto("/");
  const steps = page.getByRole("list", { name: "Your steps" });
  await expect(steps).toBeVisible();
  const application = page.getByTestId("journey-step-application");
  await expect(application.getByTestId("journey-state")).toHaveText("In progress");
  await expect(application.getByTestId("journey-deadline")).toContainText("Deadline:");
  await screen(page, "home-in-progress-desktop-en");
  expect(await seriousViolations(page), "candidate home").toEqual([]);

  await application.getByRole("link", { name: /Personal information/ }).click();
  await expect(page).toHaveURL(/\/form\/candform\/personal$/);
  const tabs = page.getByRole("tablist");
  await expect(tabs.getByRole("tab", { name: tabName("Personal information") })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // A document whose tab is still closed: the link leads to the tab that keeps it closed, and says so.
  await page.goBack();
  await expect(steps).toBeVisible();
  await application.getByRole("link", { name: /CV/ }).first().click();
  await expect(page).toHaveURL(/\/form\/candform\/personal$/);
  await expect(dangerAlert(page)).toContainText("before opening Documents");

  // Back and forth between tabs with the browser's buttons; a reload keeps the tab.
  await page.goto("/form/candform/choice");
  await tabs.getByRole("tab", { name: tabName("Personal information") }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/choice$/);
  await expect(tabs.getByRole("tab", { name: tabName("Programme choice") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.goForward();
  await expect(tabs.getByRole("tab", { name: tabName("Personal information") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.reload();
  await expect(tabs.getByRole("tab", { name: tabName("Personal information") })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // The same candidate on a phone, in French: the stepper stands in for the tab bar.
  const phone = await pageIn(browser, candidate, { lang: "fr", phone: true });
  await phone.goto("/");
  await expect(phone.getByRole("list", { name: "Vos étapes" })).toBeVisible();
  await screen(phone, "home-in-progress-phone-fr");
  await phone
    .getByTestId("journey-step-application")
    .getByRole("link", { name: /Informations personnelles/ })
    .click();
  const stepper = phone.getByTestId("tab-stepper");
  await expect(stepper).toBeVisible();
  await expect(phone.getByRole("tablist")).toBeHidden();
  await expect(stepper).toContainText("Informations personnelles");
  await screen(phone, "form-stepper-phone-fr");
  expect(await seriousViolations(phone), "stepper on a phone").toEqual([]);
  await stepper.getByRole("button", { name: "Précédente" }).click();
  await expect(phone).toHaveURL(/\/choice$/);
  await phone.goBack();
  await expect(phone).toHaveURL(/\/personal$/);
  await phone.context().close();
  await page.context().close();
});

test("an admitted candidate lands on the result and the next steps", async ({
  browser,
  request,
  adminAccount,
}) => {
  const candidate = await validatedMscApplication(request, "Okafor", "Ada", "admitted");
  await decideByApi(request, adminAccount, candidate.login, { admis: "O" });
  const jury = await juryOf(request, adminAccount, "MSC", "MAE");
  await publishByApi(request, adminAccount, jury.id_jury, { resultats_publies: true });

  // Signs in through the login page, as the e-mail's link leads.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(candidate.email);
  await page.getByLabel("Password").fill(candidate.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  const result = page.getByRole("region", { name: "Your result" });
  await expect(result).toBeVisible();
  await expect(result.getByTestId("journey-decision")).toContainText(/admitted/i);
  const next = result.getByTestId("journey-next");
  await expect(next.getByRole("link", { name: "Confirm your registration" })).toBeVisible();
  // The result comes before the steps.
  const resultBox = await result.boundingBox();
  const stepsBox = await page.getByRole("list", { name: "Your steps" }).boundingBox();
  expect(resultBox!.y).toBeLessThan(stepsBox!.y);
  await screen(page, "home-admitted-desktop-en");
  expect(await seriousViolations(page), "admitted home").toEqual([]);

  await next.getByRole("link", { name: "Confirm your registration" }).click();
  await expect(page).toHaveURL(/\/form\/candform(\/[a-z_]+)?$/);
  await context.close();

  const phone = await pageIn(browser, candidate, { lang: "fr", phone: true });
  await phone.goto("/");
  await expect(phone.getByRole("region", { name: "Votre résultat" })).toBeVisible();
  await screen(phone, "home-admitted-phone-fr");
  await phone.context().close();
});

test("each §5 rule speaks under its own field while the tab is filled", async ({ browser, request }) => {
  const candidate = await createAccount(request);
  const page = await pageIn(browser, candidate);
  await page.goto("/form/candform/choice");
  const choice = page.getByRole("tabpanel", { name: tabName("Programme choice") });
  await choice.getByRole("radio", { name: "Advanced Masters" }).check();
  await choose(choice, "First choice", "MS SAS – Space Systems", "Space Sys");
  await choose(choice, "Second choice", "MS SAS – Space Systems", "Space Sys");
  const second = choice.getByRole("combobox", { name: "Second choice", exact: true });
  await expect(second).toHaveAccessibleDescription(/Your first choice must be different/);
  const referee = choice.getByRole("textbox", { name: "Email of referee 1" });
  await referee.fill(candidate.email.toUpperCase());
  await referee.blur();
  await expect(referee).toHaveAccessibleDescription(/Invalid e-mail address for referee 1 or referee 2/);
  // The tab's badge counts the two messages shown.
  await expect(
    page.getByRole("tablist").getByRole("tab", { name: tabName("Programme choice") }),
  ).toHaveAccessibleName(/2 errors/);
  await screen(page, "rules-choice-desktop-en");
  // The server says the same when the tab is sent anyway.
  await choice.getByRole("button", { name: "Save and continue" }).click();
  await expect(dangerAlert(page)).toBeVisible();
  await referee.fill("teacher@univ.example");
  await choose(choice, "Second choice", "MS SPA – Space Applications and Services", "SPA");
  await expect(second).not.toHaveAccessibleDescription(/different/);
  await saveTab(page, choice, "Programme choice");

  const personal = page.getByRole("tabpanel", { name: tabName("Personal information") });
  const family = personal.getByRole("textbox", { name: "Family name", exact: true });
  await family.fill("Mart1n");
  await family.blur();
  await expect(family).toHaveAccessibleDescription(
    /Special characters are not allowed in Family, Given, Maiden or Middle names/,
  );
  const card = personal.getByRole("textbox", { name: "Identity card number" });
  await card.fill("12AB34");
  await card.blur();
  await expect(card).toHaveAccessibleDescription(
    /Identity information \(identity card or passport\) is missing/,
  );
  await screen(page, "rules-personal-desktop-en");
  await family.fill("Martin");
  await expect(family).not.toHaveAccessibleDescription(/Special characters/);
  await page.context().close();

  // The same rules in French on a phone: the funding tab refuses to be saved without any funding.
  await saveByApi(request, candidate, candidate.login, "choice", APPLICATION_VALUES.choice);
  await uploadByApi(request, candidate, "uploadPhoto", jpg("photo.jpg"));
  await saveByApi(request, candidate, candidate.login, "personal", APPLICATION_VALUES.personal);
  await saveByApi(request, candidate, candidate.login, "background", APPLICATION_VALUES.background);
  await saveByApi(request, candidate, candidate.login, "langs", APPLICATION_VALUES.langs);
  const phone = await pageIn(browser, candidate, { lang: "fr", phone: true });
  await phone.goto("/form/candform/background");
  const background = phone.getByRole("tabpanel", { name: tabName("Parcours") });
  await background
    .getByRole("button", { name: /Ajouter une ligne/ })
    .last()
    .click();
  const line = background.getByRole("group", { name: "Ligne 1" }).last();
  await line.getByRole("textbox", { name: /Entreprise/ }).fill("Airbus");
  await line.getByRole("textbox", { name: /^Du/ }).fill("01/06/2024");
  await line.getByRole("textbox", { name: /^Au/ }).fill("01/01/2024");
  await line.getByRole("textbox", { name: /^Au/ }).blur();
  await expect(line.getByText(/Erreur de date dans l.expérience professionnelle/)).toBeVisible();
  await screen(phone, "rules-experience-phone-fr");
  await line.getByRole("textbox", { name: /^Au/ }).fill("01/01/2025");
  await line.getByRole("textbox", { name: /^Au/ }).blur();
  await expect(line.getByText(/Erreur de date dans l.expérience professionnelle/)).toBeHidden();

  await phone.goto("/form/candform/fund");
  const fund = phone.getByRole("tabpanel", { name: tabName("Financement") });
  await fund.getByRole("radio", { name: "Non" }).check();
  await fund.getByRole("button", { name: "Enregistrer et continuer" }).click();
  // The rule is about the group of funding sources: said once for the group, not by its first box.
  await expect(fund.getByRole("group", { name: "Financement de vos études" })).toHaveAccessibleDescription(
    /informations sur le financement sont manquantes/,
  );
  await expect(fund.getByRole("checkbox", { name: "Fonds personnels" })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await screen(phone, "rules-funding-phone-fr");
  expect(await seriousViolations(phone), "rules on a phone").toEqual([]);
  await phone.context().close();
});

test("a refused validation lists what is left by tab, each line a link to its field", async ({
  browser,
  request,
}) => {
  const candidate = await createAccount(request);
  await applicationByApi(request, candidate, { documents: false, statements: false });
  const page = await pageIn(browser, candidate);
  await page.goto("/form/candform/validation");
  const validation = page.getByRole("tabpanel", { name: tabName("Validation") });
  // (all() does not wait: the statements are there first.)
  await expect(validation.getByRole("checkbox")).toHaveCount(2);
  for (const box of await validation.getByRole("checkbox").all()) await box.check();
  await validation.getByRole("button", { name: "Validate my application" }).click();
  await confirmValidation(page);
  const problems = page.getByTestId("validation-problems");
  await expect(problems).toBeVisible();
  const documents = problems.locator('section[data-tab="docs"]');
  await expect(documents.getByRole("heading", { name: "Documents" })).toBeVisible();
  await screen(page, "validation-problems-desktop-en");
  expect(await seriousViolations(page), "validation problems").toEqual([]);
  await documents.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/form\/candform\/docs(#field-docs)?$/);
  await page.context().close();
});

/** Presses Tab until `target` has the focus (the keyboard's way to reach it), within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("the programme is chosen with the keyboard by typing its code, then Enter", async ({
  browser,
  request,
}) => {
  // Issue 36: "MS SAS" found nothing, the programme's label ("MS Space Systems") not carrying its code.
  const candidate = await createAccount(request);
  const page = await pageIn(browser, candidate);
  await page.goto("/form/candform/choice");
  const choice = page.getByRole("tabpanel", { name: tabName("Programme choice") });
  // Tab reaches the group's first radio; the arrows move the choice within the group.
  await tabTo(page, choice.getByRole("radio").first());
  const advanced = choice.getByRole("radio", { name: "Advanced Masters" });
  for (let press = 0; press < 5 && !(await advanced.isChecked()); press++)
    await page.keyboard.press("ArrowDown");
  await expect(advanced).toBeChecked();
  await tabTo(page, choice.getByRole("combobox", { name: "First choice", exact: true }));
  await page.keyboard.type("MS SAS");
  await page.keyboard.press("Enter");
  await expect(choice.getByText("MS SAS – Space Systems", { exact: true })).toBeVisible();
  await page.context().close();
});

test("the application can be completed and validated with the keyboard alone", async ({
  browser,
  request,
}) => {
  const candidate = await createAccount(request);
  // The first tabs and the documents through the API; from the home page on, keys only.
  await saveByApi(request, candidate, candidate.login, "choice", APPLICATION_VALUES.choice);
  await uploadByApi(request, candidate, "uploadPhoto", jpg("photo.jpg"));
  await saveByApi(request, candidate, candidate.login, "personal", APPLICATION_VALUES.personal);
  await saveByApi(request, candidate, candidate.login, "background", APPLICATION_VALUES.background);
  for (const [index, type] of ["id", "cv", "cover", "degree", "transcript", "english"].entries())
    await uploadByApi(request, candidate, `docs.${index}.doc_file`, pdf(`${type}.pdf`), { type_doc: type });

  const page = await pageIn(browser, candidate);
  await page.goto("/");
  const application = page.getByTestId("journey-step-application");
  await tabTo(page, application.getByRole("link", { name: /“Languages” tab/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/form\/candform\/langs$/);

  const langs = page.getByRole("tabpanel", { name: tabName("Languages") });
  await tabTo(page, langs.getByRole("textbox", { name: "Native language" }));
  await page.keyboard.type("French");
  await tabTo(page, langs.getByRole("combobox", { name: "Level of English" }));
  await page.keyboard.type("B2");
  await page.keyboard.press("Enter");
  await tabTo(page, langs.getByRole("button", { name: "Save and continue" }));
  await page.keyboard.press("Enter");
  await expect(successAlert(page)).toContainText("The “Languages” tab is saved.");

  const fund = page.getByRole("tabpanel", { name: tabName("Funding") });
  await tabTo(page, fund.getByRole("radio", { name: "Yes" }));
  await page.keyboard.press("ArrowDown");
  await expect(fund.getByRole("radio", { name: "No" })).toBeChecked();
  await tabTo(page, fund.getByRole("checkbox", { name: "Personal funds" }));
  await page.keyboard.press("Space");
  await tabTo(page, fund.getByRole("button", { name: "Save and continue" }));
  await page.keyboard.press("Enter");
  await expect(successAlert(page)).toContainText("The “Funding” tab is saved.");

  const docs = page.getByRole("tabpanel", { name: tabName("Documents") });
  await tabTo(page, docs.getByRole("button", { name: "Save and continue" }), 200);
  await page.keyboard.press("Enter");
  await expect(successAlert(page)).toContainText("The “Documents” tab is saved.");

  // The proof of payment chosen from the keyboard: the file picker opens on Space.
  const payment = page.getByRole("tabpanel", { name: tabName("Payment") });
  await tabTo(page, payment.locator('input[type="file"]').and(payment.getByLabel("Proof of payment")));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(pdf("fee.pdf"));
  await expect(payment.getByText("fee.pdf", { exact: true })).toBeVisible();
  await tabTo(page, payment.getByRole("button", { name: "Save and continue" }));
  await page.keyboard.press("Enter");
  await expect(successAlert(page)).toContainText("The “Payment” tab is saved.");

  const validation = page.getByRole("tabpanel", { name: tabName("Validation") });
  await expect(validation.getByRole("checkbox")).toHaveCount(2);
  for (const box of await validation.getByRole("checkbox").all()) {
    await tabTo(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  await tabTo(page, validation.getByRole("button", { name: "Validate my application" }));
  await page.keyboard.press("Enter");
  // The question it asks has "Not yet" focused: Enter alone never validates.
  const question = page.getByRole("dialog", { name: "Validate your application?" });
  await expect(question.getByRole("button", { name: "Not yet" })).toBeFocused();
  await tabTo(page, question.getByRole("button", { name: "Yes, validate my application" }));
  await page.keyboard.press("Enter");
  await expect(successAlert(page)).toBeVisible();
  await screen(page, "keyboard-validated-desktop-en");
  await page.goto("/");
  await expect(page.getByTestId("journey-step-application").getByTestId("journey-state")).toHaveText(
    "Validated",
  );
  await page.context().close();
});
