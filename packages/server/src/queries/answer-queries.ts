import { CompiledQuery, sql, type Kysely, type Selectable } from "kysely";
import type { PaymentRecord } from "@portal/domain/workflow/payment-status";
import { emptyAnswer } from "@portal/domain/schema/candform";
import { preparedStatement } from "../db/prepared-statements.ts";
import type { AnswersTable, DB } from "../db/schema.ts";
import { recordAnswerEvent } from "./answer-changes.ts";
import { refreshApplicationFacts } from "./application-facts.ts";
import { campaignFeeValues } from "./campaigns.ts";

/** An answer row as read from the database. */
export type AnswerRow = Selectable<AnswersTable>;

const columns = [
  "id",
  "form_id",
  "login",
  "data",
  "version",
  "campaign",
  "created_at",
  "updated_at",
] as const;

/**
 * The answer of a login in a form: that of the given campaign, else their newest (a returning
 * candidate's application of this year rather than last year's); undefined when there is none.
 */
export async function findAnswerByLogin(
  db: Kysely<DB>,
  formId: string,
  login: string,
  campaign?: number,
): Promise<AnswerRow | undefined> {
  return db
    .selectFrom("answers")
    .select(columns)
    .where("form_id", "=", formId)
    .where("login", "=", login)
    .$if(campaign !== undefined, (q) => q.where("campaign", "=", campaign!))
    .orderBy("campaign", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** An answer by id in a form; with `lock`, the row stays locked until the transaction ends. */
export async function findAnswerById(
  db: Kysely<DB>,
  formId: string,
  id: number,
  lock = false,
): Promise<AnswerRow | undefined> {
  const query = db.selectFrom("answers").select(columns).where("form_id", "=", formId).where("id", "=", id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

const ANSWER_FOR_SAVE = preparedStatement(`
  SELECT ${columns.join(", ")}, xmin::text AS xmin,
    (SELECT coalesce(json_agg(json_build_object('nature', nature, 'amountCents', amount_cents, 'method', method,
       'waivesRest', waives_rest)
       ORDER BY id), '[]'::json) FROM payments WHERE payments.answer_id = answers.id) AS payments
  FROM answers WHERE form_id = $1 AND id = $2`);

/**
 * An answer row read for a save, with its payments (its facts' payment status reads them) and its
 * xmin (a save of a copy kept in memory writes only if the row is still this one).
 */
export type AnswerForSave = AnswerRow & { payments: PaymentRecord[]; xmin: string };

/**
 * An answer by id in a form with its payments, in one round trip: what a tab save reads before it
 * writes. No lock: the save writes only if the answer is still at the version read.
 */
export async function findAnswerForSave(
  db: Kysely<DB>,
  formId: string,
  id: number,
): Promise<AnswerForSave | undefined> {
  // Every tab save runs this: its text is written once, not built and compiled each time, and
  // prepared once per connection.
  const { rows } = await db.executeQuery<AnswerForSave>(CompiledQuery.raw(ANSWER_FOR_SAVE, [formId, id]));
  return rows[0];
}

/**
 * The candidate's newest answer, created empty in the current campaign on their first read ever
 * (every field default, the campaign's year); two first reads at once both get the single row
 * (ON CONFLICT DO NOTHING on (form_id, login, campaign)). A returning candidate gets last year's
 * answer: a new one is started on purpose (startAnswer), never by reading.
 */
export async function findOrCreateAnswer(db: Kysely<DB>, formId: string, login: string): Promise<AnswerRow> {
  const found = await findAnswerByLogin(db, formId, login);
  if (found) return found;
  const { year } = await db
    .selectFrom(sql<{ year: number }>`(select current_campaign() as year)`.as("c"))
    .select("year")
    .executeTakeFirstOrThrow();
  return createAnswer(db, formId, login, year, emptyAnswer(undefined, year));
}

/** Inserts a candidate's answer of a campaign with these values (or finds the one a concurrent call made). */
export async function createAnswer(
  db: Kysely<DB>,
  formId: string,
  login: string,
  campaign: number,
  data: Record<string, unknown>,
): Promise<AnswerRow> {
  // The application carries its campaign's fees (issue #39): what the candidate is asked to pay.
  const fees = await db
    .selectFrom("campaigns")
    .select(["application_fee_cents", "down_payment_msc_cents", "down_payment_other_cents"])
    .where("year", "=", campaign)
    .executeTakeFirst();
  const values = fees ? { ...data, ...campaignFeeValues(fees) } : data;
  const created = await db
    .insertInto("answers")
    .values({ form_id: formId, login, campaign, data: JSON.stringify(values) })
    .onConflict((oc) => oc.columns(["form_id", "login", "campaign"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (created) {
    await recordAnswerEvent(db, { answerId: created.id, actorLogin: login, kind: "create", fields: [] });
    await refreshApplicationFacts(db, [created.id]);
  }
  const row = await findAnswerByLogin(db, formId, login, campaign);
  if (!row) throw new Error(`answer of ${login} in ${campaign} neither found nor created`);
  return row;
}
