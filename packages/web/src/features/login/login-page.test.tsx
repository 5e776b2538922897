import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as browser from "../../lib/browser-location.ts";
import { getSession } from "../../lib/session-store.ts";
import { fakeServer, renderApp, sentBody, testConfig } from "../../test-utils.tsx";

vi.mock("../../lib/browser-location.ts", () => ({ redirectBrowser: vi.fn(), currentPageUrl: vi.fn() }));

const local = { "GET /ws/form/candform/authtypes": { body: { authType: "local" } } };
const cas = {
  "GET /ws/form/candform/authtypes": { body: { authType: "CAS" } },
  "GET /ws/config": { body: { ...testConfig, authType: "CAS", casUrl: "https://cas.example.org/cas" } },
};

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText("E-mail address"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("login page", () => {
  it("logs in locally, stores the session and returns to the form named by ?id", async () => {
    const server = fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        body: { result: "ok", token: "t1", admin: 1, role: "administrator", juries: [] },
      },
    });
    const { router } = renderApp("/login?id=candform");
    await logIn("Ada@Example.org", "correct horse battery");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/form/candform"));
    expect(sentBody(server, "POST /ws/form/candform/login")).toEqual({
      login: "ada@example.org",
      password: "correct horse battery",
    });
    expect(getSession()).toMatchObject({ login: "ada@example.org", token: "t1", admin: true });
  });

  it("shows the pages in the language the person chose on their account, on any device", async () => {
    // The language lived in one browser: signing in on a phone showed English to a French speaker.
    fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        body: { result: "ok", token: "t1", admin: 0, role: "candidate", juries: [], locale: "fr" },
      },
    });
    const { router } = renderApp("/login");
    await logIn("ada@example.org", "correct horse battery");
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe("/login"));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    expect(localStorage.getItem("portal.lang")).toBe("fr");
  });

  it("says clearly that the login failed", async () => {
    fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        body: { result: "error" },
        offContract: "the server refuses a login with 400 LOGIN_FAILED; the form also survives a 200",
      },
    });
    const { router } = renderApp("/login");
    await logIn("ada@example.org", "wrong password!");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Login failed: the e-mail address or the password is not correct.",
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(getSession()).toBeNull();
  });

  it("shows the server's words when login attempts are slowed down (429), and keeps the form usable", async () => {
    const message =
      "Too many failed logins to this account from your connection. Please wait 4 s before trying again, or ask for a new password on the home page.";
    fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        status: 429,
        statusText: "Too Many Requests",
        body: { result: "error", code: "LOGIN_THROTTLED", message },
      },
    });
    const { router } = renderApp("/login");
    await logIn("ada@example.org", "wrong password!");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/login");
    expect(getSession()).toBeNull();
  });

  it("with CAS and no ticket, sends the browser to the central login with this page as service", async () => {
    vi.mocked(browser.currentPageUrl).mockReturnValue("http://portal.test/login?id=candform");
    fakeServer(cas);
    renderApp("/login?id=candform");
    await vi.waitFor(() =>
      expect(browser.redirectBrowser).toHaveBeenCalledWith(
        "https://cas.example.org/cas/login?service=http%3A%2F%2Fportal.test%2Flogin%3Fid%3Dcandform",
      ),
    );
  });

  it("with a CAS ticket, posts logincas with the page URL once and opens the form", async () => {
    vi.mocked(browser.currentPageUrl).mockReturnValue("http://portal.test/login?id=candform&ticket=ST-1");
    const server = fakeServer({
      ...cas,
      "POST /ws/form/candform/logincas": {
        body: {
          result: "ok",
          login: "ada",
          email: "ada@example.org",
          token: "t2",
          admin: 0,
          role: "candidate",
          juries: [],
        },
      },
    });
    const { router } = renderApp("/login?id=candform&ticket=ST-1");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/form/candform"));
    expect(sentBody(server, "POST /ws/form/candform/logincas")).toEqual({
      page_url: "http://portal.test/login?id=candform&ticket=ST-1",
    });
    expect(server.mock.calls.filter(([url]) => String(url).endsWith("/logincas"))).toHaveLength(1);
    expect(getSession()).toMatchObject({ login: "ada", token: "t2", admin: false });
    expect(browser.redirectBrowser).not.toHaveBeenCalled();
  });

  it("sends a reviewer to the back office's dashboard and stores the role and juries", async () => {
    fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        body: {
          result: "ok",
          token: "t3",
          admin: 0,
          login: "rev@example.org",
          role: "reviewer",
          juries: ["MAE"],
        },
      },
    });
    const { router } = renderApp("/login");
    await logIn("rev@example.org", "correct horse battery");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(getSession()).toMatchObject({ role: "reviewer", juries: ["MAE"], admin: false });
  });

  it("returns staff to the back-office page they came from (?next)", async () => {
    fakeServer({
      ...local,
      "POST /ws/form/candform/login": {
        body: { result: "ok", token: "t4", admin: 1, role: "administrator", juries: [] },
      },
    });
    const { router } = renderApp("/admin/staff");
    await vi.waitFor(() => expect(router.state.location.search).toBe("?next=%2Fadmin%2Fstaff"));
    await logIn("boss@example.org", "correct horse battery");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin/staff"));
  });
});
