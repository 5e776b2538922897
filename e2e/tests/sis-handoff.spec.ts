import type { Browser, Page } from "@playwright/test";
import { translate, type Locale } from "../../packages/domain/src/i18n/index.ts";
import { axeViolations } from "./axe.ts";
import { expect, seedSession, test, type Account } from "./fixtures.ts";
import { decideByApi, juryOf, publishByApi, validatedMscApplication } from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue #39: the office sets a programme's student system codes, exports an admitted candidate
// from the workspace (only those not exported yet), finds the export in the log, and the candidate
// is then "Exported" in the workspace's filter; every screen passes axe, on a desktop and a phone,
// in English and in French.

const tr = (lang: Locale, key: string, params?: Record<string, string | number>) =>
  translate(lang, key, params);
const PHONE = { width: 390, height: 844 };

/** A page of its own, signed in as `account`, reading the back office in `lang`. */
async function pageOf(browser: Browser, account: Account, lang: Locale): Promise<Page> {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await seedSession(page, account);
  await page.addInitScript((l) => localStorage.setItem("portal.lang", l), lang);
  return page;
}

async function noAxeViolations(page: Page, what: string, within?: string) {
  expect(await axeViolations(page, within), what).toEqual([]);
}

/** Screenshots at desktop then phone size, each checked by axe. */
async function lookAt(page: Page, name: string, within?: string) {
  await noAxeViolations(page, `${name} (desktop)`, within);
  await screen(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await noAxeViolations(page, `${name} (phone)`, within);
  await screen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ["en", "fr"] as Locale[]) {
  test(`the office sets SIS codes, exports an admitted candidate once and finds the export in the log (${lang})`, async ({
    browser,
    request,
    adminAccount: admin,
  }) => {
    test.setTimeout(150_000);
    const family = `Handoff${lang === "en" ? "Anglais" : "Francais"}${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
    const candidate = await validatedMscApplication(request, family, "Alex", "handoff");
    await decideByApi(request, admin, candidate.login, { admis: "O" });
    await publishByApi(request, admin, (await juryOf(request, admin, "MSC", "MAE")).id_jury, {
      resultats_publies: true,
    });

    // Settings → Student system codes: the MSc in Aerospace Engineering's codes.
    const office = await pageOf(browser, admin, lang);
    await office.goto("/admin/sis-codes");
    await expect(
      office.getByRole("heading", { name: tr(lang, "sisHandoff.codes.title"), level: 1 }),
    ).toBeVisible();
    const mae = office.getByRole("region", { name: /^MAE/ });
    await mae.getByLabel(tr(lang, "sisHandoff.codes.stepCode")).fill("5MAE01");
    await mae.getByLabel(tr(lang, "sisHandoff.codes.academicYear")).fill("2025");
    await mae.getByRole("button", { name: tr(lang, "sisHandoff.codes.save", { programme: "MAE" }) }).click();
    await expect(office.getByText(tr(lang, "sisHandoff.codes.saved", { programme: "MAE" }))).toBeVisible();
    await lookAt(office, `sis-codes-${lang}`);

    // The workspace, searched for the candidate: Export to student system, not exported yet.
    await office.goto(`/admin/applications?q=${family}`);
    await office.getByRole("button", { name: tr(lang, "sisHandoff.export.button") }).click();
    const dialog = office.getByRole("dialog", { name: tr(lang, "sisHandoff.export.title") });
    await expect(dialog.getByText(tr(lang, "sisHandoff.export.count", { count: 1 }))).toBeVisible();
    await expect(dialog.getByLabel(tr(lang, "sisHandoff.export.onlyNotExported"))).toBeChecked();
    await lookAt(office, `sis-export-dialog-${lang}`, ".modal-dialog");
    const download = office.waitForEvent("download");
    await dialog.getByRole("button", { name: tr(lang, "sisHandoff.export.submit", { count: 1 }) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sis-export-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text).toContain(candidate.login);
    expect(text).toContain("5MAE01");

    // Exported now: the filter finds them, and a second export has nobody left.
    await office.goto(`/admin/applications?q=${family}&sis=exported`);
    await expect(office.getByRole("link", { name: new RegExp(family) })).toBeVisible();
    await office.getByRole("button", { name: tr(lang, "sisHandoff.export.button") }).click();
    await expect(dialog.getByText(tr(lang, "sisHandoff.export.count", { count: 0 }))).toBeVisible();
    await expect(
      dialog.getByRole("button", { name: tr(lang, "sisHandoff.export.submit", { count: 0 }) }),
    ).toBeDisabled();
    await dialog
      .getByRole("button", { name: tr(lang, "sisHandoff.export.cancel") })
      .last()
      .click();

    // Settings → Student system exports: the export, its candidate shown on demand.
    await office.goto("/admin/sis-exports");
    await expect(
      office.getByRole("heading", { name: tr(lang, "sisHandoff.log.title"), level: 1 }),
    ).toBeVisible();
    const latest = office.getByRole("row").nth(1);
    await latest.getByRole("button", { name: /./ }).first().click();
    await expect(office.getByRole("link", { name: new RegExp(family) })).toBeVisible();
    await lookAt(office, `sis-exports-${lang}`);
    await office.context().close();
  });
}
