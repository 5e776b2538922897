import { describe, expect, it } from "vitest";
import { EU_MEMBER_STATES } from "./eu-members.ts";
import { countryRows } from "./countries.ts";

describe("EU member states", () => {
  it("lists the 27 members once each, as existing ISO alpha-2 codes", () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    const codes = new Set(countryRows().map((c) => c.code));
    for (const code of EU_MEMBER_STATES) expect(codes.has(code), code).toBe(true);
  });

  it("holds the founders and the latest member, not the United Kingdom nor Switzerland", () => {
    for (const code of ["FR", "DE", "IT", "BE", "NL", "LU", "HR"]) expect(EU_MEMBER_STATES).toContain(code);
    for (const code of ["GB", "CH", "NO", "IS"]) expect(EU_MEMBER_STATES).not.toContain(code);
  });
});
