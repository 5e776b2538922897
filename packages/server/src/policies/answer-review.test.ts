import { describe, expect, it } from "vitest";
import type { Actor } from "../auth/sessions.ts";
import { canReviewAnswer, canWriteAnswer } from "./answer.ts";

const actor = (role: Actor["role"], juries: string[] = []): Actor => ({
  userId: 9,
  login: `${role}@example.org`,
  email: `${role}@example.org`,
  isAdmin: role === "administrator",
  role,
  juries,
});
const application = { login: "ada@example.org", data: {}, jury: "JURY_MSC" };

describe("canReviewAnswer", () => {
  it("lets a reviewer of the application's jury read it, never write it", () => {
    const reviewer = actor("reviewer", ["JURY_AM", "JURY_MSC"]);
    expect(canReviewAnswer(reviewer, application)).toBe(true);
    expect(canWriteAnswer(reviewer, application)).toBe(false);
  });

  it("denies a reviewer of other juries, and any reviewer an application without a jury", () => {
    expect(canReviewAnswer(actor("reviewer", ["JURY_AM"]), application)).toBe(false);
    expect(canReviewAnswer(actor("reviewer", ["JURY_MSC"]), { ...application, jury: null })).toBe(false);
  });

  it("denies another candidate and the anonymous caller; lets the owner and administrators read", () => {
    expect(canReviewAnswer(actor("candidate"), application)).toBe(false);
    expect(canReviewAnswer(null, application)).toBe(false);
    expect(canReviewAnswer({ ...actor("candidate"), login: "ada@example.org" }, application)).toBe(true);
    expect(canReviewAnswer(actor("administrator"), { ...application, jury: null })).toBe(true);
  });
});
