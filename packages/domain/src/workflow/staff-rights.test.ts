import { describe, expect, it } from "vitest";
import { STAFF_ACTIONS, staffMay, staffRightsOf } from "./staff-rights.ts";

describe("staff rights", () => {
  it("lets an administrator do everything", () => {
    for (const action of STAFF_ACTIONS) expect(staffMay("administrator", action)).toBe(true);
  });

  it("lets a reviewer read, note and score, and nothing the candidate or the money sees", () => {
    const allowed = STAFF_ACTIONS.filter((action) => staffMay("reviewer", action));
    expect(allowed).toEqual(["read", "note", "score"]);
  });

  it("gives a candidate or an unknown role nothing", () => {
    for (const role of ["candidate", undefined, null, "Administrator"])
      expect(Object.values(staffRightsOf(role)).some(Boolean)).toBe(false);
  });
});
