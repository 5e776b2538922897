import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { isBlank, text } from "./values.ts";

/**
 * The level and the grades an access title forces (SPEC §5); CPGE forces nothing. Grades are the
 * schema's option codes (schema/candform/options.ts ACCESS_GRADES), compared without case.
 */
export const ACCESS_TITLES: Record<string, { level: string; grades: readonly string[] }> = {
  DU: { level: "3", grades: ["BACHELOR", "DOCTORATE"] },
  ING: { level: "2", grades: ["MASTER"] },
  L: { level: "3", grades: ["LICENCE"] },
  M: { level: "1", grades: ["MASTER"] },
};

/** Level and grade agree with the access title (DU → 3 Bachelor or Doctorate, ING → 2 Master, …). */
export function accessTitleMatches(values: AnswerValues): Message[] {
  const forced = ACCESS_TITLES[text(values.accesTitre)];
  if (!forced) return [];
  const ok =
    text(values.accesNiveau) === forced.level &&
    forced.grades.includes(text(values.accesGrade).toUpperCase());
  return ok ? [] : [message("BACKGROUND_ACCESS_TITLE", "rules.background.accessTitle")];
}

/**
 * Derives level and grade from the access title, as the form does when the title changes: the level
 * is forced; a single allowed grade is set; with several (DU) the current grade is kept when allowed
 * and cleared otherwise, for the candidate to choose. Returns a new record; other titles change nothing.
 */
export function applyAccessTitle(values: AnswerValues): AnswerValues {
  const forced = ACCESS_TITLES[text(values.accesTitre)];
  if (!forced) return values;
  const current = text(values.accesGrade).toUpperCase();
  let grade = "";
  if (forced.grades.length === 1) grade = forced.grades[0];
  else if (!isBlank(current) && forced.grades.includes(current)) grade = current;
  return { ...values, accesNiveau: forced.level, accesGrade: grade };
}
