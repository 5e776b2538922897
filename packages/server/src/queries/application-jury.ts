import type { Database } from "../db/database.ts";
import { findJuryOf } from "./jury-of-answer.ts";

/**
 * The jury of the application for the access check of this actor: only a reviewer's access depends
 * on it (candidates read their own, administrators every one), so the others skip the query. The
 * same rule as everywhere else (findJuryOf), so a reviewer's scope never differs between routes.
 */
export async function juryForAccess(
  db: Database,
  actor: { role?: string },
  answer: { data: Record<string, unknown> },
): Promise<string | null> {
  return actor.role === "reviewer" ? ((await findJuryOf(db, answer.data))?.id_jury ?? null) : null;
}
