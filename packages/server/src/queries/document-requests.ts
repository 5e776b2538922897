import type { Database } from "../db/database.ts";

/** A document request as stored. */
export interface DocumentRequestRow {
  id: number;
  answer_id: number;
  field_path: string;
  kind: "refused" | "missing";
  reason_code: string | null;
  comment: string | null;
  deadline: string;
  requested_by: string;
  requested_at: Date;
  resolved_at: Date | null;
}

/** The deadline as YYYY-MM-DD whichever way the driver hands a date column back. */
const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** An answer's requests, open and resolved, newest first (`open`: the open ones only). */
export async function listDocumentRequests(
  db: Database,
  answerId: number,
  options: { open?: boolean } = {},
): Promise<DocumentRequestRow[]> {
  let query = db
    .selectFrom("document_requests")
    .select([
      "id",
      "answer_id",
      "field_path",
      "kind",
      "reason_code",
      "comment",
      // Text, not a Date: a date column would come back at local midnight, a day off in some zones.
      (eb) => eb.cast<string>("deadline", "text").as("deadline"),
      "requested_by",
      "requested_at",
      "resolved_at",
    ])
    .where("answer_id", "=", answerId);
  if (options.open) query = query.where("resolved_at", "is", null);
  const rows = await query.orderBy("requested_at", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({ ...row, deadline: dayText(row.deadline) }));
}

/** The paths with an open request: the candidate may upload there even once the tab is locked. */
export async function openRequestFields(db: Database, answerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("document_requests")
    .select("field_path")
    .where("answer_id", "=", answerId)
    .where("resolved_at", "is", null)
    .execute();
  return rows.map((row) => row.field_path);
}

/** Marks the open requests of a path answered by an upload; how many were. */
export async function resolveDocumentRequests(
  db: Database,
  answerId: number,
  path: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .updateTable("document_requests")
    .set({ resolved_at: at })
    .where("answer_id", "=", answerId)
    .where("field_path", "=", path)
    .where("resolved_at", "is", null)
    .returning("id")
    .execute();
  return rows.length;
}
