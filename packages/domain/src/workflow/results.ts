import type { AnswerValues } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { SCHOLARSHIP_NAMES, type Scholarship } from "./scholarships.ts";

/** Admission decisions (SPEC §4): admitted, not admitted, waiting list, postponed, conditional, none. */
export const ADMISSION_DECISIONS = ["O", "N", "L", "R", "C", "-"] as const;
export type AdmissionDecision = (typeof ADMISSION_DECISIONS)[number];

/** The jury flags an answer's display depends on (lookup data). */
export interface JuryFlags {
  resultats_publies?: unknown;
  resultats_brs_publies?: unknown;
}

const RESULT_KEYS: Record<AdmissionDecision, string> = {
  O: "workflow.result.admitted",
  N: "workflow.result.notAdmitted",
  L: "workflow.result.waitingList",
  R: "workflow.result.postponed",
  C: "workflow.result.conditional",
  "-": "workflow.result.none",
};

/** True when the value is one of the admission decisions. */
export function isAdmissionDecision(value: unknown): value is AdmissionDecision {
  return (ADMISSION_DECISIONS as readonly unknown[]).includes(value);
}

/** The catalogue key of the result text for an admission decision; anything unknown reads "No result yet". */
export function resultText(admis: unknown): string {
  const value = text(admis);
  return isAdmissionDecision(value) ? RESULT_KEYS[value] : RESULT_KEYS["-"];
}

/** A jury flag is on when true, 1, "1", "true" or "O". */
export function juryFlagOn(flag: unknown): boolean {
  return flag === true || flag === 1 || ["1", "true", "O"].includes(text(flag));
}

/** The admission result shows only once the application is validated and the jury has published results. */
export function showResult(values: AnswerValues, jury: JuryFlags | null | undefined): boolean {
  return isYes(values.candidat_validation) && juryFlagOn(jury?.resultats_publies);
}

/** The scholarship decision shows only once the application is validated and the jury has published scholarship results. */
export function showScholarshipDecision(values: AnswerValues, jury: JuryFlags | null | undefined): boolean {
  return isYes(values.candidat_validation) && juryFlagOn(jury?.resultats_brs_publies);
}

/** Scholarship decisions with their own text; any other non-empty value names the scholarship awarded. */
const DECISION_KEYS: Record<string, string> = {
  NA: "workflow.scholarshipDecision.notAwarded",
  WL: "workflow.scholarshipDecision.waitingList",
  "--": "workflow.scholarshipDecision.none",
  TFW: "workflow.scholarshipDecision.tuitionWaiver",
  "ISAE-F": "workflow.scholarshipDecision.foundation",
};

/**
 * The scholarship decision value awarding each programme (stable, readable codes an import file can
 * carry); the tuition waiver is the existing TFW.
 */
export const SCHOLARSHIP_DECISION_VALUES: Record<Scholarship, string> = {
  cedar: "CEDAR",
  gifas: "GIFAS",
  isae: "ISAE",
  tsae: "TSAE",
  dga: "DGA",
  iem: "IEM",
  isae_excel_schol: "EXCELLENCE",
  mbda: "MBDA",
  arise: "ARISE",
  tuition: "TFW",
};

/** The programme's proper name for a scholarship decision value (CEDAR → CEDAR, EXCELLENCE → Excellence). */
function awardedName(value: string): string {
  const entry = Object.entries(SCHOLARSHIP_DECISION_VALUES).find(([, v]) => v === value);
  return entry ? SCHOLARSHIP_NAMES[entry[0] as Scholarship] : value;
}

/** The catalogue key and parameters of the scholarship decision text (NA, WL, --, TFW, ISAE-F or a named scholarship). */
export function scholarshipDecisionText(decision: unknown): { key: string; params?: Record<string, string> } {
  const value = text(decision);
  if (value === "" || value === "-") return { key: DECISION_KEYS["--"] };
  return DECISION_KEYS[value]
    ? { key: DECISION_KEYS[value] }
    : { key: "workflow.scholarshipDecision.named", params: { name: awardedName(value) } };
}

/** Registration buttons show when admitted (O or C), not yet confirmed, and not ING. */
export function registrationButtonsVisible(values: AnswerValues): boolean {
  const admis = text(values.admis);
  return (
    (admis === "O" || admis === "C") &&
    !isYes(values.candidat_confirmation) &&
    text(values.typeformation) !== "ING"
  );
}
