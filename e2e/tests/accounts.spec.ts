import type { Page } from "@playwright/test";
import { expect, strongPassword, test, uniqueEmail, waitForMailLink } from "./fixtures.ts";
import { screen } from "./screens.ts";

// Issue 2: the whole account journey through the UI, one account walked step by step.
test.describe.serial("an account, from registration to a password reset", () => {
  const email = uniqueEmail("journey");
  const password = strongPassword();
  const newPassword = strongPassword();
  let activationLink = "";

  async function logIn(page: Page, secret: string) {
    await page.goto("/login?id=candform");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(secret);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/form\/candform(\/[a-z_]+)?$/);
    await expect(page.getByRole("navigation").getByText(`Logged in as ${email}`)).toBeAttached();
  }

  test("registers from the home page and receives an activation link", async ({ page }) => {
    await page.goto("/");
    const register = page.getByRole("form", { name: "Create an account" });
    await register.getByLabel("E-mail address").fill(email);
    await screen(page, "home-register-filled");
    await register.getByRole("button", { name: "Create my account" }).click();
    await expect(register.getByRole("alert")).toHaveText(
      "Please check your mailbox: if this address can be used, a message with a link has been sent to it.",
    );
    await screen(page, "home-register-sent");

    activationLink = await waitForMailLink(email);
    const url = new URL(activationLink);
    expect(url.pathname).toBe("/activation");
    expect(url.searchParams.get("id")).toBe("candform");
    expect(url.searchParams.get("user")).toBe(email);
    expect(url.searchParams.get("reset")).toBe("0");
    expect(url.searchParams.get("activationToken")).toBeTruthy();
  });

  test("sets a password: a short one and a mismatch are refused, then lands logged in", async ({ page }) => {
    await page.goto(activationLink);
    await expect(page.getByRole("heading", { name: "Account activation" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await screen(page, "activation");

    const passwordBox = page.getByLabel("Password", { exact: true });
    const confirmBox = page.getByLabel("Confirm the password");
    const submit = page.getByRole("button", { name: "Activate my account" });

    await passwordBox.fill("short pass");
    await confirmBox.fill("short pass");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("The password must have at least 12 characters.");
    await expect(passwordBox).toHaveAttribute("aria-invalid", "true");
    await expect(passwordBox).toHaveClass(/is-invalid/);
    await screen(page, "activation-too-short");

    await passwordBox.fill(password);
    await confirmBox.fill(`${password}x`);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("The passwords do not match.");
    await expect(confirmBox).toHaveAttribute("aria-invalid", "true");
    await expect(confirmBox).toHaveClass(/is-invalid/);
    await expect(passwordBox).not.toHaveClass(/is-invalid/);
    await screen(page, "activation-mismatch");

    await confirmBox.fill(password);
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("alert")).toHaveText("Your account has been activated.");
    await expect(page.getByRole("navigation").getByText(`Logged in as ${email}`)).toBeAttached();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // A new candidate's home names the steps, the first one to start.
    await expect(page.getByRole("list", { name: "Your steps" })).toBeVisible();
    await expect(page.getByTestId("journey-step-application").getByTestId("journey-state")).toHaveText(
      "Not started",
    );
    await screen(page, "home-after-activation");
  });

  test("the activation link works only once", async ({ page }) => {
    await page.goto(activationLink);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm the password").fill(password);
    await page.getByRole("button", { name: "Activate my account" }).click();
    await expect(page.getByRole("alert")).toContainText("There was a problem while activating your account");
    await screen(page, "activation-link-used");
  });

  test("logs out, then logs in again", async ({ page }) => {
    // Logging out of the form page once landed on /login (the page guard won the race): home expected.
    await logIn(page, password);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await screen(page, "home-logged-out");

    await page.goto("/login?id=candform");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText("Login failed");
    await screen(page, "login-failed");

    await logIn(page, password);
    await screen(page, "form-after-login");
  });

  test("asks a password reset, sets a new password and logs in with it", async ({ page }) => {
    await page.goto("/");
    const reset = page.getByRole("form", { name: "Forgot password" });
    await reset.getByLabel("E-mail address").fill(email);
    await reset.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(reset.getByRole("alert")).toHaveText(
      "Please check your mailbox: if this address can be used, a message with a link has been sent to it.",
    );

    const resetLink = await waitForMailLink(email, activationLink);
    expect(new URL(resetLink).searchParams.get("reset")).toBe("1");
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
    await screen(page, "password-reset");

    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm the password").fill(newPassword);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Your password has been changed. You can now log in with it.",
    );
    await screen(page, "password-reset-done");

    await page.goto("/login?id=candform");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText("Login failed");

    await logIn(page, newPassword);
  });
});
