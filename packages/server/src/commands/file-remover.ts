import type { Transaction } from "kysely";
import type { FormSchema } from "@portal/domain/schema/types";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError, ForbiddenError } from "../errors.ts";
import { fileBelongsToAnswer } from "../policies/file.ts";
import { changeAnswer } from "../queries/answer-changes.ts";
import { resolveFilePath } from "../queries/file-fields.ts";
import { pathReferring, withValueAt } from "../queries/file-values.ts";
import { assertTabOpen } from "./file-recorder.ts";
import { openRequestFields } from "../queries/document-requests.ts";
import { requestOpensField } from "@portal/domain/workflow/document-requests";

/**
 * Unrecords a file in the caller's transaction: deletes its files row and empties the field value
 * that refers to it (bumping the version, returned, with an audit row). The caller deletes the bytes once
 * the transaction has committed; if that fails the orphan cleaner removes them later.
 */
export async function removeFile(input: {
  trx: Transaction<DB>;
  actor: Actor;
  answerId: number;
  generatedName: string;
  schema: FormSchema;
}): Promise<{ version: number }> {
  const { trx, actor, answerId, generatedName } = input;
  const answer = await trx
    .selectFrom("answers")
    .select(["id", "data"])
    .where("id", "=", answerId)
    .forUpdate()
    .executeTakeFirst();
  if (!answer) throw new AppError("NOT_FOUND");
  const file = await trx
    .selectFrom("files")
    .select(["answer_id", "field_path"])
    .where("generated_name", "=", generatedName)
    .executeTakeFirst();
  if (!file) throw new AppError("NOT_FOUND");
  if (!fileBelongsToAnswer(file, answer)) throw new ForbiddenError();
  const referring = pathReferring(answer.data, generatedName);
  const target = resolveFilePath(input.schema, referring ?? file.field_path);
  // A document the office asked for again may be replaced, hence deleted, despite the lock.
  const requested = target !== null && requestOpensField(target.path, await openRequestFields(trx, answerId));
  if (target) assertTabOpen(answer.data, target.tab, actor, requested);
  await trx.deleteFrom("files").where("generated_name", "=", generatedName).execute();
  const stillReferenced = referring !== undefined && target !== null;
  const updated = await changeAnswer(trx, {
    answerId,
    ...(stillReferenced ? { data: withValueAt(answer.data, target, "") } : {}),
    actorLogin: actor.login,
    kind: "file_deleted",
    fields: [target?.path ?? file.field_path],
  });
  return { version: updated.version };
}
