import { expect, test } from "./fixtures.ts";
import { screen } from "./screens.ts";

// Issue 2: the web shell around the form (SPEC §1, §2).
test.describe("web shell", () => {
  test("home shows the notice: 2025-2026 closed, 2026-2027 open, the sister site", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Online application", level: 1 })).toBeVisible();
    await expect(page.getByText("Applications for the academic year 2025-2026 are closed.")).toBeVisible();
    await expect(page.getByText("Applications for the academic year 2026-2027 are open.")).toBeVisible();
    await expect(page.getByRole("link", { name: "apply on the sister site" })).toHaveAttribute(
      "href",
      "https://www.example.org/sister-programmes",
    );
    await expect(page.getByRole("form", { name: "Create an account" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Forgot password" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "mailto:admissions@example.org",
    );
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await screen(page, "home");
  });

  test("an unknown path shows NOT FOUND", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "NOT FOUND" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await screen(page, "not-found");
  });

  test("a form page without a session goes to login, carrying the form id", async ({ page }) => {
    await page.goto("/form/candform");
    await expect(page).toHaveURL(/\/login\?id=candform$/);
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toBeVisible();
    await screen(page, "login-redirect");
  });

  test("the language switch turns the top bar and the page into French, and back", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Français" }).click();

    const navFr = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(navFr.getByRole("link", { name: "Portail des admissions" })).toBeVisible();
    await expect(navFr.getByRole("link", { name: "Accueil" })).toBeVisible();
    await expect(navFr.getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(navFr.getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByText("Les candidatures pour l'année universitaire 2026-2027 sont ouvertes."),
    ).toBeVisible();
    await screen(page, "home-fr");

    // The choice is remembered on the next visit.
    await page.reload();
    await expect(navFr.getByRole("link", { name: "Accueil" })).toBeVisible();

    await navFr.getByRole("button", { name: "English" }).click();
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a logged-in candidate sees the login and Logout in the top bar, in French too", async ({
    page,
    candidate,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByText(`Logged in as ${candidate.login}`)).toBeAttached();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await nav.getByRole("button", { name: "Français" }).click();
    const navFr = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(navFr.getByRole("button", { name: "Déconnexion" })).toBeVisible();
    await expect(navFr.getByText(`Connecté en tant que ${candidate.login}`)).toBeAttached();
    await screen(page, "home-logged-in-fr");
  });
});
