import { describe, expect, it } from "vitest";
import { loginTarget } from "./login-target.ts";

const params = (query: string) => new URLSearchParams(query);
const candidate = { login: "ada@example.org", token: "t", admin: false, role: "candidate" as const };
const reviewer = { login: "rev@example.org", token: "t", admin: false, role: "reviewer" as const };
const oldAdmin = { login: "boss@example.org", token: "t", admin: true };

describe("loginTarget", () => {
  it("sends a candidate to the home (what comes next), staff to the dashboard", () => {
    expect(loginTarget(params(""), candidate)).toBe("/");
    expect(loginTarget(params(""), reviewer)).toBe("/admin");
    // A session stored before roles existed: its admin flag makes it staff.
    expect(loginTarget(params(""), oldAdmin)).toBe("/admin");
  });

  it("keeps the page a visitor came from: a form named by ?id, a back-office page by ?next", () => {
    expect(loginTarget(params("id=other"), reviewer)).toBe("/form/other");
    expect(loginTarget(params("id=candform"), candidate)).toBe("/form/candform");
    expect(loginTarget(params("next=%2Fadmin%2Fapplications%3Fjury%3DMAE"), reviewer)).toBe(
      "/admin/applications?jury=MAE",
    );
  });

  it("never follows ?next to another site", () => {
    expect(loginTarget(params("next=%2F%2Fevil.example"), reviewer)).toBe("/admin");
    expect(loginTarget(params("next=https%3A%2F%2Fevil.example"), candidate)).toBe("/");
    expect(loginTarget(params("next=%2F%5Cevil.example"), candidate)).toBe("/");
  });
});
