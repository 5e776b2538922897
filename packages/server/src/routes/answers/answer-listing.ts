import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { presentAnswerSummary, type PresentedAnswerSummary } from "../../presenters/answer.ts";

/** One page request of the admin listing. */
export interface ListingQuery {
  formId: string;
  fields: string[];
  limit: number;
  cursor?: string;
  q?: string;
}

/** One page: the answers, how many match in all, and the cursor of the next page (null on the last). */
export interface ListingPage {
  total: number;
  items: PresentedAnswerSummary[];
  nextCursor: string | null;
}

// The cursor keeps updated_at as PostgreSQL's own text (microseconds): a JS Date would round it to
// milliseconds and skip or repeat rows saved within the same millisecond.
function encodeCursor(updated: string, id: number): string {
  return Buffer.from(JSON.stringify([updated, id])).toString("base64url");
}

// PostgreSQL's own text of a timestamptz, e.g. 2025-03-01 10:00:00.123456+00 (what encodeCursor wrote).
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/** True when PostgreSQL will read the text as a timestamptz: the shape, and a date that exists. */
function isTimestampText(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes = 0, zoneSeconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    // PostgreSQL refuses offsets past ±15:59:59 ("time zone displacement out of range").
    zoneHours! <= 15 &&
    zoneMinutes < 60 &&
    zoneSeconds < 60
  );
}

/** The cursor's (updated_at text, id); 400 unless it is exactly what encodeCursor writes. */
function decodeCursor(cursor: string): [string, number] {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown;
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [updated, id] = decoded as unknown[];
      // Checked here, not by PostgreSQL: a date it cannot read or an id past int4 would be a 500.
      if (typeof updated === "string" && isTimestampText(updated) && isAnswerId(id)) return [updated, id];
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError("VALIDATION", { detail: "invalid cursor" });
}

/** An answers.id: a positive PostgreSQL integer. */
const isAnswerId = (id: unknown): id is number =>
  typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= 2147483647;

/** `%`, `_` and `\` typed by the administrator are searched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of answers, last modified first, by keyset on (updated_at, id) so that the index
 * answers(form_id, updated_at DESC, id DESC) serves every page in the same time, the last as the first.
 */
export async function listAnswers(db: Kysely<DB>, query: ListingQuery): Promise<ListingPage> {
  let base = db.selectFrom("answers").where("form_id", "=", query.formId);
  if (query.q) {
    // search_text (migration 0004) is lower(login, familyName, givenName), kept up to date by PostgreSQL.
    base = base.where(sql<boolean>`search_text like lower(${likePattern(query.q.trim())})`);
  }
  let page = base
    .select(["id", "login", "created_at", "updated_at", sql<string>`updated_at::text`.as("updated_text")])
    .select(query.fields.map((field, i) => sql<unknown>`data -> ${field}`.as(`f${i}`)))
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1);
  if (query.cursor) {
    const [updated, id] = decodeCursor(query.cursor);
    page = page.where(sql<boolean>`(updated_at, id) < (${updated}::timestamptz, ${id}::integer)`);
  }
  const [rows, count] = await Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const items = shown.map((row) => {
    const values = query.fields.map((_, i) => (row as Record<string, unknown>)[`f${i}`]);
    return presentAnswerSummary(row, query.fields, values);
  });
  const last = shown.at(-1);
  return {
    total: Number(count.total),
    items,
    nextCursor: more && last ? encodeCursor(last.updated_text, last.id) : null,
  };
}
