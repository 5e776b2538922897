import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { isBlank, listItems, parseDayMonthYear, text } from "./values.ts";

/** Bac speciality years (SPEC §9). */
export const BAC_SPECIALITY_FIRST_YEAR = 2021;
export const BAC_SPECIALITY_LAST_YEAR = 2025;

/** The bac fields emptied when the school type changes (the year does not depend on the school). */
export const BAC_FIELDS_RESET = [
  "bacSpecialite1",
  "bacSpecialite2",
  "bacIfFr",
  "bacEtablissement",
  "bacVille",
];

/** The specialities are shown for French or French-abroad schools with a bac year 2021 to 2025. */
export function bacSpecialitiesShown(values: AnswerValues): boolean {
  const year = Number(text(values.bacAnnee));
  const school = text(values.bacTypeEtablissement);
  return (
    (school === "FRANCAIS" || school === "FRANCAIS_ETRANGER") &&
    year >= BAC_SPECIALITY_FIRST_YEAR &&
    year <= BAC_SPECIALITY_LAST_YEAR
  );
}

/** From 2021, for a school that is not foreign, the two bac specialities differ. */
export function bacSpecialitiesDiffer(values: AnswerValues): Message[] {
  const year = Number(text(values.bacAnnee));
  if (!(year >= BAC_SPECIALITY_FIRST_YEAR) || text(values.bacTypeEtablissement) === "ETRANGER") return [];
  const [first, second] = [values.bacSpecialite1, values.bacSpecialite2];
  return !isBlank(first) && text(first) === text(second)
    ? [message("BACKGROUND_BAC_SPECIALITIES", "rules.background.bacSpecialities")]
    : [];
}

/** Empties the school-dependent bac fields when bacTypeEtablissement changed between two states. */
export function resetBacOnSchoolTypeChange(prev: AnswerValues, next: AnswerValues): AnswerValues {
  if (text(prev.bacTypeEtablissement) === text(next.bacTypeEtablissement)) return next;
  const reset: AnswerValues = { ...next };
  for (const field of BAC_FIELDS_RESET) reset[field] = "";
  return reset;
}

/** The first missing field of an academic background line (institution, dates, field_other when field_study is ot); undefined when complete. */
export function academicLineGap(line: Record<string, unknown>): string | undefined {
  if (isBlank(line.institution)) return "institution";
  if (isBlank(line.heb_from_tod)) return "heb_from_tod";
  if (isBlank(line.heb_from_tof)) return "heb_from_tof";
  return text(line.field_study) === "ot" && isBlank(line.field_other) ? "field_other" : undefined;
}

/** Each academic background line has an institution, from and to dates, and field_other when field_study is ot. */
export function academicBackgroundComplete(values: AnswerValues): Message[] {
  const incomplete = listItems(values.heb_line).some((line) => academicLineGap(line) !== undefined);
  return incomplete ? [message("BACKGROUND_ACADEMIC", "rules.background.academic")] : [];
}

/**
 * Whether an academic background line ends (heb_from_tof) on or before the day it begins
 * (heb_from_tod). Only two real dd/mm/yyyy dates are compared: a missing or malformed date is the
 * engine's (required, date format).
 */
export function academicDatesWrong(line: Record<string, unknown>): boolean {
  const begin = parseDayMonthYear(line.heb_from_tod);
  const end = parseDayMonthYear(line.heb_from_tof);
  return begin !== null && end !== null && end <= begin;
}

/** Each academic background line ends after it begins. */
export function academicDatesOrdered(values: AnswerValues): Message[] {
  const wrong = listItems(values.heb_line).some(academicDatesWrong);
  return wrong ? [message("BACKGROUND_ACADEMIC_DATES", "rules.background.academicDates")] : [];
}

/**
 * Whether a professional experience line with both dates has its begin date (from_tod, dd/mm/yyyy)
 * on or after its end date (from_tof). A line without an end date is an ongoing position; a date
 * that is present but not a real dd/mm/yyyy date is also a date error.
 */
export function experienceDatesWrong(line: Record<string, unknown>): boolean {
  if (isBlank(line.from_tod) || isBlank(line.from_tof)) return false;
  const begin = parseDayMonthYear(line.from_tod);
  const end = parseDayMonthYear(line.from_tof);
  return begin === null || end === null || begin >= end;
}

/** In each professional experience line with both dates, the begin date is strictly before the end date. */
export function professionalExperienceDatesOrdered(values: AnswerValues): Message[] {
  const wrong = listItems(values.prof_xp).some(experienceDatesWrong);
  return wrong ? [message("BACKGROUND_EXPERIENCE_DATES", "rules.background.experienceDates")] : [];
}
