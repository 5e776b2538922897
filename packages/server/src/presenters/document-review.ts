import type { Static } from "typebox";
import type { Locale } from "@portal/domain/i18n/index";
import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import { isOverdue } from "@portal/domain/workflow/document-requests";
import type { DocumentReviewStatus } from "../db/schema.ts";
import type { DocumentRequestRow } from "../queries/document-requests.ts";
import { isoTime } from "./answer.ts";
import type {
  CandidateDocumentRequest,
  DocumentField,
  DocumentRequest,
  FileReview,
} from "./document-review.schema.ts";

export type PresentedFileReview = Static<typeof FileReview>;
export type PresentedDocumentRequest = Static<typeof DocumentRequest>;
export type PresentedCandidateRequest = Static<typeof CandidateDocumentRequest>;
export type PresentedDocumentField = Static<typeof DocumentField>;

/** A code's label in the asked language (reasons catalogue); null for no code. */
export type ReasonLabel = (code: string | null) => string | null;

/** The review columns of a files row. */
export interface FileReviewColumns {
  review_status: DocumentReviewStatus;
  review_reason: string | null;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
}

/** A file's review as the dossier shows it. */
export function presentFileReview(row: FileReviewColumns, reasonLabel: ReasonLabel): PresentedFileReview {
  return {
    status: row.review_status,
    reason: row.review_reason,
    reasonLabel: reasonLabel(row.review_reason),
    comment: row.review_comment,
    by: row.reviewed_by,
    at: row.reviewed_at === null ? null : isoTime(row.reviewed_at),
  };
}

/** A file field's title in the language; a list line's as "List 3 · Item" (as the history names them). */
export function documentFieldLabel(schema: FormSchema, path: string, locale: Locale): string {
  const [id = "", index, itemId] = path.split(".");
  const title = (field: FieldSchema | undefined, fallback: string) => field?.title?.[locale] || fallback;
  const field = Object.hasOwn(schema.fields, id) ? schema.fields[id] : undefined;
  if (itemId === undefined) return title(field, path);
  const item =
    field?.items && Object.hasOwn(field.items.fields, itemId) ? field.items.fields[itemId] : undefined;
  return `${title(field, id)} ${Number(index) + 1} · ${title(item, itemId)}`;
}

/** A request as staff read it. */
export function presentDocumentRequest(
  row: DocumentRequestRow,
  ctx: { schema: FormSchema; locale: Locale; reasonLabel: ReasonLabel; now: Date },
): PresentedDocumentRequest {
  return {
    id: row.id,
    field: row.field_path,
    fieldLabel: documentFieldLabel(ctx.schema, row.field_path, ctx.locale),
    kind: row.kind,
    reason: row.reason_code,
    reasonLabel: ctx.reasonLabel(row.reason_code),
    comment: row.comment,
    deadline: row.deadline,
    requestedBy: row.requested_by,
    requestedAt: isoTime(row.requested_at),
    resolvedAt: row.resolved_at === null ? null : isoTime(row.resolved_at),
    overdue: isOverdue(row.deadline, row.resolved_at !== null, ctx.now),
  };
}

/** An open request as the candidate reads it: what to upload, why, by when (nobody's login). */
export function presentCandidateRequest(
  row: DocumentRequestRow,
  ctx: { schema: FormSchema; locale: Locale; reasonLabel: ReasonLabel; now: Date },
): PresentedCandidateRequest {
  return {
    field: row.field_path,
    fieldLabel: documentFieldLabel(ctx.schema, row.field_path, ctx.locale),
    reasonLabel: ctx.reasonLabel(row.reason_code),
    comment: row.comment,
    deadline: row.deadline,
    overdue: isOverdue(row.deadline, row.resolved_at !== null, ctx.now),
  };
}
