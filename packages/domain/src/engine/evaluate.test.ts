import { describe, expect, it } from "vitest";
import { candform, emptyAnswer } from "../schema/candform.ts";
import { completeApplication } from "../rules/fixtures.ts";
import { evaluate, evaluateTabFields } from "./evaluate.ts";
import { tab, testForm, textField } from "./fixtures.ts";

const form = testForm(
  [tab("a", ["kind", "detail", "note", "info"]), tab("b", ["other"], { visibleIf: { kind: ["X"] } })],
  {
    kind: textField({ required: true }),
    detail: textField({ required: true, visibleIf: { kind: ["X"] } }),
    note: textField({ readOnly: true, required: true }),
    info: { type: "string", widget: "helptext", description: { en: "<p>Hi</p>", fr: "<p>Salut</p>" } },
    other: textField({ required: true }),
  },
);

describe("evaluate", () => {
  it("neither validates nor submits hidden fields", () => {
    const state = evaluate(form, { kind: "Y" });
    expect(state.fields.detail).toEqual({
      visible: false,
      enabled: false,
      readOnly: false,
      valid: true,
      submitable: false,
      errors: [],
    });
    expect(state.tabs.a.valid).toBe(true);
    const shown = evaluate(form, { kind: "X" });
    expect(shown.fields.detail).toMatchObject({ visible: true, submitable: true, valid: false });
    expect(shown.fields.detail.errors[0]).toEqual({ code: "FIELD_REQUIRED", key: "form.required" });
    expect(shown.errorsByTab).toEqual({ a: 1, b: 1 });
  });

  it("does not validate read-only fields nor help texts", () => {
    const state = evaluate(form, { kind: "Y" });
    expect(state.fields.note).toMatchObject({
      readOnly: true,
      enabled: false,
      submitable: false,
      valid: true,
    });
    expect(state.fields.info).toMatchObject({ visible: true, submitable: false });
  });

  it("makes fields read-only one at a time or for all fields of given tabs", () => {
    expect(evaluate(form, {}, { readOnlyFields: ["kind"] }).fields.kind).toMatchObject({
      readOnly: true,
      errors: [],
    });
    const locked = evaluate(form, { kind: "X" }, { readOnlyTabs: ["a"] });
    expect(locked.fields.kind.readOnly && locked.fields.detail.readOnly).toBe(true);
    expect(locked.fields.other.readOnly).toBe(false);
  });

  it("reports tab visibility, admin mode and the active tab", () => {
    expect(evaluate(form, {}).tabs.b).toMatchObject({ visible: false, enabled: false });
    expect(evaluate(form, {}, { admin: true }).tabs.b).toMatchObject({ visible: true, enabled: true });
    const state = evaluate(form, {}, { activeTab: "b" });
    expect([state.tabs.a.active, state.tabs.b.active]).toEqual([false, true]);
  });

  it("keeps unchanged field states identical so a renderer can skip them", () => {
    const first = evaluate(form, { kind: "X", detail: "" });
    const next = evaluate(form, { kind: "X", detail: "d" }, { previous: first });
    expect(next.fields.kind).toBe(first.fields.kind);
    expect(next.fields.detail).not.toBe(first.fields.detail);
  });
});

describe("evaluate on candform", () => {
  const base = { ...emptyAnswer(), typeformation: "MSC" };

  it("shows the bac specialities only for French or French-abroad schools with bac year 2021 to 2025", () => {
    const shown = (values: object) =>
      evaluate(candform, { ...base, ...values }).fields.bacSpecialite1.visible;
    expect(shown({ bacTypeEtablissement: "FRANCAIS", bacAnnee: 2021 })).toBe(true);
    expect(shown({ bacTypeEtablissement: "FRANCAIS_ETRANGER", bacAnnee: "2025" })).toBe(true);
    expect(shown({ bacTypeEtablissement: "ETRANGER", bacAnnee: 2023 })).toBe(false);
    expect(shown({ bacTypeEtablissement: "FRANCAIS", bacAnnee: 2020 })).toBe(false);
    expect(shown({ bacTypeEtablissement: "FRANCAIS" })).toBe(false);
  });

  it("shows the programme choices by programme type and payment only when not ING", () => {
    const msc = evaluate(candform, base);
    expect([msc.fields.mscchoice.visible, msc.fields.fstchoice.visible, msc.tabs.payment.visible]).toEqual([
      true,
      false,
      true,
    ]);
    const ing = evaluate(candform, { ...base, typeformation: "ING" });
    expect([ing.fields.mscchoice.visible, ing.fields.fstchoice.visible, ing.tabs.payment.visible]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("shows the scholarship, result and registration tabs from the server's flags", () => {
    const state = evaluate(candform, base);
    expect([state.tabs.bourses.visible, state.tabs.result.visible, state.tabs.registration.visible]).toEqual([
      false,
      false,
      false,
    ]);
    const admitted = evaluate(candform, {
      ...base,
      show_bourses: "O",
      show_result: "O",
      show_admis: "O",
      admis: "C",
    });
    expect([
      admitted.tabs.bourses.visible,
      admitted.tabs.result.visible,
      admitted.tabs.registration.visible,
    ]).toEqual([true, true, true]);
    const tuition = evaluate(candform, { ...base, candidat_confirmation: "O" }).tabs.tuition;
    expect(tuition).toMatchObject({ visible: true, enabled: false });
    expect(
      evaluate(candform, { ...base, candidat_confirmation: "O", registration_docs_validated: "O" }).tabs
        .tuition.enabled,
    ).toBe(true);
  });
});

describe("evaluateTabFields", () => {
  // The server's tab save evaluates only the saved tab's fields; the browser evaluates the whole
  // form. Both must give each field of the tab the same state.
  const answers = [
    emptyAnswer(),
    completeApplication(),
    completeApplication({ familyName: "R2-D2", idcardno: "", accesTitre: "M", typeformation: "LIC" }),
    completeApplication({ show_bourses: "O", bourse_validation: "O", candidat_validation: "O" }),
  ];
  const options = [
    {},
    { admin: true },
    { login: "prof@univ.example" },
    { readOnlyTabs: ["personal", "choice"], readOnlyFields: ["familyName"] },
  ];

  it("gives each field of the tab the state evaluate gives it", () => {
    for (const values of answers)
      for (const option of options) {
        const whole = evaluate(candform, values, option);
        for (const { id, fieldsets } of candform.tabs) {
          const ids = fieldsets.flatMap((fs) => fs.fields).filter((f) => f in candform.fields);
          const { fields } = evaluateTabFields(candform, id, values, option);
          expect(Object.keys(fields).sort()).toEqual([...new Set(ids)].sort());
          for (const field of ids) expect(fields[field]).toEqual(whole.fields[field]);
        }
      }
  });

  it("evaluates nothing for an unknown tab", () => {
    expect(evaluateTabFields(candform, "nope", completeApplication())).toEqual({ fields: {} });
  });
});
