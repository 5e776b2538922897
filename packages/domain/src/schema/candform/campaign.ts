import type { AnswerValues } from "../types.ts";

/** The campaign year of an answer with none (SPEC §3: fixed to 2025 on load); campaigns are data since #39. */
export const CAMPAIGN_YEAR = 2025;

/** Field holding the campaign year in an answer. */
export const CAMPAIGN_YEAR_FIELD = "campaign_year";

/**
 * Applied to an answer when the form loads: sets the campaign year to the year of the campaign the
 * answer belongs to (2025, the specification's, when none is given).
 */
export function onLoad(values: AnswerValues, year: number = CAMPAIGN_YEAR): AnswerValues {
  return { ...values, [CAMPAIGN_YEAR_FIELD]: year };
}
