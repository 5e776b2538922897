import type { Database } from "../db/database.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";

/** A publication of a jury's results: its id and how many candidates were told. */
export interface JuryPublication {
  id: number;
  recipients: number;
}

/**
 * Records a publication of the jury's admission results and queues "result available" to each
 * validated candidate of the jury, in their language. Call it in the transaction that turns
 * resultats_publies on, after refreshing the jury's facts, while the jury row is locked: the lock
 * makes a second click or process see the flag already on, and the dedupe key
 * `result:<publicationId>:<answerId>` makes each mail of a publication exist once.
 */
export async function publishJuryResults(
  trx: Database,
  input: { juryId: string; by: string; publicUrl: string },
): Promise<JuryPublication> {
  const publication = await trx
    .insertInto("jury_publications")
    .values({ id_jury: input.juryId, published_by: input.by })
    .returning("id")
    .executeTakeFirstOrThrow();
  const validated = await trx
    .selectFrom("application_facts")
    .select("answer_id")
    .where("jury", "=", input.juryId)
    .where("stage", "!=", "started")
    .execute();
  const targets = await candidateMailTargets(
    trx,
    validated.map((row) => row.answer_id),
    input.publicUrl,
  );
  let recipients = 0;
  for (const target of targets) {
    const queued = await queueTemplateMail(trx, {
      key: "result_available",
      to: target.to,
      locale: target.locale,
      values: target.values,
      dedupeKey: `result:${publication.id}:${target.answerId}`,
    });
    if (queued !== null) recipients++;
  }
  await trx.updateTable("jury_publications").set({ recipients }).where("id", "=", publication.id).execute();
  return { id: publication.id, recipients };
}
