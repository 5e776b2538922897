import { sql } from "kysely";
import { scoresheetProblems, type Criterion, type SheetProblem } from "@portal/domain/review/scoresheet";
import type { Database } from "../db/database.ts";
import { currentScoresheet, scoresheetHasReviews, type ScoresheetRow } from "../queries/scoresheets.ts";

/** What saving a scoresheet did: saved (a new version or the current one replaced), or why not. */
export type ScoresheetOutcome =
  | { ok: true; sheet: ScoresheetRow; newVersion: boolean }
  | { ok: false; problems: SheetProblem[] }
  | { ok: false; hasReviews: ScoresheetRow };

/**
 * Saves a programme's scoresheet (issue #38). Without reviews under the current version, it is
 * replaced in place (or version 1 is made); with reviews, only with `confirm`, as a new version, so
 * that the scores given under the old one stay readable against their own criteria. The
 * programme is locked for the transaction, so two administrators saving at once save in turn.
 */
export async function saveScoresheet(
  trx: Database,
  input: { programme: string; criteria: Criterion[]; confirm: boolean; by: string; now: Date },
): Promise<ScoresheetOutcome> {
  const problems = scoresheetProblems({ criteria: input.criteria });
  if (problems.length > 0) return { ok: false, problems };
  const criteria = JSON.stringify(input.criteria);
  // One writer per programme at a time (its first version has no row to lock yet).
  await sql`select pg_advisory_xact_lock(hashtext(${`scoresheet:${input.programme}`}))`.execute(trx);
  const current = await currentScoresheet(trx, input.programme);
  if (current) {
    const reviewed = await scoresheetHasReviews(trx, current.id);
    if (!reviewed) {
      const sheet = await trx
        .updateTable("scoresheets")
        .set({ criteria, created_by: input.by, created_at: input.now })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ok: true, sheet, newVersion: false };
    }
    if (!input.confirm) return { ok: false, hasReviews: current };
  }
  const sheet = await trx
    .insertInto("scoresheets")
    .values({
      programme: input.programme,
      version: (current?.version ?? 0) + 1,
      criteria,
      created_by: input.by,
      created_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, sheet, newVersion: true };
}
