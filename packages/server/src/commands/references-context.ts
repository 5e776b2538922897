import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { AnswerValues, RuleContext } from "@portal/domain/rules/types";
import type { Database } from "../db/database.ts";
import { referenceStandings, referencesRequiredFor } from "../queries/references.ts";
import { campaignOfValues } from "../queries/campaigns.ts";

/**
 * What the application's validation needs to judge its references (domain rules/references.ts):
 * whether its programme requires them and, only then, each live reference's state at `now`.
 */
export async function referencesContext(
  db: Database,
  answerId: number,
  values: AnswerValues,
  now: Date,
): Promise<NonNullable<RuleContext["references"]>> {
  const required = await referencesRequiredFor(db, applicationProgramme(values), campaignOfValues(values));
  return { required, standings: required ? await referenceStandings(db, answerId, now) : [] };
}
