import { MSC_CHOICE, createAccount, expect, saveTabByApi, test } from "./fixtures.ts";
import { ADMIN } from "./settings.ts";
import { searchInAdminPanel } from "./journey-kit.ts";
import { screen } from "./screens.ts";

// Issue 3: administrators open any candidate's answer from the side panel, in admin mode (SPEC §2, §6).
test.describe("admin mode", () => {
  test("an administrator logs in and sees the side panel of answers with its count", async ({
    page,
    request,
  }) => {
    const candidate = await createAccount(request);
    await saveTabByApi(request, candidate, "choice", MSC_CHOICE);

    await page.goto("/login?id=candform");
    await page.getByLabel("E-mail address").fill(ADMIN.login);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/form\/candform$/);

    const panel = page.getByRole("complementary");
    const heading = panel.getByRole("tab", { name: /^Answers/ });
    await expect(heading).toHaveAttribute("aria-selected", "true");
    const count = heading.getByLabel(/^\d+ of \d+$/);
    await expect(count).toBeVisible();
    const total = Number(await count.textContent());
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(panel.getByRole("button", { name: new RegExp(candidate.login) })).toBeVisible();
    await expect(page.getByText("Choose an answer in the list to open it.")).toBeVisible();
    await screen(page, "admin-panel");
  });

  test("opens a candidate's answer from the side panel and sees every tab", async ({
    page,
    request,
    admin,
  }) => {
    const candidate = await createAccount(request);
    await saveTabByApi(request, candidate, "choice", MSC_CHOICE);

    const { panel, entry } = await searchInAdminPanel(page, admin.login, candidate.login);
    await expect(panel.getByRole("tab", { name: /^Answers/ }).getByLabel("1 of 1")).toBeVisible();
    await expect(entry).toContainText("Last modified");
    await expect(entry).toContainText("Created");
    await entry.click();

    await expect(entry).toHaveAttribute("aria-current", "true");
    await expect(entry).toHaveClass(/active/);
    await expect(
      page.getByText(`Answer of ${candidate.login} (admin mode: every tab is open)`),
    ).toBeVisible();

    // Admin mode shows every tab of the form, even those a candidate does not reach yet.
    const tabs = page.getByRole("main").getByRole("tablist").last();
    for (const name of ["Personal information", "Background", "Validation"]) {
      await expect(tabs.getByRole("tab", { name })).toBeEnabled();
    }
    const all = tabs.getByRole("tab");
    expect(await all.count()).toBeGreaterThanOrEqual(21);
    for (const tab of await all.all()) await expect(tab).toBeEnabled();

    await tabs.getByRole("tab", { name: "Programme choice" }).click();
    const choice = page.getByRole("tabpanel", { name: "Programme choice" });
    await expect(choice.getByRole("radio", { name: "Master of Science (MSc)" })).toBeChecked();
    await expect(choice.getByRole("combobox", { name: "Master of Science programme" })).toHaveValue(
      "MSc in Aerospace Engineering",
    );
    await screen(page, "admin-answer-open");

    await tabs.getByRole("tab", { name: "Background" }).click();
    await expect(page.getByRole("tabpanel", { name: "Background" })).toBeVisible();
    await screen(page, "admin-answer-background");
  });
});
