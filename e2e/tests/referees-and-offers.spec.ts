import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { translate, type Locale } from "../../packages/domain/src/i18n/index.ts";
import { readOutbox } from "../../packages/server/src/mail/outbox-files.ts";
import { axeViolations } from "./axe.ts";
import { createAccount, expect, test, uniqueEmail, waitForMailLink, type Account } from "./fixtures.ts";
import {
  APPLICATION_VALUES,
  applicationByApi,
  authHeaders,
  decideByApi,
  juryOf,
  jpg,
  openTab,
  pdf,
  publishByApi,
  saveByApi,
  successAlert,
  uploadByApi,
  validateByApi,
} from "./journey-kit.ts";
import { screen } from "./screens.ts";
import { E2E_DATA_DIR } from "./settings.ts";

const SESSION_KEY = "portal.session";

// Issue #37: a referee answers the e-mailed link; a confirmation deadline passes (the server's clock
// moved, TEST_CLOCK=1) and the waiting list's first candidate is offered the place, signs in and
// confirms. Each in English on a desktop and in French on a phone.

const VARIANTS = [
  { lang: "en" as Locale, device: "desktop", viewport: { width: 1280, height: 800 } },
  { lang: "fr" as Locale, device: "phone", viewport: { width: 390, height: 844 } },
];
/** The register tab and its button, as the form schema names them. */
const REGISTER = {
  en: { tab: "Register", button: "Validate registration" },
  fr: { tab: "S'inscrire", button: "Valider l'inscription" },
};
/** The MSc no other spec applies to: its waiting list is this spec's own. */
const PROGRAMME = "ASO";
const PROGRAMME_NAME = "MSc in Aerospace Systems and Operations";

const tr = (lang: Locale, key: string, params?: Record<string, string | number>) =>
  translate(lang, key, params);

async function speaks(request: APIRequestContext, account: Account, lang: Locale) {
  const put = await request.put("/ws/account/language", {
    headers: await authHeaders(request, account),
    data: { locale: lang },
  });
  expect(put.status(), await put.text()).toBe(200);
}

/**
 * A French reader's browser: the interface starts in French (the language kept on the device), as it
 * does for a French account once signed in.
 */
async function speaksFrench(page: Page) {
  await page.addInitScript(() => localStorage.setItem("portal.lang", "fr"));
}

