import { sql, type Kysely } from "kysely";

/**
 * The back office's view of each answer (issue #10): the facts the applications workspace lists,
 * filters, counts and sorts on, computed in JavaScript by the domain's applicationFacts and kept
 * beside the answer (queries/application-facts.ts refreshes them on every write). Reading narrow
 * columns instead of unpacking every answer's jsonb keeps a filtered, sorted page and its counts
 * cheap at tens of thousands of answers. One index per sort column, each ending in the id, for the
 * keyset pagination on (sort value, id). facet_key joins the facets' values, so that the counts per
 * facet group one column (about three times faster than grouping the seven).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_facts (
      answer_id integer PRIMARY KEY REFERENCES answers(id) ON DELETE CASCADE,
      form_id text NOT NULL,
      login text NOT NULL,
      family_name text NOT NULL,
      given_name text NOT NULL,
      sort_name text NOT NULL,
      search_key text NOT NULL,
      typeformation text NOT NULL,
      fstchoice text NOT NULL,
      sndchoice text NOT NULL,
      trdchoice text NOT NULL,
      mscchoice text NOT NULL,
      jury text,
      eu boolean,
      stage text NOT NULL,
      admis text NOT NULL,
      scholarship_requested boolean NOT NULL,
      scholarship_decision text,
      documents text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      facts_version integer NOT NULL,
      facet_key text NOT NULL
    );
    CREATE INDEX application_facts_name ON application_facts(form_id, sort_name, answer_id);
    CREATE INDEX application_facts_login ON application_facts(form_id, login, answer_id);
    CREATE INDEX application_facts_typeformation ON application_facts(form_id, typeformation, answer_id);
    CREATE INDEX application_facts_fstchoice ON application_facts(form_id, fstchoice, answer_id);
    CREATE INDEX application_facts_jury ON application_facts(form_id, jury, answer_id);
    CREATE INDEX application_facts_eu ON application_facts(form_id, eu, answer_id);
    CREATE INDEX application_facts_stage ON application_facts(form_id, stage, answer_id);
    CREATE INDEX application_facts_documents ON application_facts(form_id, documents, answer_id);
    CREATE INDEX application_facts_admis ON application_facts(form_id, admis, answer_id);
    CREATE INDEX application_facts_scholarship ON application_facts(form_id, scholarship_requested, answer_id);
    CREATE INDEX application_facts_updated ON application_facts(form_id, updated_at, answer_id);
    CREATE INDEX application_facts_created ON application_facts(form_id, created_at, answer_id);
    CREATE INDEX application_facts_version ON application_facts(facts_version);
  `.execute(db);
}
