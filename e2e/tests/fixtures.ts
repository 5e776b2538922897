import { test as base, expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { latestOutboxLink } from "../../packages/server/src/mail/outbox-files.ts";
import { ADMIN, BASE_URL, E2E_DATA_DIR } from "./settings.ts";

/** An activated account with a live session (the token the web app keeps in localStorage). */
export interface Account {
  email: string;
  password: string;
  login: string;
  token: string;
  admin: boolean;
}

const SESSION_KEY = "portal.session";
const FORM = "/ws/form/candform";
let counter = 0;

/** A fresh, unique e-mail address for a test account. */
export function uniqueEmail(prefix = "candidate"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.org`;
}

/** A password the server accepts (12 characters or more, not a common one). */
export function strongPassword(): string {
  return `Tangerine river ${Math.random().toString(36).slice(2, 10)}`;
}

/** POSTs JSON with the anti-forgery header echoing the XSRF-TOKEN cookie (fetched first when absent). */
export async function postJson(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!xsrf) {
    await request.get("/ws/config");
    xsrf = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  }
  const response = await request.post(url, { data, headers: { ...headers, "X-XSRF-TOKEN": xsrf ?? "" } });
  if (response.status() >= 400) {
    throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

/** Waits for the file outbox to hold a link for `email` different from `previous`, and returns it. */
export async function waitForMailLink(email: string, previous?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = latestOutboxLink(E2E_DATA_DIR, email)) !== undefined && link !== previous, {
      message: `an e-mail with a link to ${email}`,
      timeout: 15_000,
    })
    .toBe(true);
  return link!;
}

/** Logs in through the API: the session the web app would store. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Account> {
  const answer = (await postJson(request, `${FORM}/login`, { login: email, password })) as {
    result: string;
    token?: string;
    admin?: unknown;
    login?: string;
  };
  expect(answer.result, `login of ${email}`).toBe("ok");
  const admin = answer.admin === true || (typeof answer.admin === "number" && answer.admin > 0);
  return { email, password, login: answer.login ?? email, token: answer.token!, admin };
}

/** Registers and activates an account through the API and the outbox link, then logs it in. */
export async function createAccount(request: APIRequestContext, email = uniqueEmail()): Promise<Account> {
  const password = strongPassword();
  await postJson(request, `${FORM}/user/register`, { user: email, appurl: BASE_URL });
  const link = new URL(await waitForMailLink(email));
  const token = link.searchParams.get("activationToken");
  const activated = (await postJson(request, `${FORM}/user/activate`, { user: email, password, token })) as {
    result: string;
  };
  expect(activated.result, `activation of ${email}`).toBe("ok");
  return apiLogin(request, email, password);
}

/**
 * Saves one tab of the account's own answer through the API, as the form's save button does (the
 * tab's `_validated` flag set to O): a quick way to reach a later tab.
 */
export async function saveTabByApi(
  request: APIRequestContext,
  account: Account,
  tab: string,
  values: Record<string, unknown>,
): Promise<void> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const read = await request.get(`${FORM}/answer/${encodeURIComponent(account.login)}`, { headers: auth });
  expect(read.status(), "reading the answer").toBe(200);
  const answer = (await read.json()) as { id: number; version: number };
  const saved = (await postJson(
    request,
    `${FORM}/answer/${answer.id}`,
    { tab, version: answer.version, values: { ...values, [`${tab}_validated`]: "O" } },
    auth,
  )) as { result: string };
  expect(saved.result, `saving the ${tab} tab`).toBe("OK");
}

/** The choice tab of a candidate applying to the MSc in Aerospace Engineering. */
export const MSC_CHOICE = { typeformation: "MSC", mscchoice: "MAE" };

/**
 * Makes the page start logged in as `account`: the session is written to localStorage before the
 * app's first script, once per tab (a later logout in the test stays a logout).
 */
export async function seedSession(page: Page, account: Account): Promise<void> {
  const session = JSON.stringify({
    login: account.login,
    email: account.email,
    token: account.token,
    admin: account.admin,
  });
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem("e2e.seeded")) return;
      sessionStorage.setItem("e2e.seeded", "1");
      localStorage.setItem(key!, value!);
    },
    [SESSION_KEY, session],
  );
}

/**
 * What React says in the console when the browser's first render of a prerendered page differs
 * from its HTML (production build: errors #418 to #425, "Hydration failed…"), or recovers from it.
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])|error #4(1[89]|2[0-5])/i;

/** Every hydration problem the console or an uncaught error reports on `page`, into `found`. */
export function watchHydration(page: Page, found: string[]): void {
  page.on("console", (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(String(error))) found.push(`${page.url()}: ${String(error)}`);
  });
}

/**
 * Shared fixtures: `candidate` is a new activated account, logged in on `page`; `admin` is the
 * e2e administrator (settings ADMIN), logged in on `page`. Use one of them per test. Every test's
 * `page` fails it when React reports a hydration problem in the console.
 */
export const test = base.extend<{ candidate: Account; admin: Account }, { adminAccount: Account }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    watchHydration(page, problems);
    await use(page);
    expect(problems, "React's hydration problems in the console").toEqual([]);
  },
  candidate: async ({ page, request }, use) => {
    const account = await createAccount(request);
    await seedSession(page, account);
    await use(account);
  },
  // One administrator login per worker: the login rate limit counts per account.
  adminAccount: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(await apiLogin(request, ADMIN.login, ADMIN.password));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  admin: async ({ page, request, adminAccount }, use) => {
    let account = adminAccount;
    const check = await request.get(`${FORM}/schema`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    if (check.status() === 401) {
      account = await apiLogin(request, ADMIN.login, ADMIN.password);
      Object.assign(adminAccount, account);
    }
    await seedSession(page, account);
    await use(account);
  },
});

export { expect };
