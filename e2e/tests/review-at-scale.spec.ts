import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { translate, type Locale } from "../../packages/domain/src/i18n/index.ts";
import { axeViolations } from "./axe.ts";
import { createAccount, expect, seedSession, test, uniqueEmail, type Account } from "./fixtures.ts";
import {
  applicationByApi,
  authHeaders,
  readAnswer,
  reviewerOf,
  saveByApi,
  validateByApi,
} from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue #38, review at scale: an administrator sets a programme's scoresheet and assigns two
// reviewers of its jury to five applications; each reviewer scores the five in the dossier, beside
// the documents, and reads the other reader's scores only once theirs is submitted. One reader is
// lenient, the other harsh: the administrator sees the ranking in the workspace and the harsh reader
// on the calibration page, then admits the top three of the ranking in bulk after its preview.
// In English and in French (staff read the back office in either).

const PHONE = { width: 390, height: 844 };
test.use({ reducedMotion: "reduce" });

const tr = (lang: Locale, key: string, params?: Record<string, string | number>) =>
  translate(lang, key, params);

/** An Advanced Master of the Advanced Masters jury that no other spec applies to, one per language. */
const PROGRAMME: Record<Locale, string> = { en: "MS IEM", fr: "MS SPA" };
const JURY = "JURY_AM";

/** Five levels, each with what a reader should see to give it. */
const levels = (what: string) =>
  [1, 2, 3, 4, 5].map((value) => ({
    value,
    descriptor: `${what}, level ${value}`,
    descriptorFr: `${what}, niveau ${value}`,
  }));

const CRITERIA = [
  {
    id: "academic",
    label: "Academic record",
    labelFr: "Parcours académique",
    weight: 2,
    levels: levels("Record"),
  },
  { id: "motivation", label: "Motivation", labelFr: "Motivation", weight: 1, levels: levels("Letter") },
];

/**
 * The levels each reader gives the five applications (academic, motivation): the lenient reader
 * and the harsh one agree on the order, the harsh one a level or so lower. Means out of 100:
 * 87.5, 66.7, 54.2, 37.5, 12.5 — five distinct ranks, no tie at the cut of three.
 */
const LENIENT = [
  [5, 5],
  [4, 5],
  [4, 3],
  [3, 3],
  [2, 2],
];
const HARSH = [
  [4, 4],
  [3, 3],
  [3, 2],
  [2, 2],
  [1, 1],
];

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

/** A validated application to the programme, the candidate named `family`. */
async function validatedApplication(request: APIRequestContext, programme: string, family: string) {
  const candidate = await createAccount(request, uniqueEmail("ranked"));
  await applicationByApi(request, candidate, {
    choice: { typeformation: "AM", mscchoice: "", fstchoice: programme, sndchoice: "", trdchoice: "" },
  });
  await saveByApi(request, candidate, candidate.login, "personal", { familyName: family, givenName: "Alex" });
  const validated = await validateByApi(request, candidate, "application");
  expect(validated.status, validated.body.message).toBe(200);
  return candidate;
}

/** The reviewer scores the application named `family` from their queue and submits. */
async function scoreFromQueue(page: Page, lang: Locale, family: string, [academic, motivation]: number[]) {
  await page.goto("/admin/reviews");
  await page.getByRole("link", { name: new RegExp(family) }).click();
  const sheet = page.getByRole("region", { name: tr(lang, "scoring.panel.title") });
  await expect(sheet).toBeVisible();
  const label = (c: (typeof CRITERIA)[number]) => (lang === "fr" ? c.labelFr : c.label);
  await sheet
    .getByRole("group", { name: new RegExp(`^${label(CRITERIA[0]!)}`) })
    .getByRole("radio", { name: new RegExp(`^${academic}: `) })
    .check();
  await sheet
    .getByRole("group", { name: new RegExp(`^${label(CRITERIA[1]!)}`) })
    .getByRole("radio", { name: new RegExp(`^${motivation}: `) })
    .check();
  await sheet
    .getByLabel(tr(lang, "scoring.panel.comment", { criterion: label(CRITERIA[1]!) }))
    .fill("Clear plan.");
  await sheet.getByRole("button", { name: tr(lang, "scoring.panel.submit") }).click();
  await expect(sheet.getByText(tr(lang, "scoring.panel.submitted"))).toBeVisible();
  return sheet;
}

