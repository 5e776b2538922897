import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/sessions.ts";
import { canManageLookups } from "./lookup.ts";

const candidate: Actor = { userId: 1, login: "ada@example.org", email: "ada@example.org", isAdmin: false };
const admin: Actor = { userId: 2, login: "admin@example.org", email: "admin@example.org", isAdmin: true };

describe("lookup policy", () => {
  it("lets an administrator replace and export lookup tables", () => {
    expect(canManageLookups(admin)).toBe(true);
  });

  it("should deny a candidate and the anonymous caller", () => {
    expect(canManageLookups(candidate)).toBe(false);
    expect(canManageLookups(null)).toBe(false);
    expect(canManageLookups(undefined)).toBe(false);
  });
});
