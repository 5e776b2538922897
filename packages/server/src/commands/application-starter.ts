import { prefillFromPrevious } from "@portal/domain/campaign/returning-candidate";
import { candform, emptyAnswer } from "@portal/domain/schema/candform";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { createAnswer, findAnswerByLogin, type AnswerRow } from "../queries/answer-queries.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";
import { currentCampaignYear, findCampaign } from "../queries/campaigns.ts";

/**
 * A returning candidate's new application in the current campaign (issue #39), in `trx`: refused
 * when that campaign is not open or when they already have an application in it. With `prefill`,
 * it starts from the identity, background and languages of their newest application (the domain's
 * prefillFromPrevious: no file, decision or payment), recorded in the history as copied from it.
 */
export async function startApplication(
  trx: Database,
  input: { formId: string; login: string; year: number; prefill: boolean },
): Promise<{ answer: AnswerRow; prefilled: string[]; from: number | null }> {
  const campaign = await findCampaign(trx, input.year, true);
  if (!campaign || campaign.state !== "open" || (await currentCampaignYear(trx)) !== input.year)
    throw new AppError("NO_OPEN_CAMPAIGN");
  const previous = await findAnswerByLogin(trx, input.formId, input.login);
  if (previous?.campaign === input.year) throw new AppError("CAMPAIGN_ALREADY_APPLIED", { year: input.year });
  const copied = input.prefill && previous ? prefillFromPrevious(previous.data ?? {}, candform) : {};
  const answer = await createAnswer(trx, input.formId, input.login, input.year, {
    ...emptyAnswer(candform, input.year),
    ...copied,
  });
  const prefilled = Object.keys(copied);
  if (prefilled.length > 0)
    await recordAnswerEvent(trx, {
      answerId: answer.id,
      actorLogin: input.login,
      kind: "prefill",
      fields: prefilled,
    });
  return { answer, prefilled, from: previous?.campaign ?? null };
}
