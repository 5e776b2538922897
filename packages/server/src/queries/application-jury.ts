import type { Database } from "../db/database.ts";
import { findJuryOf } from "./jury-of-answer.ts";

/**
 * The jury of an application, as reviewers are scoped by it: the stored facts' jury (kept up to
 * date with every write to the answer, its jury and the formations), or, for an answer without
 * facts yet, the jury found from its values.
 */
export async function applicationJuryOf(
  db: Database,
  answer: { id: number; data: Record<string, unknown> },
): Promise<string | null> {
  const facts = await db
    .selectFrom("application_facts")
    .select("jury")
    .where("answer_id", "=", answer.id)
    .executeTakeFirst();
  if (facts) return facts.jury;
  return (await findJuryOf(db, answer.data))?.id_jury ?? null;
}

/**
 * The jury of the application for the access check of this actor: only a reviewer's access depends
 * on it (candidates read their own, administrators every one), so the others skip the query.
 */
export async function juryForAccess(
  db: Database,
  actor: { role?: string },
  answer: { id: number; data: Record<string, unknown> },
): Promise<string | null> {
  return actor.role === "reviewer" ? applicationJuryOf(db, answer) : null;
}
