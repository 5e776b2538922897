import type { AnswerValues } from "@portal/domain/rules/types";
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

/**
 * A field path's label in the language (the history's and the document requests'): a field's title,
 * its id when it has none. A list line's names what the line says it holds when a sibling choice
 * tells it and the values are given ("Documents · Transcript of records"), else its place
 * ("Documents 5 · File").
 */
export function fieldPathLabel(
  schema: FormSchema,
  path: string,
  locale: Locale,
  values: AnswerValues = {},
): string {
  const [id = "", index, itemId] = path.split(".");
  const title = (field: FieldSchema | undefined, fallback: string) => field?.title?.[locale] || fallback;
  const field = Object.hasOwn(schema.fields, id) ? schema.fields[id] : undefined;
  if (itemId === undefined) return title(field, path);
  const items = field?.items?.fields ?? {};
  const item = Object.hasOwn(items, itemId) ? items[itemId] : undefined;
  const lines = values[id];
  const line = Array.isArray(lines)
    ? (lines[Number(index)] as Record<string, unknown> | undefined)
    : undefined;
  for (const sibling of Object.entries(items)) {
    const [siblingId, schemaOf] = sibling;
    const chosen = line?.[siblingId];
    const option = schemaOf.oneOf?.find((o) => typeof chosen === "string" && o.enum.includes(chosen));
    if (option) return `${title(field, id)} · ${option.description[locale]}`;
  }
  return `${title(field, id)} ${Number(index) + 1} · ${title(item, itemId)}`;
}

/** A request as staff read it. */
export function presentDocumentRequest(
  row: DocumentRequestRow,
  ctx: { schema: FormSchema; locale: Locale; reasonLabel: ReasonLabel; now: Date; values?: AnswerValues },
): PresentedDocumentRequest {
  return {
    id: row.id,
    field: row.field_path,
    fieldLabel: fieldPathLabel(ctx.schema, row.field_path, ctx.locale, ctx.values),
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
  ctx: { schema: FormSchema; locale: Locale; reasonLabel: ReasonLabel; now: Date; values?: AnswerValues },
): PresentedCandidateRequest {
  return {
    field: row.field_path,
    fieldLabel: fieldPathLabel(ctx.schema, row.field_path, ctx.locale, ctx.values),
    reasonLabel: ctx.reasonLabel(row.reason_code),
    comment: row.comment,
    deadline: row.deadline,
    overdue: isOverdue(row.deadline, row.resolved_at !== null, ctx.now),
  };
}
