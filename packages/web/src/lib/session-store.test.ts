import { describe, expect, it } from "vitest";
import { getSession, sessionFromLogin, setSession } from "./session-store.ts";
import { isAdministratorSession, isStaffSession } from "./staff-session.ts";

describe("session store: role and juries", () => {
  it("keeps the role and juries of a login answer", () => {
    setSession(
      sessionFromLogin({
        token: "t",
        admin: 0,
        login: "rev@x.org",
        role: "reviewer",
        juries: ["MAE"],
      }),
    );
    expect(getSession()).toMatchObject({
      login: "rev@x.org",
      token: "t",
      admin: false,
      role: "reviewer",
      juries: ["MAE"],
    });
    expect(isStaffSession(getSession())).toBe(true);
    expect(isAdministratorSession(getSession())).toBe(false);
  });

  it("reads the role from `admin` when the server or the stored session has none", () => {
    setSession(sessionFromLogin({ token: "t", admin: 1 }, "boss@x.org"));
    expect(getSession()).toMatchObject({ login: "boss@x.org", role: "administrator", juries: [] });
    localStorage.setItem("portal.session", JSON.stringify({ login: "ada@x.org", token: "t", admin: false }));
    expect(getSession()).toMatchObject({ role: "candidate", juries: [] });
    expect(isStaffSession(getSession())).toBe(false);
  });

  it("ignores a role it does not know and juries that are not ids", () => {
    localStorage.setItem(
      "portal.session",
      JSON.stringify({
        login: "x@x.org",
        token: "t",
        admin: false,
        role: "superuser",
        juries: ["MAE", 3, null],
      }),
    );
    expect(getSession()).toMatchObject({ role: "candidate", juries: ["MAE"] });
    expect(isStaffSession(null)).toBe(false);
  });
});
