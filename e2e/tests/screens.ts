import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts/screens");

/**
 * Saves a full-page screenshot as a test artefact, named after the screen; `fullPage: false` keeps
 * the window alone (a dialog over a long page).
 */
export async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}
