import { describe, expect, it } from "vitest";
import { defaultDeadline, isDay, isOverdue, requestOpensField } from "./document-requests.ts";

describe("document requests", () => {
  it("accepts only days that exist", () => {
    expect(isDay("2026-12-12")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("12/12/2026")).toBe(false);
  });

  it("gives 14 days by default and is overdue only after the deadline day", () => {
    const today = new Date("2026-11-24T10:00:00Z");
    expect(defaultDeadline(today)).toBe("2026-12-08");
    expect(isOverdue("2026-11-24", false, today)).toBe(false);
    expect(isOverdue("2026-11-23", false, today)).toBe(true);
    expect(isOverdue("2026-11-23", true, today)).toBe(false);
  });

  it("opens only the requested path", () => {
    expect(requestOpensField("docs.1.doc_file", ["docs.1.doc_file"])).toBe(true);
    expect(requestOpensField("uploadPhoto", ["docs.1.doc_file"])).toBe(false);
  });
});
