import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { createAccount, expect, strongPassword, test, uniqueEmail, waitForMailLink } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import { saveByApi, validatedMscApplication } from "./journey-kit.ts";
import { axeViolations } from "./axe.ts";
import { screen } from "./screens.ts";

// Issue #10: the office's side. An administrator invites a reviewer for the MSc jury; the reviewer
// works the validated MSc applications in the workspace and the dossier pages; the dashboard shows
// the campaign. The applications are made through the API, as candidates' forms would save them.

const PHONE = { width: 390, height: 844 };
test.use({ reducedMotion: "reduce" });

/**
 * Accepts the invitation mailed to `email`: the activation page sets the password and signs the
 * staff member in, on the dashboard. (Going to /login meanwhile raced that sign-in: a page signed
 * in by then sent /login on to the dashboard, and the login form never came.)
 */
async function acceptInvitation(browser: Browser, email: string): Promise<Page> {
  const link = await waitForMailLink(email);
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const password = strongPassword();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Account activation" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm the password").fill(password);
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test("an administrator invites an MSc reviewer, who works the validated MSc applications", async ({
  page,
  request,
  browser,
  admin: _admin, // logs the administrator in on `page`
}) => {
  test.setTimeout(240_000);
  const names = [
    ["Doé", "Amélie"],
    ["Núñez", "Carlos"],
    ["Müller", "Jonas"],
  ] as const;
  const candidates: Account[] = [];
  for (const [family, given] of names) candidates.push(await validatedMscApplication(request, family, given));
  // Started, not validated: the stage filter leaves it out.
  const started = await createAccount(request, uniqueEmail("msc-started"));
  await saveByApi(request, started, started.login, "choice", { typeformation: "MSC", mscchoice: "MAE" });

  // The administrator invites the reviewer from the staff page.
  const reviewerEmail = uniqueEmail("reviewer");
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  const invite = page.getByRole("region", { name: "Invite a staff member" });
  await invite.getByLabel("E-mail").fill(reviewerEmail);
  await invite.getByRole("radio", { name: "Reviewer" }).check();
  await invite.getByRole("checkbox", { name: "Jury of the Master of Science programmes" }).check();
  await screen(page, "staff-invite-filled");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${reviewerEmail}.`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(reviewerEmail) });
  await expect(row).toContainText("Invited");
  await expect(row).toContainText("Jury of the Master of Science programmes");
  await screen(page, "staff-page");
  expect(await axeViolations(page), "staff page").toEqual([]);

  // The reviewer accepts the invitation, which signs them in on the dashboard of their jury.
  const r = await acceptInvitation(browser, reviewerEmail);
  await expect(r.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = r.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Applications" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(r.getByText("Loading the chart…")).toHaveCount(0);
  await screen(r, "dashboard-reviewer");

  // Validated MSc applications: two filters, the view in the URL.
  await nav.getByRole("link", { name: "Applications" }).click();
  await expect(r.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();
  await r.getByLabel("Programme type").selectOption({ value: "MSC" });
  await r.getByLabel("Stage").selectOption({ value: "application_validated" });
  await expect(r).toHaveURL(/typeformation=MSC/);
  await expect(r).toHaveURL(/stage=application_validated/);
  const table = r.getByRole("table", { name: /Applications/ });
  for (const [family] of names)
    await expect(table.getByRole("link", { name: new RegExp(family) })).toBeVisible();
  await expect(table.getByText(started.login)).toHaveCount(0);
  // The MSc programme chosen, and EU nationals by their nationality (France).
  await expect(table.getByRole("cell", { name: "MSc in Aerospace Engineering" })).toHaveCount(3);
  await expect(table.getByRole("cell", { name: "EU", exact: true })).toHaveCount(3);
  // Accents do not matter in the search: "doe" finds "Doé".
  await r.getByRole("searchbox", { name: "Search" }).fill("doe");
  await expect(table.getByRole("link", { name: /Doé/ })).toBeVisible();
  await expect(table.getByRole("link", { name: /Müller/ })).toHaveCount(0);
  await r.getByRole("searchbox", { name: "Search" }).fill("");
  await expect(table.getByRole("link", { name: /Müller/ })).toBeVisible();
  await screen(r, "workspace-msc-validated");
  expect(await axeViolations(r), "workspace").toEqual([]);

  // Opens the first application; reads a document in the viewer.
  const firstLink = table.getByRole("rowgroup").last().getByRole("link").first();
  const firstName = (await firstLink.textContent())!;
  await firstLink.click();
  await expect(r).toHaveURL(/\/admin\/applications\/\d+\?/);
  const firstUrl = r.url();
  await expect(r.getByRole("heading", { level: 1 })).toContainText(firstName.split(",")[0]!.trim());
  await r
    .getByRole("group", { name: "Uploaded documents" })
    .getByRole("button", { name: /transcript\.pdf/ })
    .click();
  const viewer = r.getByRole("region", { name: "Document viewer" });
  await expect(viewer.getByRole("img", { name: /Page 1 of 1 of transcript\.pdf/ })).toBeVisible();
  await screen(r, "dossier-document-viewer");

  // An internal note, signed and dated.
  const note = `Strong transcript — check the English certificate (${Date.now()}).`;
  await r.getByLabel("New internal note").fill(note);
  await r.getByRole("button", { name: "Add the note" }).click();
  await expect(r.getByText(note)).toBeVisible();
  await expect(r.getByRole("region", { name: "Internal notes" })).toContainText(reviewerEmail);
  await screen(r, "dossier-note-added");
  expect(await axeViolations(r), "dossier").toEqual([]);

  // The keyboard moves to the next application of the view.
  await r.locator("body").click({ position: { x: 5, y: 5 } });
  await r.keyboard.press("j");
  await expect(r).not.toHaveURL(firstUrl);
  await expect(r).toHaveURL(/\/admin\/applications\/\d+\?.*stage=application_validated/);
  await expect(r.getByRole("heading", { level: 1 })).not.toContainText(firstName.split(",")[0]!.trim());
  await screen(r, "dossier-next");

  // The note is the office's: the candidate's own answer never holds it.
  const family = firstName.split(",")[0]!.trim();
  const owner = candidates[names.findIndex(([f]) => f === family)] ?? candidates[0]!;
  const own = await request.get(`/ws/form/candform/answer/${encodeURIComponent(owner.login)}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(await own.text()).not.toContain(note);

  // Back to the same view, and its export.
  await r.getByRole("link", { name: "Back to the list" }).click();
  await expect(r).toHaveURL(/\/admin\/applications\?.*stage=application_validated/);
  await r.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = r.getByRole("dialog");
  await dialog.getByRole("radio", { name: "CSV" }).check();
  await screen(r, "workspace-export");
  const [download] = await Promise.all([
    r.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download" }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  for (const candidate of candidates) expect(csv).toContain(candidate.login);
  expect(csv).not.toContain(started.login);

  // A phone sees the same workspace, its table scrolling sideways.
  await r.setViewportSize(PHONE);
  await screen(r, "workspace-phone");
  await r.context().close();
});

test("the dashboard shows the campaign to an administrator, on a desktop and a phone", async ({
  page,
  admin,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Funnel per programme" }).getByRole("table")).toBeVisible();
  await expect(page.getByRole("figure").first()).toBeVisible();
  await expect(page.getByText("Loading the chart…")).toHaveCount(0);
  await screen(page, "dashboard-admin");
  expect(await axeViolations(page), "dashboard").toEqual([]);
  await page.setViewportSize(PHONE);
  await screen(page, "dashboard-admin-phone");
  expect(admin.admin).toBe(true);
});
