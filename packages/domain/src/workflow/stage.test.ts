import { describe, expect, it } from "vitest";
import { STAGES, STAGE_RULES, isStage, stageOf } from "./stage.ts";

const published = { resultats_publies: "1" };

describe("stageOf", () => {
  it("reads a fresh application as started", () => {
    expect(stageOf({}, null)).toBe("started");
  });

  it("follows the candidate's steps before any result", () => {
    expect(stageOf({ candidat_validation: "O" }, null)).toBe("application_validated");
    expect(stageOf({ candidat_validation: "o ", bourse_validation: "O" }, null)).toBe("scholarship_applied");
  });

  it("shows a decision only once the jury has published", () => {
    const values = { candidat_validation: "O", admis: "O" };
    expect(stageOf(values, { resultats_publies: "0" })).toBe("application_validated");
    expect(stageOf(values, published)).toBe("admitted");
  });

  it("sorts each published decision into admitted, waiting list or refused", () => {
    const at = (admis: string) =>
      stageOf({ candidat_validation: "O", bourse_validation: "O", admis }, published);
    expect(at("O")).toBe("admitted");
    expect(at("C")).toBe("admitted");
    expect(at("L")).toBe("waiting_list");
    expect(at("N")).toBe("refused");
    expect(at("R")).toBe("refused");
    expect(at("-")).toBe("scholarship_applied");
  });

  it("puts registration and tuition after the result", () => {
    const admitted = { candidat_validation: "O", admis: "O" };
    expect(stageOf({ ...admitted, candidat_confirmation: "O" }, published)).toBe("registration_validated");
    expect(
      stageOf({ ...admitted, candidat_confirmation: "O", tuition_paiement_confirmation: "O" }, published),
    ).toBe("tuition_confirmed");
  });

  it("has a rule for every stage but the first", () => {
    expect(STAGE_RULES.map((r) => r.stage).sort()).toEqual(STAGES.filter((s) => s !== "started").sort());
  });

  it("recognises stage names", () => {
    expect(isStage("admitted")).toBe(true);
    expect(isStage("toString")).toBe(false);
  });
});

describe("stage wording", () => {
  it("names every stage in English and French", async () => {
    const { stages } = await import("../i18n/stages.ts");
    for (const stage of STAGES) {
      expect(stages.en[`stage.${stage}`], stage).toBeTruthy();
      expect(stages.fr[`stage.${stage}`], stage).toBeTruthy();
    }
    expect(Object.keys(stages.fr).sort()).toEqual(Object.keys(stages.en).sort());
  });
});
