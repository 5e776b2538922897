import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** The programmes whose reviewers read blind (programme_settings.blind_review, issue #38). */
export async function blindProgrammes(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectFrom("programme_settings")
    .select("programme")
    .where("blind_review", "=", true)
    // The current campaign's settings say who reads blind, last year's applications included.
    .where("campaign", "=", sql<number>`current_campaign()`)
    .execute();
  return new Set(rows.map((r) => r.programme));
}
