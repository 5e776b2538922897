import { sql } from "kysely";
import { applicationFacts, FACTS_VERSION, foldForSearch } from "@portal/domain/workflow/application-facts";
import type { AnswerValues } from "@portal/domain/rules/types";
import type { PaymentRecord } from "@portal/domain/workflow/payment-status";
import type { Database } from "../db/database.ts";
import { matchJury } from "./jury-of-answer.ts";
import { loadLookupSnapshot, type LookupSnapshot } from "./lookup-cache.ts";
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

/** What the facts of an answer are computed from: its row, its payments, and the lookups. */
export interface FactsSource {
  id: number;
  form_id: string;
  login: string;
  data: AnswerValues;
  created_at: Date;
  /** The answer's campaign year. */
  campaign: number;
}

/** An application_facts row as written. */
export type FactsRow = ReturnType<typeof factsRowOf>;

/**
 * The stored facts of one answer (application_facts), with the domain's applicationFacts, from its
 * values, its jury (matched in the lookups) and its payments.
 */
export function factsRowOf(answer: FactsSource, lookups: LookupSnapshot, payments: readonly PaymentRecord[]) {
  const values = answer.data;
  const jury = matchJury(values, lookups.juryTables);
  const type = String(values.typeformation ?? "");
  const programmes = ["fstchoice", "sndchoice", "trdchoice", "mscchoice"].map((f) =>
    lookups.programmeLabels.get(`${type} ${String(values[f] ?? "")}`),
  );
  const facts = applicationFacts(
    answer.login,
    values,
    jury,
    programmes.filter((l) => l !== undefined),
    lookups.euCountries,
  );
  const row = {
    answer_id: answer.id,
    form_id: answer.form_id,
    campaign: answer.campaign,
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
    facts_version: FACTS_VERSION,
    payment_status: paymentStatusOf(values, jury, payments).status,
  };
  return { ...row, facet_key: facetKey(row) };
}

/** The columns of a facts row, as the save's statement writes them. */
export const FACTS_COLUMNS = [
  "answer_id",
  "form_id",
  "campaign",
  "login",
  "family_name",
  "given_name",
  "sort_name",
  "search_key",
  "typeformation",
  "fstchoice",
  "sndchoice",
  "trdchoice",
  "mscchoice",
  "jury",
  "eu",
  "stage",
  "admis",
  "scholarship_requested",
  "scholarship_decision",
  "documents",
  "created_at",
  "facts_version",
  "payment_status",
  "facet_key",
] as const satisfies readonly (keyof FactsRow)[];

/** The columns an upsert of facts sets (all but the key). */
export const FACT_VALUES = FACTS_COLUMNS.filter((c) => c !== "answer_id");

/**
 * The upsert's condition: a stored facts row is rewritten only where a fact differs, so that an
 * unchanged row keeps its fourteen indexes untouched (most writes to an answer change no fact).
 */
export const FACTS_DIFFER = `(${FACT_VALUES.map((c) => `application_facts.${c}`).join(", ")})
      IS DISTINCT FROM (${FACT_VALUES.map((c) => `excluded.${c}`).join(", ")})`;

/**
 * A statement's upsert of facts given as JSON (`facts`, an expression of the `from` list, one facts
 * row of its rows each), written only where they differ from the stored ones (FACTS_DIFFER).
 */
export function factsUpsertFromJson(from: string, facts: string): string {
  return `INSERT INTO application_facts (${FACTS_COLUMNS.join(", ")})
    SELECT ${FACTS_COLUMNS.map((c) => `f.${c}`).join(", ")}
    FROM ${from}, jsonb_populate_record(null::application_facts, ${facts}) AS f
    WHERE f.answer_id IS NOT NULL
    ON CONFLICT (answer_id) DO UPDATE SET
      ${FACT_VALUES.map((c) => `${c} = excluded.${c}`).join(", ")}
    WHERE ${FACTS_DIFFER}`;
}

/**
 * Recomputes the stored facts of these answers (application_facts) from their values and their
 * jury's flags, with the domain's applicationFacts: call it in the transaction of every write to an
 * answer's data, to its jury's flags or to the juries and formations. Answers that are gone are
 * skipped. The lookups are read in `db` (the transaction's own view) unless given.
 */
export async function refreshApplicationFacts(
  db: Database,
  answerIds: readonly number[],
  lookups?: LookupSnapshot,
): Promise<void> {
  if (answerIds.length === 0) return;
  const tables = lookups ?? (await loadLookupSnapshot(db));
  for (let start = 0; start < answerIds.length; start += BATCH) {
    const ids = answerIds.slice(start, start + BATCH);
    const answers = await db
      .selectFrom("answers")
      .select(["id", "form_id", "campaign", "login", "data", "created_at"])
      .where("id", "in", ids)
      .execute();
    if (answers.length === 0) continue;
    const payments = await paymentRecordsOf(
      db,
      answers.map((a) => a.id),
    );
    const rows = answers.map((answer) => factsRowOf(answer, tables, payments.get(answer.id) ?? []));
    await db
      .insertInto("application_facts")
      .values(rows)
      .onConflict((oc) =>
        oc
          .column("answer_id")
          .doUpdateSet((eb) => Object.fromEntries(FACT_VALUES.map((c) => [c, eb.ref(`excluded.${c}`)])))
          .where(sql.raw<boolean>(FACTS_DIFFER)),
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
