import type { Transaction } from "kysely";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isTabLockedFor } from "../policies/answer.ts";
import { quotaExceeded, storedBytes } from "./file-quota.ts";
import {
  acceptedSiblings,
  fileValueText,
  referencedName,
  valueAt,
  withValueAt,
} from "../queries/file-values.ts";
import { changeAnswer } from "../queries/answer-changes.ts";
import type { FileTarget } from "../queries/file-fields.ts";
import { openRequestFields, resolveDocumentRequests } from "../queries/document-requests.ts";
import { requestOpensField } from "@portal/domain/workflow/document-requests";

/** An upload whose bytes are in the store and checked, not yet recorded. */
export interface ReceivedUpload {
  target: FileTarget;
  originalName: string;
  generatedName: string;
  size: number;
  sha256: string;
  contentType: string;
  /** The other values sent with the file (sibling fields of the item). */
  fields: Record<string, string>;
}

/** What recordUpload gives back: the stored value's date, the new answer version, replaced objects. */
export interface RecordedUpload {
  uploadDate: number;
  version: number;
  /** Objects of files this upload replaced at the same path: the caller deletes their bytes. */
  replaced: string[];
}

/**
 * Throws 409 when the actor may no longer change this tab (the workflow's locks; never for
 * administrators). `requested`: the office asked for this very document (an open request), which
 * lifts the lock for it alone (domain workflow/document-requests.ts).
 */
export function assertTabOpen(
  values: Record<string, unknown>,
  tab: string,
  actor: Actor,
  requested = false,
): void {
  if (requested) return;
  if (isTabLockedFor(actor, { login: actor.login, data: values }, tab)) throw new AppError("LOCKED");
}

/** Throws 400 when a list line is past the next one (the list may have shrunk since the upload began). */
export function assertLineExists(values: Record<string, unknown>, target: ReceivedUpload["target"]): void {
  if (target.index === undefined) return;
  const list = values[target.fieldId];
  const count = Array.isArray(list) ? list.length : 0;
  if (target.index > count) throw new AppError("FILE_LIST_LINE", { path: target.path, count });
}

/**
 * Records an upload whose bytes are already stored, in the caller's transaction: the files row
 * (size, sha-256, sniffed type), the field value `{"name","generated_name","upload_date"}` in the
 * answer's data (inside the list item for `docs.2.doc_file`), the version bump and the audit row.
 * The file the field referred to before is unrecorded and returned for deletion. Refused (413)
 * when the answer's files would pass `maxAnswerBytes`, counted under the answer's row lock so that
 * concurrent uploads cannot pass it together.
 */
export async function recordUpload(input: {
  trx: Transaction<DB>;
  actor: Actor;
  answerId: number;
  upload: ReceivedUpload;
  /** The answer's quota; the demo seeds, which write their own files, leave it out. */
  maxAnswerBytes?: number;
  now?: Date;
}): Promise<RecordedUpload> {
  const { trx, actor, answerId, upload } = input;
  const now = input.now ?? new Date();
  const answer = await trx
    .selectFrom("answers")
    .select(["id", "data", "version"])
    .where("id", "=", answerId)
    .forUpdate()
    .executeTakeFirst();
  if (!answer) throw new AppError("NOT_FOUND");
  const requested = requestOpensField(upload.target.path, await openRequestFields(trx, answerId));
  assertTabOpen(answer.data, upload.target.tab, actor, requested);
  assertLineExists(answer.data, upload.target);
  // Replace the file the field refers to now, not the one first uploaded at this path: lines of a
  // list shift when one is removed, and that file may now belong to another line.
  const current = referencedName(valueAt(answer.data, upload.target));
  const previous = current
    ? await trx
        .deleteFrom("files")
        .where("answer_id", "=", answerId)
        .where("generated_name", "=", current)
        .returning("generated_name")
        .execute()
    : [];
  const max = input.maxAnswerBytes ?? Infinity;
  const used = max === Infinity ? 0 : await storedBytes(trx, answerId);
  if (used + upload.size > max) throw quotaExceeded(upload.target.path, max, used);
  await trx
    .insertInto("files")
    .values({
      answer_id: answerId,
      field_path: upload.target.path,
      original_name: upload.originalName,
      generated_name: upload.generatedName,
      size: upload.size,
      sha256: upload.sha256,
      content_type: upload.contentType,
      uploaded_at: now,
    })
    .execute();
  // The upload answers the office's request for this document; the new file waits to be checked.
  if (requested) await resolveDocumentRequests(trx, answerId, upload.target.path, now);
  const uploadDate = Math.floor(now.getTime() / 1000);
  const value = fileValueText({
    name: upload.originalName,
    generated_name: upload.generatedName,
    upload_date: uploadDate,
  });
  const data = withValueAt(answer.data, upload.target, value, acceptedSiblings(upload.target, upload.fields));
  const updated = await changeAnswer(trx, {
    answerId,
    data,
    at: now,
    actorLogin: actor.login,
    kind: "file_uploaded",
    fields: [upload.target.path],
  });
  return { uploadDate, version: updated.version, replaced: previous.map((row) => row.generated_name) };
}
