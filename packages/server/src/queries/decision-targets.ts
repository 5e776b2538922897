import { sql, type Kysely } from "kysely";
import type { AnswerValues } from "@portal/domain/rules/types";
import type { DB } from "../db/schema.ts";

/** An application a bulk change or an import acts on: its answer, version and the name the office reads. */
export interface DecisionTarget {
  id: number;
  login: string;
  name: string;
  data: AnswerValues;
  version: number;
}

function targets(db: Kysely<DB>, formId: string) {
  return db
    .selectFrom("answers")
    .leftJoin("application_facts", "application_facts.answer_id", "answers.id")
    .select([
      "answers.id",
      "answers.login",
      "answers.data",
      "answers.version",
      sql<string>`trim(coalesce(application_facts.given_name, '') || ' ' || coalesce(application_facts.family_name, ''))`.as(
        "name",
      ),
    ])
    .where("answers.form_id", "=", formId)
    .orderBy("answers.id");
}

/** The applications with these ids (locked with `lock`, for the transaction that writes them). */
export async function targetsByIds(
  db: Kysely<DB>,
  formId: string,
  ids: readonly number[],
  lock = false,
): Promise<DecisionTarget[]> {
  if (ids.length === 0) return [];
  const query = targets(db, formId).where("answers.id", "in", [...ids]);
  return (lock ? query.forUpdate("answers") : query).execute();
}

/** The applications with these logins (locked with `lock`). */
export async function targetsByLogins(
  db: Kysely<DB>,
  formId: string,
  logins: readonly string[],
  lock = false,
): Promise<DecisionTarget[]> {
  if (logins.length === 0) return [];
  const query = targets(db, formId).where("answers.login", "in", [...logins]);
  return (lock ? query.forUpdate("answers") : query).execute();
}

/**
 * The last waiting-list rank each of these juries has used (its applications on the waiting list,
 * L, with a whole rank); a jury without one is absent.
 */
export async function lastWaitingRanks(
  db: Kysely<DB>,
  formId: string,
  juries: readonly string[],
): Promise<Map<string, number>> {
  if (juries.length === 0) return new Map();
  const { rows } = await sql<{ jury: string; last: number }>`
    select f.jury, max((a.data->>'waiting_rank')::int)::int as last
    from application_facts f join answers a on a.id = f.answer_id
    where f.form_id = ${formId} and f.admis = 'L' and f.jury in (${sql.join([...juries])})
      and a.data->>'waiting_rank' ~ '^[0-9]{1,9}$'
    group by f.jury`.execute(db);
  return new Map(rows.map((row) => [row.jury, row.last]));
}
