import type { Locator, Page } from "@playwright/test";
import { createAccount, expect, seedSession, test } from "./fixtures.ts";
import type { Account } from "./fixtures.ts";
import { BASE_URL } from "./settings.ts";
import { screen } from "./screens.ts";

/** JPEG bytes (SOI and a JFIF APP0 segment), padded: what the photo field accepts. */
function jpgBytes(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex").copy(bytes);
  return bytes;
}

/** The react-select drop-down labelled `label` (its combobox and the shown value). */
function dropDown(panel: Locator, label: string): Locator {
  const box = panel.page().getByRole("combobox", { name: label, exact: true });
  return panel.locator(".rs").filter({ has: box });
}

/** Chooses `option` in the drop-down labelled `label`, typing to search when given. */
async function choose(panel: Locator, label: string, option: string, search?: string) {
  const box = panel.getByRole("combobox", { name: label, exact: true });
  await box.click();
  if (search) await box.fill(search);
  await panel.page().getByRole("option", { name: option, exact: true }).click();
  await expectChosen(panel, label, option);
}

/** The drop-down shows `text`: as its light shell's value before it is reached, else in react-select. */
async function expectChosen(panel: Locator, label: string, text: string) {
  const box = panel.getByRole("combobox", { name: label, exact: true });
  await expect(box).toBeVisible();
  if (await box.evaluate((el) => el.classList.contains("rs-shell"))) await expect(box).toHaveValue(text);
  else await expect(dropDown(panel, label)).toContainText(text);
}

/** The error text tied to a field through aria-describedby. */
function errorOf(field: Locator) {
  return expect(field).toHaveAccessibleDescription(/should not be empty/);
}

async function openForm(page: Page) {
  await page.goto("/form/candform");
  await expect(page.getByRole("tablist")).toBeVisible();
}

