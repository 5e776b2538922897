import type { AnswerValues } from "../types.ts";

/** The campaign year, fixed on load (SPEC §3). */
export const CAMPAIGN_YEAR = 2025;

/** Field holding the campaign year in an answer. */
export const CAMPAIGN_YEAR_FIELD = "campaign_year";

/** Applied to an answer when the form loads: sets the campaign year to 2025. */
export function onLoad(values: AnswerValues): AnswerValues {
  return { ...values, [CAMPAIGN_YEAR_FIELD]: CAMPAIGN_YEAR };
}
