import { applicationProgramme } from "@portal/domain/campaign/programme";
import { confirmationOverdue } from "@portal/domain/workflow/offers";
import { juryFlagOn } from "@portal/domain/workflow/results";
import { DEADLINE_REASON } from "@portal/domain/workflow/withdrawal";
import type { Database } from "../db/database.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import { confirmationDeadline } from "../queries/withdrawals.ts";
import { candidateMailQueuer } from "./candidate-deadline-mail.ts";
import { offerFreedPlace, type OfferConfig } from "./offer-maker.ts";
import { PORTAL_ACTOR, recordWithdrawal } from "./withdrawal-recorder.ts";

/**
 * SWEEP: declines by default. Each admitted candidate (O or C, result published) who has not
 * confirmed their registration by their deadline (their own offer's, else their programme's) is
 * withdrawn with the reason "deadline" (the decision is kept), told by e-mail in their language
 * ("declined_by_default", the deadline in their time zone), and the place they held is offered to
 * their programme's waiting list at once (offer-maker.ts; left to offerFreedPlaces when paused or
 * nobody waits). Each application is its own transaction: its answer claimed with FOR UPDATE SKIP
 * LOCKED and judged again as it now stands, so two processes running this at the same moment
 * decline it once (and the withdrawals' UNIQUE answer would refuse a second). A candidate confirming
 * at that very moment holds the row: they are skipped, and confirmed. How many were declined.
 */
export async function declineUnconfirmed(db: Database, now: Date, config: OfferConfig): Promise<number> {
  // The applications at the stage "admitted": published admission, not confirmed, not withdrawn.
  const admitted = await db
    .selectFrom("application_facts")
    .select("answer_id")
    .where("form_id", "=", config.formId)
    .where("stage", "=", "admitted")
    .orderBy("answer_id")
    .execute();
  let declined = 0;
  for (const { answer_id: answerId } of admitted) {
    const done = await db.transaction().execute(async (trx) => {
      const answer = await trx
        .selectFrom("answers")
        .select(["id", "data"])
        .where("id", "=", answerId)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!answer) return false;
      const programme = applicationProgramme(answer.data);
      const deadline = await confirmationDeadline(trx, config, answer.id, programme);
      const jury = await findJuryOf(trx, answer.data);
      if (!confirmationOverdue(answer.data, juryFlagOn(jury?.resultats_publies), deadline, now)) return false;
      const outcome = await recordWithdrawal(trx, {
        answerId: answer.id,
        reason: DEADLINE_REASON,
        by: "deadline",
        actorLogin: PORTAL_ACTOR,
        now,
      });
      if (!outcome.ok) return false;
      await candidateMailQueuer(
        trx,
        config,
      )({
        answerId: answer.id,
        template: "declined_by_default",
        deadline: new Date(deadline!),
        dedupeKey: `declined:${outcome.withdrawal.id}`,
      });
      if (outcome.withdrawal.frees_place)
        await offerFreedPlace(trx, { freedBy: outcome.withdrawal.id, programme }, now, config);
      return true;
    });
    if (done) declined++;
  }
  return declined;
}