// Issue 3: a candidate fills the first tabs of the form, in order, and finds them again later.
test.describe.serial("the application form, tab after tab", () => {
  let account: Account;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    account = await createAccount(request);
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await seedSession(page, account);
  });

  test("later tabs stay closed until the earlier ones are valid; errors show on the fields", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openForm(page);
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Programme choice" })).toBeEnabled();
    for (const name of ["Personal information", "Background", "Documents", "Validation"]) {
      await expect(tabs.getByRole("tab", { name })).toBeDisabled();
    }
    // The home tab's notice, schema HTML put in by the browser's own sanitizer (no DOMPurify here).
    const home = page.getByRole("tabpanel", { name: "Home" });
    await expect(home.locator("strong", { hasText: "Validation" })).toBeVisible();
    expect(await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe(
      "function",
    );
    expect(requested.filter((url) => url.includes("purify"))).toEqual([]);
    await screen(page, "form-home");

    // A click on a closed tab leaves the candidate where they are.
    await tabs.getByRole("tab", { name: "Background" }).click({ force: true });
    await expect(tabs.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");

    await tabs.getByRole("tab", { name: "Programme choice" }).click();
    const panel = page.getByRole("tabpanel", { name: "Programme choice" });
    await panel.getByRole("button", { name: "Save and continue" }).click();
    const type = panel.getByRole("radiogroup", { name: "Type of programme" });
    await expect(type).toHaveAccessibleDescription(/should not be empty/);
    await expect(tabs.getByRole("tab", { name: "Programme choice" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabs.getByRole("tab", { name: "Personal information" })).toBeDisabled();
    await screen(page, "form-choice-errors");

    await panel.getByRole("radio", { name: "Master of Science (MSc)" }).check();
    const programme = panel.getByRole("combobox", { name: "Master of Science programme" });
    await expect(programme).toBeVisible();
    await panel.getByRole("button", { name: "Save and continue" }).click();
    await errorOf(programme);
    await expect(tabs.getByRole("tab", { name: "Personal information" })).toBeDisabled();

    const referee = panel.getByRole("textbox", { name: "Email of referee 1" });
    await referee.fill("not an address");
    await referee.blur();
    await expect(referee).toHaveAttribute("aria-invalid", "true");
    await screen(page, "form-choice-field-errors");
  });

  test("fills choice, personal and background, saving each tab", async ({ page }) => {
    await openForm(page);
    const tabs = page.getByRole("tablist");
    await tabs.getByRole("tab", { name: "Programme choice" }).click();

    const choice = page.getByRole("tabpanel", { name: "Programme choice" });
    await choice.getByRole("radio", { name: "Master of Science (MSc)" }).check();
    await choose(choice, "Master of Science programme", "MSc in Aerospace Engineering");
    await choice.getByRole("textbox", { name: "Email of referee 1" }).fill("Teacher@University.example");
    await screen(page, "form-choice-filled");
    await choice.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "tab is saved" })).toHaveText(
      /The “Programme choice” tab is saved\./,
    );

    const personal = page.getByRole("tabpanel", { name: "Personal information" });
    await expect(tabs.getByRole("tab", { name: "Personal information" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabs.getByRole("tab", { name: "Background" })).toBeDisabled();
    await personal.getByRole("button", { name: "Save and continue" }).click();
    await errorOf(personal.getByRole("textbox", { name: "Family name" }));
    await errorOf(personal.getByRole("textbox", { name: "Date of birth" }));
    await expect(tabs.getByRole("tab", { name: "Background" })).toBeDisabled();
    await screen(page, "form-personal-errors");

    await personal.getByRole("textbox", { name: "Family name" }).fill("Dupont-Lefèvre");
    await personal.getByRole("textbox", { name: "Given name" }).fill("Anaïs");
    await personal.getByRole("textbox", { name: "Date of birth" }).fill("14/07/1999");
    await choose(personal, "Country of birth", "France", "Fran");
    await personal.getByRole("textbox", { name: "City of birth" }).fill("Toulouse");
    await choose(personal, "Nationality", "France", "Fran");
    await personal.getByLabel("Identity photo").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: jpgBytes(),
    });
    await expect(personal.getByText("photo.jpg")).toBeVisible();
    // A passport number alone is not enough (SPEC §5): the whole passport set, said under the field.
    const passport = personal.getByRole("group", { name: "Passport" });
    await passport.getByRole("textbox", { name: "Passport number" }).fill("19AB12345");
    const card = personal.getByRole("textbox", { name: "Identity card number" });
    await expect(card).toHaveAccessibleDescription(
      /Identity information \(identity card or passport\) is missing/,
    );
    await passport.getByRole("textbox", { name: "Issuing authority" }).fill("Préfecture de la Haute-Garonne");
    await passport.getByRole("textbox", { name: "Date of issue" }).fill("01/01/2020");
    await passport.getByRole("textbox", { name: "Expiry date" }).fill("01/01/2030");
    await passport.getByRole("textbox", { name: "Expiry date" }).press("Tab");
    await expect(card).not.toHaveAccessibleDescription(/Identity information/);
    await screen(page, "form-personal-filled");
    await personal.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "tab is saved" })).toHaveText(
      /The “Personal information” tab is saved\./,
    );

    const background = page.getByRole("tabpanel", { name: "Background" });
    await expect(background).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "Background" })).toHaveAttribute("aria-selected", "true");
    await screen(page, "form-personal-saved");
    await background.getByRole("button", { name: "Save and continue" }).click();
    await errorOf(background.getByRole("spinbutton", { name: "Year of the baccalaureate" }));
    await screen(page, "form-background-errors");

    await background.getByRole("spinbutton", { name: "Year of the baccalaureate" }).fill("2017");
    await background.getByRole("radio", { name: "Foreign school" }).check();
    await background.getByRole("textbox", { name: "School", exact: true }).fill("Lycée Jean Monnet");
    await background.getByRole("textbox", { name: "Town of the school" }).fill("Brussels");
    await background.getByRole("radio", { name: "Master", exact: true }).check();
    // The access title sets level and grade: shown set and read-only, with the hint saying so.
    await expectChosen(background, "Level of the access title", "Level 1 (Master)");
    await expectChosen(background, "Grade of the access title", "Master");
    await expect(
      background.getByRole("combobox", { name: "Grade of the access title", exact: true }),
    ).toBeDisabled();
    await expect(background.getByText("Set by your access title").first()).toBeVisible();
    await background.getByRole("spinbutton", { name: "Year obtained (or expected)" }).fill("2024");
    await choose(background, "Country where obtained", "Belgium", "Belg");
    await screen(page, "form-background-filled");
    await background.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "tab is saved" })).toHaveText(
      /The “Background” tab is saved\./,
    );
    await expect(tabs.getByRole("tab", { name: "Languages" })).toHaveAttribute("aria-selected", "true");
  });

  test("after a reload, the saved values are there", async ({ page }) => {
    await openForm(page);
    const tabs = page.getByRole("tablist");

    await tabs.getByRole("tab", { name: "Programme choice" }).click();
    const choice = page.getByRole("tabpanel", { name: "Programme choice" });
    await expect(choice.getByRole("radio", { name: "Master of Science (MSc)" })).toBeChecked();
    await expectChosen(choice, "Master of Science programme", "MSc in Aerospace Engineering");
    await expect(choice.getByRole("textbox", { name: "Email of referee 1" })).toHaveValue(
      /teacher@university\.example/i,
    );

    await tabs.getByRole("tab", { name: "Personal information" }).click();
    const personal = page.getByRole("tabpanel", { name: "Personal information" });
    await expect(personal.getByRole("textbox", { name: "Family name" })).toHaveValue(/Dupont-Lef[eè]vre/i);
    await expect(personal.getByRole("textbox", { name: "Given name" })).toHaveValue(/Ana[iï]s/i);
    await expect(personal.getByRole("textbox", { name: "Date of birth" })).toHaveValue("14/07/1999");
    await expect(personal.getByRole("textbox", { name: "City of birth" })).toHaveValue(/Toulouse/i);
    await expectChosen(personal, "Country of birth", "France");
    await expectChosen(personal, "Nationality", "France");
    await expect(personal.getByText("photo.jpg")).toBeVisible();
    await expect(personal.getByRole("textbox", { name: "Passport number" })).toHaveValue("19AB12345");
    await screen(page, "form-personal-reloaded");

    await tabs.getByRole("tab", { name: "Background" }).click();
    const background = page.getByRole("tabpanel", { name: "Background" });
    await expect(background.getByRole("spinbutton", { name: "Year of the baccalaureate" })).toHaveValue(
      "2017",
    );
    await expect(background.getByRole("radio", { name: "Foreign school" })).toBeChecked();
    await expect(background.getByRole("radio", { name: "Master", exact: true })).toBeChecked();
    await expectChosen(background, "Level of the access title", "Level 1 (Master)");
    await expectChosen(background, "Grade of the access title", "Master");
    await expectChosen(background, "Country where obtained", "Belgium");
    await expect(background.getByRole("spinbutton", { name: "Year obtained (or expected)" })).toHaveValue(
      "2024",
    );
    await screen(page, "form-background-reloaded");
  });

  test("keeps the school and its town typed in the same save as the school type", async ({ page }) => {
    await openForm(page);
    await page.getByRole("tablist").getByRole("tab", { name: "Background" }).click();
    const background = page.getByRole("tabpanel", { name: "Background" });
    await expect(background.getByRole("textbox", { name: "Town of the school" })).toHaveValue("Brussels", {
      timeout: 2_000,
    });
    await expect(background.getByRole("textbox", { name: "School", exact: true })).toHaveValue(
      /Lyc[ée]e Jean Monnet/i,
      { timeout: 2_000 },
    );
  });
});
