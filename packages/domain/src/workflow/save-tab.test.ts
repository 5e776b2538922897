import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "../rules/types.ts";
import type { Transition, WorkflowEvent } from "./transition.ts";
import { next } from "./machine.ts";
import { fileValue } from "../rules/fixtures.ts";
import { isWorkflowField } from "./save-tab.ts";

const en = (t: Transition) => t.messages.map((m) => translate("en", m.key, m.params));
const ok = (t: Transition) => {
  if (!t.ok) throw new Error(`refused: ${en(t).join("; ")}`);
  return t;
};

describe("isWorkflowField", () => {
  it.each([
    ["admis", true],
    ["candidat_validation", true],
    ["show_bourses", true],
    ["choice_validated", true],
    ["confscol", false],
    ["familyName", false],
  ])("%s → %s", (field, expected) => expect(isWorkflowField(field)).toBe(expected));
});

describe("SAVE_TAB", () => {
  const save = (state: AnswerValues, event: Omit<Extract<WorkflowEvent, { type: "SAVE_TAB" }>, "type">) =>
    next(state, { type: "SAVE_TAB", ...event });
  it("sets the tab's flag and returns exactly what changed", () => {
    const t = ok(
      save(
        { familyName: "A" },
        { tab: "personal", values: { familyName: "A", givenName: "B" }, actor: "candidate" },
      ),
    );
    expect(t.changes).toEqual({ familyName: "A", givenName: "B", personal_validated: "O" });
  });
  it("derives level and grade from the access title", () => {
    const t = ok(save({}, { tab: "background", values: { accesTitre: "M" }, actor: "candidate" }));
    expect(t.changes).toMatchObject({ accesTitre: "M", accesNiveau: "1", accesGrade: "MASTER" });
  });
  it("resets the bac fields when the school type changes", () => {
    const before = { bacTypeEtablissement: "FRANCAIS", bacSpecialite1: "MATHS", bacVille: "Albi" };
    const t = ok(
      save(before, { tab: "background", values: { bacTypeEtablissement: "ETRANGER" }, actor: "candidate" }),
    );
    expect(t.state).toMatchObject({ bacTypeEtablissement: "ETRANGER", bacSpecialite1: "", bacVille: "" });
  });
  it("keeps the bac fields sent in the same save as the new school type", () => {
    const before = { bacTypeEtablissement: "FRANCAIS", bacSpecialite1: "MATHS", bacVille: "Albi" };
    const values = { bacTypeEtablissement: "ETRANGER", bacEtablissement: "Lycée Jean Monnet" };
    const t = ok(save(before, { tab: "background", values, actor: "candidate" }));
    expect(t.state).toMatchObject({ ...values, bacSpecialite1: "", bacVille: "" });
  });
  it("removes invalid doc entries with the message", () => {
    const docs = [
      { type_doc: "cv", doc_file: fileValue("cv.pdf") },
      { type_doc: "", doc_file: "" },
    ];
    const t = ok(save({}, { tab: "docs", values: { docs }, actor: "candidate" }));
    expect(t.changes.docs).toEqual([docs[0]]);
    expect(en(t)).toEqual(["Removed invalid doc entries"]);
  });
  it("ignores workflow fields sent by a candidate but takes them from an administrator", () => {
    const values = {
      admis: "O",
      candidat_validation: "O",
      show_bourses: "O",
      docs_validated: "O",
      zip: "31000",
    };
    expect(ok(save({}, { tab: "address", values, actor: "candidate" })).changes).toEqual({
      zip: "31000",
      address_validated: "O",
    });
    expect(ok(save({}, { tab: "address", values, actor: "admin" })).changes).toMatchObject({
      admis: "O",
      candidat_validation: "O",
    });
  });
  it.each<[string, AnswerValues, string, string[]]>([
    [
      "an application tab after validation",
      { candidat_validation: "O" },
      "choice",
      ["The choice tab is locked and can no longer be changed"],
    ],
    ["tuition before registration_docs", {}, "tuition", ["The tuition tab is not available yet"]],
  ])("refuses %s", (_, state, tab, expected) => {
    const t = save(state, { tab, values: {}, actor: "candidate" });
    expect(t).toMatchObject({ ok: false, reason: "locked" });
    expect(en(t)).toEqual(expected);
  });
  it("lets an administrator change a locked tab", () => {
    expect(
      save({ candidat_validation: "O" }, { tab: "choice", values: { fstchoice: "MAE" }, actor: "admin" }).ok,
    ).toBe(true);
  });
});
