import { axeViolations as violations } from "./axe.ts";
import { createAccount, expect, test } from "./fixtures.ts";
import {
  applicationByApi,
  decideByApi,
  juryOf,
  openTab,
  publishByApi,
  validateByApi,
} from "./journey-kit.ts";

// Accessibility: axe-core's WCAG 2.1 A and AA rules on each kind of screen, in the real browser.
// axe reads colours as they are painted: in the middle of an opening animation (the date picker
// fades in over 220 ms) a loaded machine caught half-transparent text and reported its contrast.
// With reduced motion the portal's CSS drops its animations, so axe sees the final state.
test.use({ reducedMotion: "reduce" });

test("home, login and not-found screens meet WCAG 2.1 AA (axe)", async ({ page }) => {
  for (const [url, heading] of [
    ["/", "Online application"],
    ["/login?id=candform", "Login"],
    ["/nowhere", "NOT FOUND"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await violations(page), url).toEqual([]);
  }
});

test("the application form, with field errors shown, meets WCAG 2.1 AA (axe)", async ({
  page,
  candidate,
}) => {
  await page.goto("/form/candform");
  const choice = await openTab(page, "Programme choice");
  await choice.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("should not be empty").first()).toBeVisible();
  expect(await violations(page), `choice tab of ${candidate.login}`).toEqual([]);
});

test("a filled application in French, with the date picker open, meets WCAG 2.1 AA (axe)", async ({
  page,
  request,
  candidate,
}) => {
  await applicationByApi(request, candidate);
  await page.goto("/form/candform");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("button", { name: "Français" })
    .click();
  await page.getByRole("tablist").getByRole("tab", { name: "Informations personnelles" }).click();
  await page
    .getByRole("button", { name: /calendrier/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page), "personal tab in French, calendar open").toEqual([]);
});

test("a validated application in admin mode and the jury page meet WCAG 2.1 AA (axe)", async ({
  page,
  request,
  admin,
}) => {
  const candidate = await createAccount(request);
  await applicationByApi(request, candidate);
  await page.goto("/form/candform");
  await page
    .getByRole("complementary")
    .getByRole("button", { name: new RegExp(candidate.login) })
    .click();
  await openTab(page, "Documents");
  expect(await violations(page), "documents tab, admin mode").toEqual([]);
  await page.goto("/admin/juries");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page), `jury page as ${admin.login}`).toEqual([]);
});

test("the published result and the registration step meet WCAG 2.1 AA (axe)", async ({
  page,
  request,
  candidate,
  adminAccount,
}) => {
  await applicationByApi(request, candidate);
  expect((await validateByApi(request, candidate, "application")).status).toBe(200);
  await decideByApi(request, adminAccount, candidate.login, { admis: "O", decisionbourse: "TFW" });
  const jury = await juryOf(request, adminAccount, "MSC", "MAE");
  await publishByApi(request, adminAccount, jury.id_jury, {
    resultats_publies: true,
    resultats_brs_publies: true,
  });
  await page.goto("/form/candform");
  await openTab(page, "Result");
  await expect(page.getByText("You are admitted")).toBeVisible();
  expect(await violations(page), "result tab").toEqual([]);
  await openTab(page, "Registration");
  expect(await violations(page), "registration tab").toEqual([]);
});
