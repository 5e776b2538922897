import type { Database } from "../db/database.ts";
import { queueTemplateMail } from "../mail/template-mails.ts";
import { candidateMailTargets } from "../queries/candidate-mail-values.ts";
import { publicationAudience } from "../queries/jury-publication-audience.ts";

/** A publication of a jury's results: its id and how many candidates were told. */
export interface JuryPublication {
  id: number;
  recipients: number;
}

/**
 * Records a publication of the jury's admission results and queues "result available" to each
 * validated candidate of the jury who has a decision to read (publicationAudience), in their
 * language; the candidates still without one are told when their decision is recorded
 * (result-notifier.ts). Call it in the transaction that turns
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
  const { decided } = await publicationAudience(trx, input.juryId);
  const targets = await candidateMailTargets(trx, decided, input.publicUrl);
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
