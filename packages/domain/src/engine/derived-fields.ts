import { ACCESS_TITLES, applyAccessTitle } from "../rules/access-title.ts";
import type { AnswerValues, LocalizedText } from "../schema/types.ts";
import { text } from "../rules/values.ts";

/** What another field decides of a field: the options left to offer, and whether it sets the value. */
export interface DerivedField {
  /** The field that decides (the access title). */
  by: string;
  /** Option codes still offered. */
  options: string[];
  /** True when a single value is left: the field is set, shown read-only. */
  forced: boolean;
}

/** The hint a field set by another shows, by the deciding field (FieldState.setBy). */
export const SET_BY_HINTS: Record<string, LocalizedText> = {
  accesTitre: {
    en: "Set by your access title; change the access title to change it.",
    fr: "Fixé par votre titre d'accès\u00a0; changez le titre d'accès pour le changer.",
  },
};

/**
 * The fields whose value or options another field decides (SPEC §5 "Access title forces level and
 * grade"): a forcing title sets the level, and the grade when it allows one (M → Master), or narrows
 * the grades offered (DU → Bachelor or Doctorate). The browser and the server read the same rule.
 */
export function derivedFields(values: AnswerValues): Map<string, DerivedField> {
  const fields = new Map<string, DerivedField>();
  const forced = ACCESS_TITLES[text(values.accesTitre)];
  if (!forced) return fields;
  fields.set("accesNiveau", { by: "accesTitre", options: [forced.level], forced: true });
  fields.set("accesGrade", {
    by: "accesTitre",
    options: [...forced.grades],
    forced: forced.grades.length === 1,
  });
  return fields;
}

/** The values with what other fields set written in (the level and grade an access title forces). */
export function deriveValues(values: AnswerValues): AnswerValues {
  return applyAccessTitle(values);
}
