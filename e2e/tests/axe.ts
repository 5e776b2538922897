import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// The portal's Content-Security-Policy forbids inline scripts, so axe is evaluated through the
// DevTools protocol (page.evaluate), which the policy does not govern.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The WCAG A/AA violations axe finds on the page as it is now, one readable line each; within the
 * elements `within` selects when given (a modal dialog: the page behind it is dimmed on purpose).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // A button just clicked still sits under the pointer, its hover colours fading in or out: axe
  // would read a colour half-way. Away from the pointer and with transitions off (Bootstrap honours
  // prefers-reduced-motion), it reads the resting colours the page is judged on.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.mouse.move(0, 0);
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as { axe: { run(context: object, o: object): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(within ? { include: [[within]] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  }, within);
  return (found as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
