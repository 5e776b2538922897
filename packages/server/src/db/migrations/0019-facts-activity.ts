import { sql, type Kysely } from "kysely";

/**
 * An application's last activity is read from its answer, no longer copied into its facts (issue
 * #13, tab save). The copy changed at every save, and with its index it made every save rewrite the
 * facts row and all fourteen of its indexes, even when no fact had changed (most saves: an address,
 * a phone number): PostgreSQL's largest cost per save. Facts are now written only when they change.
 *
 * application_list is what the workspace's pages read: the facts with the answer's updated_at, the
 * answer's id and form standing for the facts' own so that a page in order of last activity walks
 * the answers' index (form_id, updated_at DESC, id DESC) as it walked the facts' one. Its columns
 * are listed: a column added to application_facts later is added here by that migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX application_facts_updated;
    ALTER TABLE application_facts DROP COLUMN updated_at;
    CREATE VIEW application_list AS
      SELECT a.id AS answer_id, a.form_id, f.login, f.family_name, f.given_name, f.sort_name, f.search_key,
        f.typeformation, f.fstchoice, f.sndchoice, f.trdchoice, f.mscchoice, f.jury, f.eu, f.stage,
        f.admis, f.scholarship_requested, f.scholarship_decision, f.documents, f.created_at,
        a.updated_at, f.facts_version, f.payment_status, f.facet_key
      FROM answers a JOIN application_facts f ON f.answer_id = a.id;
  `.execute(db);
}
