import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { chosenProgrammes } from "../rules/choices.ts";
import { isTicked, text } from "../rules/values.ts";

/** Every scholarship programme; each has the flag `bourses_<id>` in the answer. */
export const SCHOLARSHIPS = [
  "cedar",
  "gifas",
  "isae",
  "tsae",
  "dga",
  "iem",
  "isae_excel_schol",
  "mbda",
  "arise",
  "tuition",
] as const;

/** A scholarship programme id. */
export type Scholarship = (typeof SCHOLARSHIPS)[number];

/** How each scholarship is named in messages (`You are not eligible for the {{scholarship}} scholarship`). */
export const SCHOLARSHIP_NAMES: Record<Scholarship, string> = {
  cedar: "CEDAR",
  gifas: "GIFAS",
  isae: "ISAE-SUPAERO",
  tsae: "TSAE",
  dga: "DGA",
  iem: "IEM",
  isae_excel_schol: "Excellence",
  mbda: "MBDA",
  arise: "ARISE",
  tuition: "Tuition waiver",
};

/** The scholarships SPEC §9 gives an eligibility condition for; the others are not gated. */
export const GATED_SCHOLARSHIPS: readonly Scholarship[] = [
  "cedar",
  "gifas",
  "isae_excel_schol",
  "isae",
  "tsae",
  "dga",
  "iem",
];

/**
 * The eligibility table of SPEC §9. European means is_european O, non-European is_european N
 * (an answer that does not say yet is neither, so it gets neither gifas nor tsae).
 */
const CONDITIONS: Record<string, (v: AnswerValues) => boolean> = {
  cedar: (v) => isMscMae(v),
  gifas: (v) => isMscMae(v) && text(v.is_european) === "N",
  isae_excel_schol: (v) => isMscMae(v) && text(v.is_european) === "N",
  isae: (v) => isMscMae(v),
  tsae: (v) => isMscMae(v) && text(v.is_european) === "O",
  dga: (v) => text(v.typeformation) === "AM",
  iem: (v) => text(v.typeformation) === "AM" && chosenProgrammes(v).includes("MS IEM"),
};

function isMscMae(values: AnswerValues): boolean {
  return text(values.typeformation) === "MSC" && text(values.mscchoice) === "MAE";
}

/** The scholarship flag field of a programme, e.g. `bourses_cedar`. */
export function scholarshipFlag(id: Scholarship): string {
  return `bourses_${id}`;
}

/** The gated scholarships the answer is eligible for, and the §8 warning when there is none. */
export function scholarshipEligibility(values: AnswerValues): {
  eligible: Scholarship[];
  messages: Message[];
} {
  const eligible = GATED_SCHOLARSHIPS.filter((id) => CONDITIONS[id](values));
  return {
    eligible,
    messages: eligible.length === 0 ? [message("SCHOLARSHIP_NOT_ELIGIBLE", "workflow.notEligible")] : [],
  };
}

/** True when the answer may apply for this scholarship (ungated programmes always may). */
export function isEligibleFor(values: AnswerValues, id: Scholarship): boolean {
  return !GATED_SCHOLARSHIPS.includes(id) || CONDITIONS[id](values);
}

/** The scholarships the candidate ticked (flag true or O). */
export function chosenScholarships(values: AnswerValues): Scholarship[] {
  return SCHOLARSHIPS.filter((id) => isTicked(values[scholarshipFlag(id)]));
}
