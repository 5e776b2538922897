import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { isBlank, text } from "./values.ts";

/** The three programme choice fields, first to third. */
export const CHOICE_FIELDS = ["fstchoice", "sndchoice", "trdchoice"] as const;

/**
 * The first choice differs from the second and from the third; the second and third may be empty.
 * SPEC §5 only constrains the first against the others, so equal second and third choices pass.
 */
export function choicesDiffer(values: AnswerValues): Message[] {
  return clashingChoices(values).length > 0 ? [message("CHOICES_DIFFER", "rules.choices.differ")] : [];
}

/** The second and third choice fields that repeat the first choice. */
export function clashingChoices(values: AnswerValues): string[] {
  const first = text(values.fstchoice);
  if (isBlank(first)) return [];
  return (["sndchoice", "trdchoice"] as const).filter(
    (f) => !isBlank(values[f]) && text(values[f]) === first,
  );
}

/** The non-empty choices of an answer, first to third. */
export function chosenProgrammes(values: AnswerValues): string[] {
  return CHOICE_FIELDS.map((f) => text(values[f])).filter((c) => !isBlank(c));
}

/** The field whose choice names the programme: mscchoice for a Master of Science, fstchoice otherwise (AM, PG_DIP). */
export function programmeChoiceField(values: AnswerValues): "mscchoice" | "fstchoice" {
  return text(values.typeformation) === "MSC" ? "mscchoice" : "fstchoice";
}

/** The choice that names the programme; "" when blank. */
export function programmeChoice(values: AnswerValues): string {
  const choice = values[programmeChoiceField(values)];
  return isBlank(choice) ? "" : text(choice);
}