for (const lang of ["en", "fr"] as Locale[]) {
  test(`two reviewers score five applications each; the office ranks, calibrates and admits the top three (${lang})`, async ({
    request,
    browser,
    admin,
  }) => {
    test.setTimeout(300_000);
    const programme = PROGRAMME[lang];
    // Names take letters only: the run's time written with letters.
    const stamp = `Rank${lang}${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`;
    const families = ["A", "B", "C", "D", "E"].map((letter) => `${stamp}${letter}`);
    const candidates: Account[] = [];
    for (const family of families) candidates.push(await validatedApplication(request, programme, family));

    // The programme's scoresheet, as the editor saves it.
    const sheet = await request.put(`/ws/admin/scoresheets/${encodeURIComponent(programme)}`, {
      headers: await authHeaders(request, admin),
      data: { criteria: CRITERIA },
    });
    expect(sheet.status(), await sheet.text()).toBe(200);
    const [lenient, harsh] = [await reviewerOf(request, admin, JURY), await reviewerOf(request, admin, JURY)];

    // The administrator assigns both readers to the five applications from the workspace.
    const office = await pageOf(browser, admin, lang);
    const view = `programme=${encodeURIComponent(programme)}&q=${stamp}`;
    await office.goto(`/admin/applications?${view}`);
    const table = office.getByRole("region", { name: tr(lang, "workspace.table") });
    for (const family of families) await expect(table.getByText(family)).toBeVisible();
    await office.getByRole("checkbox", { name: tr(lang, "bulk.selectPage") }).check();
    await office.getByRole("button", { name: tr(lang, "scoring.assign.action") }).click();
    const assign = office.getByRole("dialog", { name: tr(lang, "scoring.assign.title") });
    await assign.getByRole("radio", { name: tr(lang, "scoring.assign.byHand") }).check();
    for (const reader of [lenient, harsh])
      await assign.getByRole("checkbox", { name: new RegExp(reader.login.replace(/[.+]/g, "\\$&")) }).check();
    await screen(office, `review-assign-dialog-${lang}`);
    await noAxeViolations(office, "the assign dialog", ".modal");
    await assign.getByRole("button", { name: tr(lang, "scoring.assign.submit"), exact: true }).click();
    await expect(assign).toBeHidden();

    // Each reader finds the five in their queue and scores them in the dossier.
    const readers: [Account, number[][]][] = [
      [lenient, LENIENT],
      [harsh, HARSH],
    ];
    for (const [index, [reader, levels]] of readers.entries()) {
      const page = await pageOf(browser, reader, lang);
      await page.goto("/admin/reviews");
      await expect(
        page.getByRole("heading", { name: tr(lang, "scoring.queue.title"), level: 1 }),
      ).toBeVisible();
      for (const family of families)
        await expect(page.getByRole("link", { name: new RegExp(family) })).toBeVisible();
      await noAxeViolations(page, "my reviews");
      await screen(page, `reviews-queue-${lang}-${index}`);
      if (index === 1) {
        // Before submitting, the second reader sees their own scores only.
        await page.getByRole("link", { name: new RegExp(families[0]!) }).click();
        const panel = page.getByRole("region", { name: tr(lang, "scoring.panel.title") });
        await expect(panel.getByText(tr(lang, "scoring.panel.othersHidden"))).toBeVisible();
        await expect(panel.getByText(lenient.login)).toHaveCount(0);
        await page.setViewportSize(PHONE);
        await screen(page, `review-panel-before-submit-${lang}-phone`);
        await noAxeViolations(page, "the scoring panel on a phone");
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      for (const [i, family] of families.entries()) {
        const panel = await scoreFromQueue(page, lang, family, levels[i]!);
        if (index === 1) await expect(panel.getByText(new RegExp(lenient.login))).toBeVisible();
      }
      await screen(page, `review-panel-submitted-${lang}-${index}`);
      await noAxeViolations(page, "the dossier with a submitted review");
      await page.context().close();
    }

    // The ranking: the workspace sorted by rank, the lenient and harsh readers' means.
    await office.goto(`/admin/applications?${view}&sort=rank&order=asc`);
    const rows = table.getByRole("row");
    await expect(rows.nth(1)).toContainText(families[0]!);
    await expect(rows.nth(1)).toContainText(lang === "fr" ? "87,5" : "87.5");
    await expect(rows.nth(2)).toContainText(families[1]!);
    await expect(rows.nth(5)).toContainText(families[4]!);
    await screen(office, `ranking-workspace-${lang}`);
    await noAxeViolations(office, "the ranked workspace");

    // Calibration: the harsh reader is seen before any decision.
    await office.goto("/admin/calibration");
    await office.getByLabel(tr(lang, "ranking.calibration.jury")).selectOption(JURY);
    const harshRow = office.getByRole("row", { name: new RegExp(harsh.login.replace(/[.+]/g, "\\$&")) });
    await expect(harshRow).toContainText(tr(lang, "ranking.calibration.harsh"));
    const lenientRow = office.getByRole("row", { name: new RegExp(lenient.login.replace(/[.+]/g, "\\$&")) });
    await expect(lenientRow).toContainText(tr(lang, "ranking.calibration.lenient"));
    await screen(office, `calibration-${lang}`);
    await noAxeViolations(office, "the calibration page");
    await office.setViewportSize(PHONE);
    await screen(office, `calibration-${lang}-phone`);
    await office.setViewportSize({ width: 1280, height: 900 });

    // The top three of the ranking admitted in bulk, after the preview names them in rank order.
    await office.goto(`/admin/applications?${view}&sort=rank&order=asc`);
    await expect(table.getByText(families[0]!)).toBeVisible();
    await office.getByRole("checkbox", { name: tr(lang, "bulk.selectPage") }).check();
    await office.getByRole("button", { name: tr(lang, "bulk.change") }).click();
    const bulk = office.getByRole("dialog", { name: tr(lang, "bulk.title") });
    await bulk.getByRole("checkbox", { name: tr(lang, "ranking.top.option") }).check();
    await bulk.getByLabel(tr(lang, "ranking.top.count")).fill("3");
    await bulk.getByLabel(tr(lang, "bulk.field.admis")).selectOption({ value: "O" });
    await bulk.getByRole("button", { name: tr(lang, "bulk.preview") }).click();
    const ranked = bulk.getByRole("table").first();
    await expect(ranked.getByRole("row").nth(1)).toContainText(families[0]!);
    await expect(ranked.getByRole("row").nth(3)).toContainText(families[2]!);
    await expect(ranked).not.toContainText(families[3]!);
    await screen(office, `ranking-top-three-preview-${lang}`);
    await noAxeViolations(office, "the top-three preview", ".modal");
    await bulk.getByRole("button", { name: tr(lang, "bulk.apply", { count: 3 }) }).click();
    await expect(office.getByText(tr(lang, "bulk.applied", { count: 3 }))).toBeVisible();

    for (const [i, candidate] of candidates.entries()) {
      const answer = (await readAnswer(request, admin, candidate.login)) as { data?: { admis?: string } };
      expect(answer.data?.admis === "O", `${families[i]} admitted`).toBe(i < 3);
    }
    await office.context().close();
  });
}
