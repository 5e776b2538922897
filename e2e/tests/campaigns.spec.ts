import { axeViolations } from "./axe.ts";
import { startDemoServer, type DemoServer } from "./demo-server.ts";
import { apiLogin, expect, seedSession, test } from "./fixtures.ts";
import { choose, openTab, saveTab } from "./journey-kit.ts";
import { screen } from "./screens.ts";
import { E2E_PORT } from "./settings.ts";

// Issue #39, campaigns: on the demo data a new installation shows (last year's campaign closed,
// this year's open, a returning candidate postponed last year), an administrator opens next year's
// campaign from Settings → Campaigns; the returning demo candidate starts a new application from
// their home, prefilled with last year's identity, and still reads last year's, read-only; the office
// finds last year's application through the workspace's campaign selector.

const PHONE = { width: 390, height: 844 };
const NOAH = "demo.noah.girard@example.org";
test.use({ reducedMotion: "reduce" });
test.describe.configure({ mode: "serial" });

let demo: DemoServer;
test.beforeAll(async () => {
  // A new installation's start-up writes its demo data: half a minute on a busy 2-core machine.
  test.setTimeout(150_000);
  demo = await startDemoServer(E2E_PORT + 11);
});
test.afterAll(async () => demo?.stop());

test("an administrator opens the next campaign; the returning demo candidate applies again, prefilled", async ({
  browser,
}) => {
  // Two portals, two people, seven screens: longer than one journey.
  test.setTimeout(180_000);
  const office = await browser.newContext({ baseURL: demo.url });
  const admin = await apiLogin(office.request, demo.admin.login, demo.admin.password);
  const page = await office.newPage();
  await seedSession(page, admin);

  // Settings → Campaigns: this year's open and current, last year's closed.
  await page.goto("/admin/applications");
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("heading", { name: "Campaigns" })).toBeVisible();
  const rows = page.getByRole("row");
  const current = rows.filter({ has: page.getByRole("rowheader", { name: /^2026/ }) });
  await expect(current.getByText("Open")).toBeVisible();
  await expect(current.getByText("current")).toBeVisible();
  const lastYear = rows.filter({ has: page.getByRole("rowheader", { name: /^2025/ }) });
  await expect(lastYear.getByText("Closed")).toBeVisible();
  await expect(lastYear.getByRole("cell", { name: "141" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screen(page, "campaigns-desktop");

  await page.getByRole("button", { name: "Open the 2027 campaign…" }).click();
  const dialog = page.getByRole("dialog", { name: "Open the 2027 campaign" });
  await expect(dialog.getByLabel("Application fee (euros)")).toHaveValue("100");
  await dialog.getByLabel("Applications close", { exact: true }).fill("2027-04-30");
  expect(await axeViolations(page, ".modal")).toEqual([]);
  await screen(page, "campaigns-open-dialog");
  await dialog.getByRole("button", { name: "Open 2027" }).click();
  await expect(page.getByText("The 2027 campaign is open.")).toBeVisible();
  const next = rows.filter({ has: page.getByRole("rowheader", { name: /^2027/ }) });
  await expect(next.getByText("current")).toBeVisible();
  await expect(next.getByText("30 April 2027")).toBeVisible();
  await page.setViewportSize(PHONE);
  await screen(page, "campaigns-phone");

  // The returning candidate: last year's application postponed, invited to apply for 2027-2028.
  const candidate = await browser.newContext({ baseURL: demo.url, viewport: PHONE });
  const noah = await apiLogin(candidate.request, NOAH, demo.candidatePassword);
  const home = await candidate.newPage();
  await seedSession(home, noah);
  await home.goto("/");
  const card = home.getByRole("region", { name: "Applications for 2027-2028 are open" });
  await expect(card).toBeVisible();
  const prefill = card.getByRole("checkbox", { name: /Fill my identity, background and languages in/ });
  await expect(prefill).toBeChecked();
  await expect(home.getByRole("link", { name: "View my 2025-2026 application" })).toBeVisible();
  expect(await axeViolations(home)).toEqual([]);
  await screen(home, "campaigns-returning-home-phone");

  // Last year's application: readable, closed.
  await home.getByRole("link", { name: "View my 2025-2026 application" }).click();
  await expect(
    home.getByText(/This is your application of the 2025 campaign, which is closed/),
  ).toBeVisible();
  await screen(home, "campaigns-last-year-read-only-phone");
  await home.goto("/");

  await card.getByRole("button", { name: "Start my 2027-2028 application" }).click();
  await expect(home).toHaveURL(/\/form\/candform/);
  await home.setViewportSize({ width: 1280, height: 800 });
  // The programme is chosen again (a choice is never copied), then the identity reads as last year's.
  const choice = await openTab(home, "Programme choice");
  await choice.getByRole("radio", { name: "Master of Science (MSc)" }).check();
  await choose(choice, "Master of Science programme", "MSc in Aerospace Engineering");
  await choice.getByRole("textbox", { name: "Email of referee 1" }).fill("p.leroy@univ-nantes.example");
  await saveTab(home, choice, "Programme choice");
  const personal = await openTab(home, "Personal information");
  await expect(personal.getByRole("textbox", { name: "Family name" })).toHaveValue("Girard");
  await expect(personal.getByRole("textbox", { name: "Given name" })).toHaveValue("Noah");
  expect(await axeViolations(home)).toEqual([]);
  await screen(home, "campaigns-prefilled-application");
  const answer = await candidate.request.get(`/ws/form/candform/answer/${NOAH}`, {
    headers: { Authorization: `Bearer ${noah.token}` },
  });
  const body = (await answer.json()) as { campaign: number; data: Record<string, unknown> };
  expect(body.campaign).toBe(2027);
  expect(body.data).toMatchObject({ familyName: "Girard", givenName: "Noah", campaign_year: 2027 });
  expect(body.data.uploadPhoto ?? "").toBe("");

  // The office: last year's application through the campaign selector, this year's by default.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/applications?q=girard");
  await expect(page.getByRole("status").getByText("1 application")).toBeVisible();
  await page.getByLabel("Campaign").selectOption({ label: "2025-2026 (Closed)" });
  await expect(page).toHaveURL(/campaign=2025/);
  await expect(page.getByRole("link", { name: /Girard/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screen(page, "campaigns-workspace-last-year");

  // The office hands 2026's registered candidates to the student system: the demo's registered
  // candidate among them, the returning one (postponed) not.
  await page.goto("/admin/applications?campaign=2026");
  await page.getByRole("button", { name: "Export to student system" }).click();
  const handOff = page.getByRole("dialog", { name: "Export to the student system" });
  await handOff.getByRole("radio", { name: "Registered only" }).check();
  await expect(handOff.getByText(/^\d+ candidates? not exported yet/)).toBeVisible();
  expect(await axeViolations(page, ".modal")).toEqual([]);
  const download = page.waitForEvent("download");
  await handOff.getByRole("button", { name: /^Export \d+ candidates?$/ }).click();
  const file = await download;
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString("utf8");
  expect(csv).toContain("demo.sofia.hernandez@example.org");
  expect(csv).not.toContain(NOAH);
  await office.close();
  await candidate.close();
});
