import { describe, expect, it } from "vitest";
import { APPLICATION_TABS, candform } from "../schema/candform.ts";
import { evaluate } from "./evaluate.ts";
import { isReadOnly, readOnlyFieldsOfTabs, withReadOnly } from "./read-only.ts";

describe("read-only", () => {
  it("applies per field, per tab, and from the descriptor", () => {
    expect(isReadOnly(candform, "admis")).toBe(true);
    expect(isReadOnly(candform, "familyName")).toBe(false);
    expect(isReadOnly(candform, "familyName", { readOnlyFields: ["familyName"] })).toBe(true);
    expect(isReadOnly(candform, "familyName", { readOnlyTabs: ["personal"] })).toBe(true);
    expect(isReadOnly(candform, "familyName", { readOnlyTabs: ["choice"] })).toBe(false);
  });

  it("locks every field of the application tabs in a schema copy, keeping the validators", () => {
    const locked = withReadOnly(candform, { tabs: APPLICATION_TABS, fields: ["bourses_isae"] });
    expect(readOnlyFieldsOfTabs(candform, ["choice"])).toEqual([
      "typeformation",
      "mscchoice",
      "fstchoice",
      "sndchoice",
      "trdchoice",
      "reco_email_1",
      "reco_email_2",
    ]);
    expect(locked.fields.familyName.readOnly && locked.fields.bourses_isae.readOnly).toBe(true);
    expect(candform.fields.familyName.readOnly).toBeUndefined();
    expect(evaluate(locked, {}).fields.familyName).toMatchObject({ readOnly: true, submitable: false });
    expect(withReadOnly(candform, {})).toBe(candform);
  });
});
