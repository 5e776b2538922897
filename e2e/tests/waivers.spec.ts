import { axeViolations } from "./axe.ts";
import { apiLogin, createAccount, expect, postJson, test, uniqueEmail } from "./fixtures.ts";
import { applicationByApi, readAnswer } from "./journey-kit.ts";
import { screen } from "./screens.ts";
import { ADMIN } from "./settings.ts";

// Fee waivers (issue #39): the dossier's "Waive a fee" dialog, the Waiver codes settings page and
// the candidate's waiver code field at payment, each checked by axe and saved at desktop and phone
// sizes.

const PHONE = { width: 390, height: 844 };

test("an administrator waives part of a candidate's application fee from the dossier", async ({
  page,
  admin,
  request,
}) => {
  const candidate = await createAccount(request, uniqueEmail("waived"));
  await applicationByApi(request, candidate, { proofOfPayment: false });
  const { id } = await readAnswer(request, admin, candidate.login);
  await page.goto(`/admin/applications/${id}`);
  const payments = page.getByRole("region", { name: "Payments" });
  await payments.getByRole("button", { name: "Waive a fee" }).click();
  const dialog = page.getByRole("dialog", { name: "Waive a fee" });
  await expect(dialog.getByLabel("Payment")).toHaveAccessibleDescription("Still due: €100.00");
  await dialog.getByLabel("Part of it").check();
  await dialog.getByLabel("Amount to waive").fill("150");
  await dialog.getByLabel("Reason").fill("Partner school agreement");
  await dialog.getByRole("button", { name: "Waive", exact: true }).click();
  await expect(dialog.getByText("At most €100.00 is still due for “Application fee”")).toBeVisible();
  await dialog.getByLabel("Amount to waive").fill("40");
  expect(await axeViolations(page, ".modal")).toEqual([]);
  await screen(page, "waiver-dialog", { fullPage: false });
  await page.setViewportSize(PHONE);
  await screen(page, "waiver-dialog-phone", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Waive", exact: true }).click();
  await expect(payments.getByText("Application fee: €40.00 waived.")).toBeVisible();
  await expect(payments.getByText("Partner school agreement")).toBeVisible();
  await payments.scrollIntoViewIfNeeded();
  await screen(page, "waiver-dossier-after", { fullPage: false });
});

test("an administrator creates and archives waiver codes on the settings page", async ({ page, admin }) => {
  void admin;
  await page.goto("/admin");
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("link", { name: "Waiver codes" }).click();
  await expect(page.getByRole("heading", { name: "Waiver codes", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Create a waiver code" });
  const code = `PARTNER-${Date.now().toString(36).toUpperCase()}`;
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Percentage off").fill("50");
  await form.getByLabel("Maximum uses").fill("20");
  await form.getByRole("button", { name: "Create the code" }).click();
  await expect(form.getByText(`Code ${code} created.`)).toBeVisible();
  const second = `TUITION-${Date.now().toString(36).toUpperCase()}`;
  await form.getByLabel("Code").fill(second);
  await form.getByLabel("Payment").selectOption("tuition");
  await form.getByLabel("Reduction").selectOption("amount");
  await form.getByLabel("Amount off").fill("1000");
  await form.getByLabel("Programme").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Create the code" }).click();
  await expect(page.getByRole("rowheader", { name: second })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
  await expect(row.getByRole("cell").nth(3)).toHaveText("0 of 20");
  expect(await axeViolations(page)).toEqual([]);
  await screen(page, "waiver-codes");
  await page.setViewportSize(PHONE);
  await screen(page, "waiver-codes-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: `Archive ${second}` }).click();
  await expect(page.getByRole("button", { name: `Restore ${second}` })).toBeVisible();
});

test("a candidate applies a waiver code at payment: half off, then the rest stays payable", async ({
  page,
  candidate,
  request,
}) => {
  const office = await apiLogin(request, ADMIN.login, ADMIN.password);
  const code = `HALF-${Date.now().toString(36).toUpperCase()}`;
  await postJson(
    request,
    "/ws/admin/waiver-codes",
    { code, nature: "application_fee", percentOff: 50 },
    { Authorization: `Bearer ${office.token}` },
  );
  await applicationByApi(request, candidate, { proofOfPayment: false });
  await page.goto("/form/candform/payment");
  const field = page.getByRole("region", { name: "Have a waiver code?" });
  await expect(field).toBeVisible();
  await field.getByLabel("Waiver code").fill("nope-nope");
  await field.getByRole("button", { name: "Apply the code" }).click();
  await expect(field.getByText("This waiver code does not exist. Check how it is spelt.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screen(page, "waiver-code-field-refused");
  await field.getByLabel("Waiver code").fill(code.toLowerCase());
  await field.getByRole("button", { name: "Apply the code" }).click();
  await expect(field.getByText(`Code ${code} applied: €50.00 waived. Left to pay: €50.00.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay the application fee online" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screen(page, "waiver-code-field");
  await page.setViewportSize(PHONE);
  await screen(page, "waiver-code-field-phone");
});
