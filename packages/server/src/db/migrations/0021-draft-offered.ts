import { sql, type Kysely } from "kysely";

/**
 * A draft older than the answer, offered to the candidate ("Restore my draft" / "Discard"), is
 * never overwritten before they choose (issue "day one": typing before choosing replaced it, and it
 * was gone). While the question is open the candidate's new typing is the tab's draft as before,
 * and the older one is kept beside it in a row of its own, `offered`; the candidate's choice (or
 * the tab's save, or a discard) deletes it. So a tab has at most two drafts: the current one and
 * one kept older one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE answer_drafts ADD COLUMN offered boolean NOT NULL DEFAULT false;
    ALTER TABLE answer_drafts DROP CONSTRAINT answer_drafts_pkey;
    ALTER TABLE answer_drafts ADD PRIMARY KEY (answer_id, tab, offered);
  `.execute(db);
}
