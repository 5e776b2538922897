import { applicationFacts, FACTS_VERSION, foldForSearch } from "@portal/domain/workflow/application-facts";
import type { Database } from "../db/database.ts";
import { loadJuryTables, matchJury } from "./jury-of-answer.ts";
import { paymentRecordsOf, paymentStatusOf } from "./payment-records.ts";

/** The facets of the back office's listing: the filters whose counts it shows. */
export const FACETS = ["typeformation", "jury", "stage", "admis", "eu", "scholarship", "documents"] as const;
export type Facet = (typeof FACETS)[number];

/** Separates the values in facet_key (a control character no value holds). */
export const FACET_KEY_SEPARATOR = "\u001f";

/** The facets' values as filters and counts read them: no jury is "-", an unstated nationality "unknown". */
function facetKey(row: {
  typeformation: string;
  jury: string | null;
  stage: string;
  admis: string;
  eu: boolean | null;
  scholarship_requested: boolean;
  documents: string;
}): string {
  const values: Record<Facet, string> = {
    typeformation: row.typeformation,
    jury: row.jury ?? "-",
    stage: row.stage,
    admis: row.admis,
    eu: row.eu === null ? "unknown" : String(row.eu),
    scholarship: String(row.scholarship_requested),
    documents: row.documents,
  };
  return FACETS.map((f) => values[f].replaceAll(FACET_KEY_SEPARATOR, " ")).join(FACET_KEY_SEPARATOR);
}

/** How many answers one refresh statement reads and writes at most. */
const BATCH = 500;

/** The country codes of the EU member states (the countries lookup's pays_ue), for the EU fact. */
async function euCountryCodes(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom("countries").select("code").where("pays_ue", "=", true).execute();
  return new Set(rows.map((row) => row.code));
}

/** The programme labels of the formations, by "type code", so that the search finds a programme by name. */
async function programmeLabels(db: Database): Promise<Map<string, string>> {
  const rows = await db.selectFrom("formations").select(["type", "enum", "description"]).execute();
  return new Map(rows.map((r) => [`${r.type} ${r.enum}`, r.description]));
}

/**
 * Recomputes the stored facts of these answers (application_facts) from their values and their
 * jury's flags, with the domain's applicationFacts: call it in the transaction of every write to an
 * answer's data, to its jury's flags or to the juries and formations. Answers that are gone are skipped.
 */
export async function refreshApplicationFacts(db: Database, answerIds: readonly number[]): Promise<void> {
  if (answerIds.length === 0) return;
  const tables = await loadJuryTables(db);
  const labels = await programmeLabels(db);
  const euCountries = await euCountryCodes(db);
  for (let start = 0; start < answerIds.length; start += BATCH) {
    const ids = answerIds.slice(start, start + BATCH);
    const answers = await db
      .selectFrom("answers")
      .select(["id", "form_id", "login", "data", "created_at", "updated_at"])
      .where("id", "in", ids)
      .execute();
    if (answers.length === 0) continue;
    const payments = await paymentRecordsOf(
      db,
      answers.map((a) => a.id),
    );
    const rows = answers.map((answer) => {
      const values = answer.data;
      const jury = matchJury(values, tables);
      const type = String(values.typeformation ?? "");
      const programmes = ["fstchoice", "sndchoice", "trdchoice", "mscchoice"].map((f) =>
        labels.get(`${type} ${String(values[f] ?? "")}`),
      );
      const facts = applicationFacts(
        answer.login,
        values,
        jury,
        programmes.filter((l) => l !== undefined),
        euCountries,
      );
      const row = {
        answer_id: answer.id,
        form_id: answer.form_id,
        login: answer.login,
        family_name: facts.familyName,
        given_name: facts.givenName,
        sort_name: foldForSearch(`${facts.familyName} ${facts.givenName}`),
        search_key: facts.searchKey,
        typeformation: facts.typeformation,
        fstchoice: facts.fstchoice,
        sndchoice: facts.sndchoice,
        trdchoice: facts.trdchoice,
        mscchoice: facts.mscchoice,
        jury: jury?.id_jury ?? null,
        eu: facts.eu,
        stage: facts.stage,
        admis: facts.admis,
        scholarship_requested: facts.scholarshipRequested,
        scholarship_decision: facts.scholarshipDecision,
        documents: facts.documents,
        created_at: answer.created_at,
        updated_at: answer.updated_at,
        facts_version: FACTS_VERSION,
        payment_status: paymentStatusOf(values, jury, payments.get(answer.id) ?? []).status,
      };
      return { ...row, facet_key: facetKey(row) };
    });
    await db
      .insertInto("application_facts")
      .values(rows)
      .onConflict((oc) =>
        oc.column("answer_id").doUpdateSet((eb) => {
          const columns = Object.keys(rows[0]).filter((c) => c !== "answer_id") as (keyof (typeof rows)[0])[];
          return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
        }),
      )
      .execute();
  }
}

/** Refreshes the facts of the answers whose jury is this one (after its publication flags change). */
export async function refreshJuryFacts(db: Database, juryId: string): Promise<void> {
  const rows = await db
    .selectFrom("application_facts")
    .select("answer_id")
    .where("jury", "=", juryId)
    .execute();
  await refreshApplicationFacts(
    db,
    rows.map((r) => r.answer_id),
  );
}

/**
 * Refreshes, batch by batch, the answers with no facts or facts of an older FACTS_VERSION (`all`:
 * every answer, after the juries or formations changed); the number refreshed. Run at startup, so
 * existing databases and answers inserted in bulk (demo, benchmark) get their facts.
 */
export async function refreshStaleApplicationFacts(
  db: Database,
  options: { all?: boolean } = {},
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom("answers")
      .leftJoin("application_facts", "application_facts.answer_id", "answers.id")
      .select("answers.id")
      .where("answers.id", ">", after)
      .$if(!options.all, (q) =>
        q.where((eb) =>
          eb.or([
            eb("application_facts.answer_id", "is", null),
            eb("application_facts.facts_version", "<", FACTS_VERSION),
          ]),
        ),
      )
      .orderBy("answers.id")
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return done;
    const ids = batch.map((r) => r.id);
    await refreshApplicationFacts(db, ids);
    done += ids.length;
    after = ids[ids.length - 1];
  }
}
