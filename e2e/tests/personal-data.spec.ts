import fs from "node:fs";
import { MSC_CHOICE, createAccount, expect, saveTabByApi, test } from "./fixtures.ts";
import { searchInAdminPanel } from "./journey-kit.ts";
import { screen } from "./screens.ts";

const FORM = "/ws/form/candform";

// Issue 8 (GDPR): the candidate's own download and the office's erasure on request, in the browser.
test("a candidate downloads everything the portal holds about them as one ZIP", async ({
  page,
  request,
  candidate,
}) => {
  await saveTabByApi(request, candidate, "choice", MSC_CHOICE);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Your personal data" });
  await expect(section).toBeVisible();
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  // The ZIP's central directory names its entries in clear: the account and the answer are there.
  expect(bytes.includes("account.json")).toBe(true);
  expect(bytes.includes("answers/")).toBe(true);
  await screen(page, "personal-data-home");
});

test("an administrator erases an account on request, after a confirmation", async ({
  page,
  request,
  admin,
}) => {
  const candidate = await createAccount(request);
  await saveTabByApi(request, candidate, "choice", MSC_CHOICE);

  const { entry } = await searchInAdminPanel(page, admin.login, candidate.login);
  await entry.click();

  const privacy = page.getByRole("region", { name: "Personal data of this candidate" });
  await privacy.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("dialog", { name: `Erase the account ${candidate.login}?` });
  await expect(dialog).toBeVisible();
  await screen(page, "personal-data-erase-confirm");
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(
    page.getByText(/^Erased\. Applications: 1; documents: \d+\. Register reference ER-/),
  ).toBeVisible();

  // The person's session and account are gone: their token no longer opens their answer.
  const read = await request.get(`${FORM}/answer/${encodeURIComponent(candidate.login)}`, {
    headers: { Authorization: `Bearer ${candidate.token}` },
  });
  expect(read.status()).toBe(401);
});
