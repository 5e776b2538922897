import { sql, type Kysely } from "kysely";

/**
 * Jury and programme names in French (issue #12): candidates and staff read one language at a time,
 * so the lookups answer each name as {en, fr}. `label` and `description` stay the English names;
 * the French ones may be empty, and then the English name is shown in both languages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE juries ADD COLUMN label_fr text`.execute(db);
  await sql`ALTER TABLE formations ADD COLUMN description_fr text`.execute(db);
}
