import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { paiement3x, tuitionState } from "./tuition.ts";

describe("tuitionState", () => {
  it("offers full or three-instalment payment when montant_ins is above 0", () => {
    expect(tuitionState({ montant_ins: 9000, typeformation: "AM" })).toEqual({
      kind: "due",
      amount: 9000,
      options: ["full", "3x"],
      waiverLabel: false,
    });
  });
  it("says no tuition fees are due when montant_ins is 0", () => {
    const state = tuitionState({ montant_ins: "0", typeformation: "MSC" });
    expect(state).toEqual({ kind: "none", key: "workflow.tuition.none", waiverLabel: true });
    expect(state.kind === "none" && translate("en", state.key)).toBe("No tuition fees are due");
  });
  it("shows dashes when montant_ins is missing", () => {
    expect(tuitionState({})).toEqual({ kind: "unknown", display: "--", waiverLabel: false });
  });
  it("shows the tuition waiver label for MSC only", () => {
    expect(tuitionState({ typeformation: "MSC", montant_ins: 1 }).waiverLabel).toBe(true);
    expect(tuitionState({ typeformation: "PG_DIP", montant_ins: 1 }).waiverLabel).toBe(false);
  });
  it("writes paiement3x as 1 or 0", () => {
    expect([paiement3x(true), paiement3x(false)]).toEqual(["1", "0"]);
  });
});
