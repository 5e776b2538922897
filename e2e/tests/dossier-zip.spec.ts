import fs from "node:fs";
import type { CDPSession, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, seedSession, test } from "./fixtures.ts";
import { validatedMscApplication } from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue #39: an administrator downloads the dossiers of the workspace's view as one ZIP, and follows
// its progress (dossiers and megabytes received) in the dialog; the network is slowed down so that
// the dialog is seen, and photographed, mid-way. Desktop and phone.

const PHONE = { width: 390, height: 844 };
test.use({ reducedMotion: "reduce" });

const sessions = new WeakMap<Page, CDPSession>();

/** Slows the page's downloads to `bytesPerSecond` (-1: no limit), through Chromium's network emulation. */
async function throttle(page: Page, bytesPerSecond: number) {
  // One session per page: the conditions belong to the session that set them.
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
    await cdp.send("Network.enable");
  }
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
}

/**
 * Opens the dialog of the view `search`, photographs it, starts the download slowed and photographs
 * its progress, the network still slowed.
 */
async function downloadWithProgress(page: Page, search: string, name: string) {
  await page.goto(`/admin/applications?q=${encodeURIComponent(search)}`);
  await expect(page.getByText("3 applications", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Download dossiers (ZIP)" }).click();
  const dialog = page.getByRole("dialog", { name: "Download the dossiers" });
  await expect(dialog).toContainText("the 3 applications of the current view");
  await screen(page, `${name}-dialog`);
  expect(await axeViolations(page), "dossiers dialog").toEqual([]);
  await throttle(page, 40 * 1024);
  await dialog.getByRole("button", { name: "Download", exact: true }).click();
  const bar = dialog.getByRole("progressbar", { name: "Dossiers received" });
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText(/[12] of 3 dossiers · [\d.]+ MB received/, {
    timeout: 60_000,
  });
  await screen(page, `${name}-progress`);
  expect(await axeViolations(page), "dossiers progress").toEqual([]);
  return dialog;
}

test("an administrator downloads the dossiers of the view as one ZIP, following its progress", async ({
  page,
  request,
  browser,
  admin,
}) => {
  test.setTimeout(300_000);
  const family = `Zipper${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;
  for (const given of ["Anna", "Boris", "Chloe"]) await validatedMscApplication(request, family, given);

  const download = page.waitForEvent("download", { timeout: 120_000 });
  await downloadWithProgress(page, family, "dossiers-zip");
  await throttle(page, -1);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dossiers-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
  expect(bytes.toString("latin1").match(/\/application\.pdf/g)?.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`${file.suggestedFilename()} downloaded.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A phone: the same dialog and progress; Cancel closes it and nothing is saved.
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: PHONE });
  const phone = await context.newPage();
  await seedSession(phone, admin);
  let saved = false;
  phone.on("download", () => void (saved = true));
  const dialog = await downloadWithProgress(phone, family, "dossiers-zip-phone");
  await dialog.getByRole("button", { name: "Cancel" }).last().click();
  await expect(phone.getByRole("dialog")).toHaveCount(0);
  expect(saved).toBe(false);
  await context.close();
});