/** Opens a step of the form: the tabs on a desktop, the step menu on a phone. */
async function openStep(page: Page, id: string, title: string) {
  const menu = page.getByTestId("tab-stepper").getByRole("combobox");
  await expect(menu.or(page.getByRole("tablist")).first()).toBeVisible();
  if (await menu.isVisible()) {
    await menu.selectOption(id);
    const panel = page.getByRole("tabpanel", { name: title });
    await expect(panel).toBeVisible();
    return panel;
  }
  return openTab(page, title);
}

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const { lang, device, viewport } of VARIANTS) {
  test(`a referee uploads a letter from the e-mailed link and the candidate sees it received (${lang}, ${device})`, async ({
    browser,
    page,
    request,
    candidate,
    adminAccount: admin,
  }) => {
    test.setTimeout(120_000);
    await speaks(request, candidate, lang);
    const referee = uniqueEmail("referee");
    await saveByApi(request, candidate, candidate.login, "choice", {
      typeformation: "MSC",
      mscchoice: "MAE",
    });
    await uploadByApi(request, candidate, "uploadPhoto", jpg("photo.jpg"));
    await saveByApi(request, candidate, candidate.login, "personal", APPLICATION_VALUES.personal);
    // Naming the referee sends the invitation, in the candidate's language.
    await saveByApi(request, candidate, candidate.login, "choice", {
      typeformation: "MSC",
      mscchoice: "MAE",
      reco_email_1: referee,
    });
    const link = await waitForMailLink(referee);
    const invitation = readOutbox(E2E_DATA_DIR)
      .filter((mail) => mail.to === referee)
      .at(-1)!;
    expect(invitation.subject).toBe(
      tr(lang, "mailTemplates.reference_request.subject", { name: "Claire Martin" }),
    );

    const refereePage = await refereeContext(browser, viewport, lang);
    await refereePage.goto(link);
    const form = refereePage.getByRole("form", { name: tr(lang, "referee.title") });
    await expect(form).toBeVisible();
    await expect(refereePage.getByText("Claire Martin").first()).toBeVisible();
    await noAxeViolations(refereePage);
    await form.getByLabel(tr(lang, "referee.name")).fill("Prof. Hélène Nguyen");
    await form.getByLabel(tr(lang, "referee.position")).fill("Professor of Fluid Mechanics");
    await form.getByLabel(tr(lang, "referee.institution")).fill("Université de Bordeaux");
    await form.getByLabel(tr(lang, "referee.relationship")).fill("Supervised her master's thesis");
    await form.locator('input[type="file"]').setInputFiles(pdf("reference.pdf"));
    await screen(refereePage, `referee-page-${lang}-${device}`);
    await form.getByRole("button", { name: tr(lang, "referee.submit") }).click();
    await expect(refereePage.getByText(tr(lang, "referee.thanks"))).toBeVisible();
    await noAxeViolations(refereePage);
    await screen(refereePage, `referee-thanks-${lang}-${device}`);
    // The link works once.
    await refereePage.reload();
    await expect(refereePage.getByText(tr(lang, "references.error.linkUsed"))).toBeVisible();
    await refereePage.context().close();

    await page.setViewportSize(viewport);
    if (lang === "fr") await speaksFrench(page);
    await page.goto("/");
    const panel = page.getByRole("region", { name: tr(lang, "references.title") });
    await expect(panel.getByText(tr(lang, "references.state.received"))).toBeVisible();
    await noAxeViolations(page);
    await screen(page, `references-received-${lang}-${device}`);

    // Staff read the letter in the dossier, marked confidential; the candidate cannot.
    const answer = (await (
      await request.get(`/ws/form/candform/answer/${encodeURIComponent(candidate.login)}`, {
        headers: await authHeaders(request, admin),
      })
    ).json()) as { id: number };
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await adminPage.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        SESSION_KEY,
        JSON.stringify({ login: admin.login, email: admin.email, token: admin.token, admin: true }),
      ],
    );
    await adminPage.goto(`/admin/applications/${answer.id}`);
    await expect(adminPage.getByText("Confidential reference").first()).toBeVisible();
    await expect(adminPage.getByText("Prof. Hélène Nguyen").first()).toBeVisible();
    await screen(adminPage, `dossier-reference-${lang}`);
    await adminPage.close();
  });
}

async function refereeContext(browser: Browser, viewport: { width: number; height: number }, lang: Locale) {
  const context = await browser.newContext({ viewport, locale: lang === "fr" ? "fr-FR" : "en-GB" });
  return context.newPage();
}

/** A validated MSc ASO application, in the candidate's language. */
async function validatedAsoApplication(request: APIRequestContext, lang: Locale, prefix: string) {
  const account = await createAccount(request, uniqueEmail(prefix));
  await speaks(request, account, lang);
  await applicationByApi(request, account, { choice: { mscchoice: PROGRAMME } });
  const validated = await validateByApi(request, account, "application");
  expect(validated.status, validated.body.message).toBe(200);
  return account;
}

/** What a registration needs before its validation, saved through the API as the tabs would. */
async function registrationTabs(request: APIRequestContext, account: Account) {
  const save = (tab: string, values: Record<string, unknown>) =>
    saveByApi(request, account, account.login, tab, values);
  await uploadByApi(request, account, "reg_proof_of_payment.0.proofFile", pdf("down-payment.pdf"));
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
  await uploadByApi(request, account, "doc_degree_certified", pdf("certified.pdf"));
  await uploadByApi(request, account, "doc_id_photo", jpg("card.jpg"));
  await save("documents2", {});
}

