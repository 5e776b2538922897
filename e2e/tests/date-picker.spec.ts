import type { Page } from "@playwright/test";
import { MSC_CHOICE, expect, saveTabByApi, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import { screen } from "./screens.ts";

// Issue 3: the date widget of SPEC §5, used with a mouse and with the keyboard alone.
async function openPersonalTab(page: Page, request: Parameters<typeof saveTabByApi>[0], who: Account) {
  await saveTabByApi(request, who, "choice", MSC_CHOICE);
  await page.goto("/form/candform");
  await page.getByRole("tab", { name: "Personal information" }).click();
  await expect(page.getByRole("tabpanel", { name: "Personal information" })).toBeVisible();
}

test.describe("date picker", () => {
  test("by mouse: up to the years, a year, a month, a day", async ({ page, request, candidate }) => {
    await openPersonalTab(page, request, candidate);
    const input = page.getByRole("textbox", { name: "Date of birth" });
    const toggle = page.getByRole("button", { name: "Open calendar: Date of birth" });
    await expect(input).toHaveAttribute("placeholder", "dd/mm/yyyy");

    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Choose a date: Date of birth" });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // An empty date of birth opens on the years around twenty years ago, not on this month.
    const twentyYearsAgo = String(new Date().getFullYear() - 20);
    await expect(dialog.getByRole("button", { name: twentyYearsAgo, exact: true })).toBeVisible();
    const year = dialog.getByRole("button", { name: "1995", exact: true });
    for (let page = 0; page < 5 && !(await year.isVisible()); page++) {
      await dialog.getByRole("button", { name: "Previous years" }).click();
    }
    await expect(year).toBeVisible();
    await screen(page, "date-picker-years");

    await year.click();
    await expect(dialog.getByRole("button", { name: "Choose year, 1995" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^[A-Z][a-z]+ \d{4}$/ })).toHaveCount(12);
    await screen(page, "date-picker-months");
    await dialog.getByRole("button", { name: "March 1995" }).click();
    await expect(dialog.getByRole("grid", { name: "March 1995" })).toBeVisible();
    await expect(dialog.getByRole("grid").getByRole("row")).toHaveCount(7); // weekday heads + 6 weeks
    await screen(page, "date-picker-days");
    await dialog.getByRole("button", { name: "Wednesday 15 March 1995" }).click();

    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue("15/03/1995");
    await expect(input).toBeFocused();
    await screen(page, "date-picker-picked");
  });

  test("by keyboard: Alt+ArrowDown opens, arrows move, Enter picks, Escape closes", async ({
    page,
    request,
    candidate,
  }) => {
    await openPersonalTab(page, request, candidate);
    const input = page.getByRole("textbox", { name: "Date of birth" });
    await input.fill("15/03/1995");
    await input.press("Enter");
    await expect(input).toHaveValue("15/03/1995");

    await input.press("Alt+ArrowDown");
    const dialog = page.getByRole("dialog", { name: "Choose a date: Date of birth" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Wednesday 15 March 1995" })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("button", { name: "Thursday 16 March 1995" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("button", { name: "Thursday 23 March 1995" })).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(dialog.getByRole("button", { name: "Sunday 23 April 1995" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await screen(page, "date-picker-keyboard");
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue("22/04/1995");
    await expect(input).toBeFocused();

    await input.press("Alt+ArrowDown");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Saturday 22 April 1995" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(input).toHaveValue("22/04/1995");
    await expect(input).toBeFocused();
  });

  test("a typed date is checked: invalid, and before the minimum date (clamped)", async ({
    page,
    request,
    candidate,
  }) => {
    await openPersonalTab(page, request, candidate);
    const input = page.getByRole("textbox", { name: "Date of birth" });

    await input.fill("31/02/2000");
    await input.press("Tab");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/invalid date \(dd\/mm\/yyyy expected\)/);

    await input.fill("01/01/1930");
    await input.press("Tab");
    await expect(input).toHaveValue("01/01/1940");
    await expect(input).toHaveAccessibleDescription(
      /The date cannot be before 01\/01\/1940: the minimum date was set/,
    );
    await screen(page, "date-picker-min-date");
  });
});
