import type { Browser, Page } from "@playwright/test";
import { createAccount, expect, seedSession, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import {
  APPLICATION_VALUES,
  decideByApi,
  juryOf,
  publishByApi,
  saveByApi,
  tabName,
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
  await phone.context().close();
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

  // A document link opens the documents tab at the list.
  await page.goBack();
  await expect(steps).toBeVisible();
  await application.getByRole("link", { name: /CV/ }).first().click();
  await expect(page).toHaveURL(/\/form\/candform\/docs#field-docs$/);

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
  await expect(page).toHaveURL(/\/form\/candform\/[a-z_]+$/);
  await context.close();

  const phone = await pageIn(browser, candidate, { lang: "fr", phone: true });
  await phone.goto("/");
  await expect(phone.getByRole("region", { name: "Votre résultat" })).toBeVisible();
  await screen(phone, "home-admitted-phone-fr");
  await phone.context().close();
});
