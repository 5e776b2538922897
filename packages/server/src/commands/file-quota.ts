import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";

const MB = 1024 * 1024;
const inMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The bytes of the files recorded for an answer, leaving out the one an upload would replace. */
export async function storedBytes(
  db: Kysely<DB> | Transaction<DB>,
  answerId: number,
  replacing?: string,
): Promise<number> {
  let query = db
    .selectFrom("files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("size"), eb.lit(0)).as("bytes"))
    .where("answer_id", "=", answerId);
  if (replacing) query = query.where("generated_name", "<>", replacing);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** The 413 for an upload to `path` that would take the answer's files past `max` bytes (`used` already stored). */
export function quotaExceeded(path: string, max: number, used: number): AppError {
  return new AppError("FILE_QUOTA", { path: path.slice(0, 100), mb: inMb(max), usedMb: inMb(used) });
}
