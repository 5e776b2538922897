import type { AnswerValues } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import type { JuryFlags } from "./results.ts";
import { juryFlagOn } from "./results.ts";

/**
 * Where an application stands in the campaign, as the admissions office follows it (SPEC §4):
 * started, validated, scholarship applied, result published (admitted, waiting list, refused),
 * registration validated, tuition confirmed; withdrawn (by the candidate, the office or at the
 * confirmation deadline), whatever the stage it left.
 */
export const STAGES = [
  "started",
  "application_validated",
  "scholarship_applied",
  "admitted",
  "waiting_list",
  "refused",
  "registration_validated",
  "tuition_confirmed",
  "withdrawn",
] as const;
export type Stage = (typeof STAGES)[number];

/**
 * One condition of a stage, as data rather than code so that the server can turn the same table into
 * SQL for its filters and counts: the stage is defined once, here.
 * - `yes`: the O/N flag is O (trimmed, any case);
 * - `oneOf`: the trimmed value is one of the values;
 * - `juryFlag`: the answer's jury has this flag on.
 */
export type StageCondition =
  | { kind: "yes"; field: string }
  | { kind: "oneOf"; field: string; values: readonly string[] }
  | { kind: "juryFlag"; flag: keyof JuryFlags };

const resultPublished: StageCondition[] = [
  { kind: "yes", field: "candidat_validation" },
  { kind: "juryFlag", flag: "resultats_publies" },
];

/**
 * The stages from the furthest to the first: an application is at the first stage whose conditions
 * all hold. "Refused" covers not admitted (N) and postponed (R); a published "no result" (-) leaves
 * the application where its candidate's steps put it. Conditional admission (C) counts as admitted.
 */
export const STAGE_RULES: readonly { stage: Stage; all: readonly StageCondition[] }[] = [
  { stage: "withdrawn", all: [{ kind: "yes", field: "withdrawn" }] },
  { stage: "tuition_confirmed", all: [{ kind: "yes", field: "tuition_paiement_confirmation" }] },
  { stage: "registration_validated", all: [{ kind: "yes", field: "candidat_confirmation" }] },
  { stage: "admitted", all: [...resultPublished, { kind: "oneOf", field: "admis", values: ["O", "C"] }] },
  { stage: "waiting_list", all: [...resultPublished, { kind: "oneOf", field: "admis", values: ["L"] }] },
  { stage: "refused", all: [...resultPublished, { kind: "oneOf", field: "admis", values: ["N", "R"] }] },
  { stage: "scholarship_applied", all: [{ kind: "yes", field: "bourse_validation" }] },
  { stage: "application_validated", all: [{ kind: "yes", field: "candidat_validation" }] },
];

function holds(condition: StageCondition, values: AnswerValues, jury: JuryFlags | null | undefined): boolean {
  switch (condition.kind) {
    case "yes":
      return isYes(values[condition.field]);
    case "oneOf":
      return condition.values.includes(text(values[condition.field]));
    case "juryFlag":
      return juryFlagOn(jury?.[condition.flag]);
  }
}

/** The stage of an application from its values and its jury's publication flags. */
export function stageOf(values: AnswerValues, jury: JuryFlags | null | undefined): Stage {
  const rule = STAGE_RULES.find(({ all }) => all.every((condition) => holds(condition, values, jury)));
  return rule?.stage ?? "started";
}

/** True when the value names a stage (for filters read from a URL). */
export function isStage(value: unknown): value is Stage {
  return (STAGES as readonly unknown[]).includes(value);
}
