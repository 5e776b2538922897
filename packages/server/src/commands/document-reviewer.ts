import type { Transaction } from "kysely";
import type { FormSchema } from "@portal/domain/schema/types";
import type { ReviewStatus } from "@portal/domain/workflow/document-requests";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";
import type { DocumentRequestRow } from "../queries/document-requests.ts";
import { pathReferring } from "../queries/file-values.ts";
import { mailDocumentRequests } from "./document-request-mailer.ts";

/** The application a review or a request is about. */
export interface ReviewedApplication {
  id: number;
  login: string;
  data: Record<string, unknown>;
}

/** Where the mail's link points and which form the fields are read against. */
export interface RequestContext {
  schema: FormSchema;
  publicUrl: string;
  formId: string;
  now?: Date;
}

/**
 * Opens a request in the caller's transaction, records it in the answer's history
 * ("document-request") and queues the "document_request" mail to the candidate.
 */
export async function requestDocument(
  trx: Transaction<DB>,
  input: RequestContext & {
    actor: Actor;
    answer: ReviewedApplication;
    field: string;
    kind: "refused" | "missing";
    reason: string;
    comment: string | null;
    deadline: string;
  },
): Promise<DocumentRequestRow> {
  const { actor, answer } = input;
  const row = await trx
    .insertInto("document_requests")
    .values({
      answer_id: answer.id,
      field_path: input.field,
      kind: input.kind,
      reason_code: input.reason,
      comment: input.comment,
      deadline: input.deadline,
      requested_by: actor.login,
      ...(input.now ? { requested_at: input.now } : {}),
    })
    // The deadline is given back as sent: a date column would come back as a Date at local midnight.
    .returning([
      "id",
      "answer_id",
      "field_path",
      "kind",
      "reason_code",
      "comment",
      "requested_by",
      "requested_at",
      "resolved_at",
    ])
    .executeTakeFirstOrThrow();
  await recordAnswerEvent(trx, {
    answerId: answer.id,
    actorLogin: actor.login,
    kind: "document-request",
    fields: [input.field],
    changes: {
      "document.kind": { before: null, after: input.kind },
      "document.reason": { before: null, after: input.reason },
      "document.comment": { before: null, after: input.comment },
      "document.deadline": { before: null, after: input.deadline },
    },
  });
  await mailDocumentRequests(trx, input);
  return { ...row, deadline: input.deadline };
}

/**
 * Records the review of one of the application's files in the caller's transaction (404 when the
 * file is not the application's) with a history line ("document-review"); a refusal also opens a
 * request on the file's field and mails the candidate (requestDocument).
 */
export async function reviewDocument(
  trx: Transaction<DB>,
  input: RequestContext & {
    actor: Actor;
    answer: ReviewedApplication;
    generatedName: string;
    status: ReviewStatus;
    reason: string | null;
    comment: string | null;
    deadline: string;
  },
): Promise<{ field: string; request: DocumentRequestRow | null }> {
  const { actor, answer, status } = input;
  const now = input.now ?? new Date();
  const before = await trx
    .selectFrom("files")
    .select(["field_path", "review_status", "review_reason", "review_comment"])
    .where("answer_id", "=", answer.id)
    .where("generated_name", "=", input.generatedName)
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw new AppError("NOT_FOUND");
  const field = pathReferring(answer.data, input.generatedName) ?? before.field_path;
  const reason = status === "refused" ? input.reason : null;
  await trx
    .updateTable("files")
    .set({
      review_status: status,
      review_reason: reason,
      review_comment: input.comment,
      reviewed_by: actor.login,
      reviewed_at: now,
    })
    .where("answer_id", "=", answer.id)
    .where("generated_name", "=", input.generatedName)
    .execute();
  await recordAnswerEvent(trx, {
    answerId: answer.id,
    actorLogin: actor.login,
    kind: "document-review",
    fields: [field],
    changes: {
      "document.status": { before: before.review_status, after: status },
      "document.reason": { before: before.review_reason, after: reason },
      "document.comment": { before: before.review_comment, after: input.comment },
    },
  });
  if (status !== "refused") return { field, request: null };
  const request = await requestDocument(trx, {
    ...input,
    now,
    field,
    kind: "refused",
    reason: reason!,
    deadline: input.deadline,
  });
  return { field, request };
}
