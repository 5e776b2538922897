import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import {
  applyDecision,
  currentDecision,
  mergeDecision,
  scholarshipDecisionOptions,
  validateDecision,
} from "./decision-input.ts";
import { scholarshipDecisionText } from "./results.ts";

const MOTIVATIONS = ["excellent_record", "places_filled"];
const validated = {
  candidat_validation: "O",
  bourses_cedar: true,
  bourses_tuition: "true",
  bourses_mbda: false,
};
const keys = (errors: Record<string, { key: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([f, ms]) => [f, ms.map((m) => m.key)]));

describe("scholarshipDecisionOptions", () => {
  it("offers the five decisions and one award per scholarship applied for", () => {
    expect(scholarshipDecisionOptions(validated).map((o) => o.value)).toEqual([
      "NA",
      "WL",
      "--",
      "TFW",
      "ISAE-F",
      "CEDAR",
    ]);
    expect(scholarshipDecisionOptions({}).map((o) => o.value)).toHaveLength(5);
  });

  it("names an awarded programme by its proper name for the candidate", () => {
    expect(scholarshipDecisionText("EXCELLENCE")).toEqual({
      key: "workflow.scholarshipDecision.named",
      params: { name: "Excellence" },
    });
  });
});

describe("validateDecision", () => {
  it("accepts a complete valid decision", () => {
    const input = {
      admis: "L",
      rank: 3,
      motivation: "places_filled",
      decisionbourse: "CEDAR",
    };
    expect(validateDecision(input, validated, MOTIVATIONS)).toEqual({});
    expect(validateDecision({ admis: "C", montant_ins: 1234.5 }, validated, MOTIVATIONS)).toEqual({});
  });

  it("collects every problem at once, by field", () => {
    const errors = validateDecision(
      { admis: "X", rank: 2, motivation: "archived_one", decisionbourse: "XYZ", montant_ins: 10.005 },
      validated,
      MOTIVATIONS,
    );
    expect(keys(errors)).toEqual({
      admis: ["decisions.error.admis"],
      rank: ["decisions.error.rankNotWaiting"],
      motivation: ["decisions.error.motivation"],
      decisionbourse: ["decisions.error.scholarship"],
      montant_ins: ["decisions.error.amount"],
    });
    const text = translate("en", errors.decisionbourse[0].key, errors.decisionbourse[0].params);
    expect(text).toContain("NA, WL, --, TFW, ISAE-F, CEDAR");
  });

  it("needs a whole rank from 1 for the waiting list, and refuses negative amounts", () => {
    expect(keys(validateDecision({ admis: "L" }, {}, []))).toEqual({
      rank: ["decisions.error.rankRequired"],
    });
    expect(keys(validateDecision({ admis: "L", rank: 0.5 }, {}, []))).toEqual({
      rank: ["decisions.error.rank"],
    });
    expect(keys(validateDecision({ admis: "O", montant_ins: -1 }, {}, []))).toEqual({
      montant_ins: ["decisions.error.amount"],
    });
  });
});

describe("mergeDecision", () => {
  it("clears the old rank when leaving the waiting list", () => {
    const current = currentDecision({ admis: "L", waiting_rank: 4, decision_motivation: "places_filled" });
    expect(current).toMatchObject({ admis: "L", rank: 4, motivation: "places_filled" });
    expect(mergeDecision(current, { admis: "O" })).toMatchObject({ admis: "O", rank: null });
    expect(mergeDecision(current, { rank: 2 })).toMatchObject({ admis: "L", rank: 2 });
  });
});

describe("applyDecision", () => {
  it("refuses before the application is validated and after registration", () => {
    expect(applyDecision({}, { admis: "O" })).toMatchObject({
      ok: false,
      errors: { admis: [{ key: "decisions.refused.notValidated" }] },
    });
    expect(applyDecision({ ...validated, candidat_confirmation: "O" }, { admis: "O" })).toMatchObject({
      ok: false,
      errors: { admis: [{ key: "decisions.refused.registered" }] },
    });
  });

  it("sets the fees of a registered candidate whose decision stays as it is, but never changes that decision", () => {
    const registered = { ...validated, admis: "O", decisionbourse: "--", candidat_confirmation: "O" };
    expect(applyDecision(registered, { admis: "O", decisionbourse: "--", montant_ins: 9500 })).toMatchObject({
      ok: true,
      state: { admis: "O", montant_ins: 9500 },
    });
    expect(applyDecision(registered, { admis: "N", decisionbourse: "--", montant_ins: 9500 })).toMatchObject({
      ok: false,
    });
    expect(
      applyDecision({ ...registered, tuition_paiement_confirmation: "O" }, { admis: "O", montant_ins: 1 }),
    ).toMatchObject({ ok: false, errors: { montant_ins: [{ key: "decisions.refused.tuitionConfirmed" }] } });
  });

  it('takes a scholarship decision shown as "--" where none is stored for the same one', () => {
    const registered = { ...validated, admis: "O", candidat_confirmation: "O" };
    const done = applyDecision(registered, { admis: "O", decisionbourse: "--", montant_ins: 9500 });
    expect(done).toMatchObject({ ok: true, state: { montant_ins: 9500 } });
    expect(done.ok && done.changes).not.toHaveProperty("decisionbourse");
  });

  it("writes the decision's fields, the amount only for an admitted candidate", () => {
    const done = applyDecision(validated, {
      admis: "C",
      montant_ins: 99.99,
      motivation: "excellent_record",
      motivationVisible: true,
    });
    expect(done).toMatchObject({
      ok: true,
      changes: {
        admis: "C",
        montant_ins: 99.99,
        decision_motivation: "excellent_record",
        decision_motivation_visible: "O",
        waiting_rank: null,
      },
    });
    expect(applyDecision(validated, { admis: "N", montant_ins: 100 })).toMatchObject({ ok: false });
  });
});
