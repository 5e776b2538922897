import { text } from "@portal/domain/rules/values";
import type { AnswerValues } from "@portal/domain/rules/types";
import { resultNoticeDue } from "@portal/domain/workflow/decision-scope";
import type { Database } from "../db/database.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";
import { liveCampaign } from "../queries/campaigns.ts";

/**
 * After a decision is recorded (dossier, bulk change, import): when the candidate's jury has
 * already published its results and the admission decision changed to a result (a first decision,
 * or another one), queues "result available" to that candidate, in the recording's transaction.
 * The dedupe key names the answer's version the change wrote, so one change mails once (a second
 * click changes nothing and writes no version). True when a mail was queued.
 */
export async function notifyChangedResult(
  trx: Database,
  input: { answerId: number; version: number; before: AnswerValues; after: AnswerValues; publicUrl: string },
): Promise<boolean> {
  if (!resultNoticeDue(text(input.before.admis), text(input.after.admis))) return false;
  // The facts were refreshed by the change: their jury is the answer's jury now.
  const published = await trx
    .selectFrom("application_facts as f")
    .innerJoin("juries as j", "j.id_jury", "f.jury")
    .select("f.answer_id")
    .where("f.answer_id", "=", input.answerId)
    .where("j.resultats_publies", "=", true)
    .where("f.stage", "!=", "started")
    // The live flags are the newest campaign's; an older one's publication was frozen when it ended.
    .where(liveCampaign)
    .executeTakeFirst();
  if (!published) return false;
  const [target] = await candidateMailTargets(trx, [input.answerId], input.publicUrl);
  if (!target) return false;
  const queued = await queueTemplateMail(trx, {
    key: "result_available",
    to: target.to,
    locale: target.locale,
    values: target.values,
    dedupeKey: `result-change:${input.answerId}:${input.version}`,
  });
  return queued !== null;
}