/** The day after `iso` in Paris, YYYY-MM-DD. */
function dayAfterInParis(iso: string): string {
  const next = new Date(Date.parse(iso) + 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(next);
}

for (const { lang, device, viewport } of VARIANTS) {
  test(`past the confirmation deadline the next on the waiting list is offered the place and confirms (${lang}, ${device})`, async ({
    browser,
    page,
    request,
    admin,
  }) => {
    test.setTimeout(180_000);
    const admitted = await validatedAsoApplication(request, lang, "admitted");
    const waiting = await validatedAsoApplication(request, lang, "waiting");
    await decideByApi(request, admin, admitted.login, { admis: "O", montant_ins: 9000 });
    await decideByApi(request, admin, waiting.login, { admis: "L", rank: 1 });
    const jury = await juryOf(request, admin, "MSC", PROGRAMME);
    await publishByApi(request, admin, jury.id_jury, { resultats_publies: true });

    // The office closes the programme's confirmations tomorrow (the server's tomorrow).
    const clock = async (hours: number) => {
      const moved = await request.post("/ws/admin/test-clock", {
        headers: await authHeaders(request, admin),
        data: { hours },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      return ((await moved.json()) as { now: string }).now;
    };
    const serverNow = await clock(0.001);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/programme-settings");
    const card = page.getByRole("region", { name: new RegExp(PROGRAMME_NAME) });
    const step = translate("en", "programmeSettings.step.registration");
    await card.getByLabel(`${step}: Date`).fill(dayAfterInParis(serverNow));
    await card.getByLabel(`${step}: Time`).fill("23:59");
    await card.getByRole("button", { name: /^Save / }).click();
    await expect(page.getByText(/saved\.$/).first()).toBeVisible();
    await noAxeViolations(page);
    await screen(page, `programme-dates-${lang}`);

    // Two days later the deadline has passed; the office runs the job rather than wait for it.
    await clock(48);
    await page.goto("/admin/jobs");
    await page
      .getByRole("button", {
        name: new RegExp(`^Run now\\s*:\\s*${translate("en", "jobsPage.name.decline-unconfirmed")}$`),
      })
      .click();
    await expect(page.getByText(/will run in a moment/)).toBeVisible();
    const runs = page.getByRole("table").nth(1);
    await expect(runs.getByRole("row").filter({ hasText: "declined: " }).first()).toBeVisible({
      timeout: 20_000,
    });
    await noAxeViolations(page);
    await screen(page, `jobs-after-decline-${lang}`);

    // The admitted one is told; the first on the waiting list gets the offer with a date of their own.
    await expect
      .poll(() =>
        readOutbox(E2E_DATA_DIR)
          .filter((m) => m.to === waiting.email)
          .map((m) => m.subject),
      )
      .toContainEqual(expect.stringContaining(offerSubjectStart(lang)));
    expect(
      readOutbox(E2E_DATA_DIR).some(
        (m) => m.to === admitted.email && m.text.includes(PROGRAMME_NAME.slice(0, 6)),
      ),
    ).toBe(true);

    // The offered candidate fills the registration tabs, now open to them, signs in, reads the offer
    // and confirms.
    await registrationTabs(request, waiting);
    const context = await browser.newContext({ viewport, locale: lang === "fr" ? "fr-FR" : "en-GB" });
    const candidatePage = await context.newPage();
    if (lang === "fr") await speaksFrench(candidatePage);
    await candidatePage.goto("/login");
    await candidatePage.getByLabel(tr(lang, "shell.login.email")).fill(waiting.email);
    await candidatePage.getByLabel(tr(lang, "shell.login.password")).fill(waiting.password);
    await candidatePage.getByRole("button", { name: tr(lang, "shell.login.submit") }).click();
    await expect(candidatePage.getByText(tr(lang, "offer.title"))).toBeVisible();
    await expect(candidatePage.locator("html")).toHaveAttribute("lang", lang);
    await noAxeViolations(candidatePage);
    await screen(candidatePage, `offer-home-${lang}-${device}`);
    await candidatePage.goto("/form/candform");
    const register = await openStep(candidatePage, "register", REGISTER[lang].tab);
    await register.getByRole("checkbox").first().check();
    await register.getByRole("button", { name: REGISTER[lang].button }).click();
    await expect(successAlert(candidatePage)).toBeVisible();
    await screen(candidatePage, `offer-confirmed-${lang}-${device}`);
    await context.close();

    const dossier = (await (
      await request.get(`/ws/withdrawal/${encodeURIComponent(admitted.login)}`, {
        headers: await authHeaders(request, admin),
      })
    ).json()) as { withdrawal: { reason: string; by: string } | null };
    expect(dossier.withdrawal).toMatchObject({ reason: "deadline", by: "deadline" });
  });
}

function offerSubjectStart(lang: Locale): string {
  return tr(lang, "mailTemplates.offer_made.subject", { programme: "" }).slice(0, 12);
}
