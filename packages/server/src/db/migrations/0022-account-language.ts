import { sql, type Kysely } from "kysely";

/**
 * A person's language lives on their account, not in one browser: users.locale (the language of
 * their e-mails, set at registration or invitation) is now also set when they switch language while
 * signed in, and locale_chosen_at records that they chose it. A login answers the chosen language, and
 * the web app applies it on any device; an account that never chose keeps the device's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale_chosen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN locale_chosen_at`.execute(db);
}
