import type { Readable } from "node:stream";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { FileNotStoredError, isGeneratedName, type FileStore } from "../storage/file-store.ts";

/** A file row as a download needs it: whose it is, and what to send it as. */
export interface StoredFileRow {
  answer_id: number;
  /** The field the file was uploaded to. */
  field_path: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** The row of the file stored under a generated name; undefined for a name that is none or not recorded. */
export async function findStoredFile(db: Database, name: string): Promise<StoredFileRow | undefined> {
  if (!isGeneratedName(name)) return undefined;
  return db
    .selectFrom("files")
    .select(["answer_id", "field_path", "original_name", "content_type", "size"])
    .where("generated_name", "=", name)
    .executeTakeFirst();
}

/** The bytes of a recorded file; 404 NOT_FOUND when the store has lost them (the row alone is no file). */
export async function readStoredBytes(store: FileStore, name: string): Promise<Readable> {
  try {
    return await store.get(name);
  } catch (error) {
    if (error instanceof FileNotStoredError) throw new AppError("NOT_FOUND");
    throw error;
  }
}

/** The file rows of an answer, in upload order, with their review. */
export async function listAnswerFiles(db: Database, answerId: number) {
  return db
    .selectFrom("files")
    .select([
      "field_path",
      "generated_name",
      "original_name",
      "content_type",
      "size",
      "uploaded_at",
      "review_status",
      "review_reason",
      "review_comment",
      "reviewed_by",
      "reviewed_at",
    ])
    .where("answer_id", "=", answerId)
    .orderBy("id")
    .execute();
}
