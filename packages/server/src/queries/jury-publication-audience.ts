import { RESULT_DECISIONS } from "@portal/domain/workflow/decision-scope";
import type { Database } from "../db/database.ts";
import { candidateMailTargets } from "./candidate-mail-values.ts";
import { liveCampaign } from "./campaigns.ts";

/** Who a publication of a jury's results speaks to: the validated applications with a result, and how many have none yet. */
export interface PublicationAudience {
  /** Validated applications of the jury whose decision is a result (O, N, L, R, C), by answer id. */
  decided: number[];
  /** Validated applications of the jury without a decision yet: not told, as they have nothing to read. */
  undecided: number;
}

/**
 * The audience of a publication, from the stored facts (admis "-" when blank): what the publication
 * mails (jury-publisher.ts) and what its preview counts, with the same definition.
 */
export async function publicationAudience(db: Database, juryId: string): Promise<PublicationAudience> {
  const rows = await db
    .selectFrom("application_facts")
    .select(["answer_id", "admis"])
    .where("jury", "=", juryId)
    .where("stage", "!=", "started")
    // A publication speaks to the campaign whose results it publishes: not last year's candidates.
    .where(liveCampaign)
    .orderBy("answer_id")
    .execute();
  const results: readonly (string | null)[] = RESULT_DECISIONS;
  const decided = rows.filter((row) => results.includes(row.admis)).map((row) => row.answer_id);
  return { decided, undecided: rows.length - decided.length };
}

/** What publishing the jury's results now would do: how many candidates would be told, how many have no decision yet. */
export async function previewJuryPublication(
  db: Database,
  input: { juryId: string; publicUrl: string },
): Promise<{ recipients: number; undecided: number }> {
  const { decided, undecided } = await publicationAudience(db, input.juryId);
  const targets = await candidateMailTargets(db, decided, input.publicUrl);
  return { recipients: targets.length, undecided };
}
