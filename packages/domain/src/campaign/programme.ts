import type { AnswerValues } from "../rules/types.ts";
import { text } from "../rules/values.ts";

/**
 * The programme an application is for, the key of its per-programme settings (dates, references,
 * automatic offers) and of its waiting list: the MSc programme for an MSc, else the first choice.
 * Empty while the candidate has not chosen.
 */
export function applicationProgramme(values: AnswerValues): string {
  return text(values.typeformation) === "MSC" ? text(values.mscchoice) : text(values.fstchoice);
}
