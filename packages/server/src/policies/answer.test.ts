import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/sessions.ts";
import { canEditLabels, canListAnswers, canReadAnswer, canWriteAnswer, isTabLockedFor } from "./answer.ts";

const ada: Actor = { userId: 1, login: "ada@example.org", email: "ada@example.org", isAdmin: false };
const bob: Actor = { userId: 2, login: "bob@example.org", email: "bob@example.org", isAdmin: false };
const admin: Actor = { userId: 3, login: "admin@example.org", email: "admin@example.org", isAdmin: true };
const answer = { login: "ada@example.org", data: {} };
const validated = { login: "ada@example.org", data: { candidat_validation: "O" } };

describe("answer policy", () => {
  it("lets the candidate read and write their own answer", () => {
    expect(canReadAnswer(ada, answer)).toBe(true);
    expect(canWriteAnswer(ada, answer)).toBe(true);
    expect(canWriteAnswer(ada, answer, "choice")).toBe(true);
  });

  it("lets an administrator read and write any answer, locked tabs included", () => {
    expect(canReadAnswer(admin, answer)).toBe(true);
    expect(canWriteAnswer(admin, validated, "choice")).toBe(true);
    expect(isTabLockedFor(admin, validated, "choice")).toBe(false);
  });

  it("should deny another candidate", () => {
    expect(canReadAnswer(bob, answer)).toBe(false);
    expect(canWriteAnswer(bob, answer)).toBe(false);
    expect(canWriteAnswer(bob, answer, "choice")).toBe(false);
  });

  it("should deny a login differing only by case (logins are stored lower-cased)", () => {
    expect(canReadAnswer(ada, { login: "ADA@example.org" })).toBe(false);
  });

  it("should deny the anonymous caller", () => {
    expect(canReadAnswer(null, answer)).toBe(false);
    expect(canWriteAnswer(undefined, answer, "choice")).toBe(false);
    expect(canListAnswers(null)).toBe(false);
    expect(canEditLabels(undefined)).toBe(false);
  });

  it("should deny the candidate a tab locked by the validated application", () => {
    expect(canWriteAnswer(ada, validated, "choice")).toBe(false);
    expect(isTabLockedFor(ada, validated, "choice")).toBe(true);
    expect(canWriteAnswer(ada, validated, "bourses")).toBe(true);
  });

  it("lets only administrators list answers and edit labels", () => {
    expect(canListAnswers(admin)).toBe(true);
    expect(canListAnswers(ada)).toBe(false);
    expect(canEditLabels(admin)).toBe(true);
    expect(canEditLabels(ada)).toBe(false);
  });
});
