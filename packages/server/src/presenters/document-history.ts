import type { Static } from "typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerEventRow } from "../queries/answer-history.ts";
import { isoTime } from "./answer.ts";
import type { ReasonLabel } from "./document-review.ts";
import type { HistoryLine } from "./dossier.schema.ts";

/** The history kinds of document review (commands/document-reviewer.ts). */
export const DOCUMENT_EVENT_KINDS = new Set(["document-review", "document-request"]);

const STATUS = "document.status";
const REASON = "document.reason";

/** What a document line needs to be read: the language, the field's label, the reasons catalogue's labels. */
export interface DocumentEventContext {
  locale: Locale;
  /** The file field's label, a list line named by its document type (document-review.ts fieldPathLabel). */
  fieldLabel: (path: string) => string;
  /** The document reasons' labels (queries/reasons.ts reasonLabeller). */
  reasonLabel: ReasonLabel;
}

/** A recorded value as the line shows it: a status in words, a reason by its label, the rest as recorded (comment, day). */
function shown(path: string, value: unknown, ctx: DocumentEventContext): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (path === STATUS) return translate(ctx.locale, `documentReview.status.${String(value)}`);
  if (path === REASON) return ctx.reasonLabel(String(value));
  return String(value);
}

/**
 * A document review or request as a line of the history, in staff wording: "Document reviewed:
 * Documents · Transcript of records — Refused" with the status, reason (its label), comment and
 * deadline before → after.
 */
export function presentDocumentEvent(
  event: AnswerEventRow,
  ctx: DocumentEventContext,
): Static<typeof HistoryLine> {
  const { locale } = ctx;
  const field = ctx.fieldLabel(event.fields[0] ?? "");
  const changes = Object.entries(event.changes ?? {})
    .map(([path, { before, after }]) => ({
      field: path,
      label: translate(locale, `documentReview.history.${path.replace("document.", "")}`),
      before: shown(path, before, ctx),
      after: shown(path, after, ctx),
    }))
    // The kind (refused/missing) is the summary's; an unchanged value says nothing.
    .filter((change) => change.field !== "document.kind" && change.before !== change.after);
  const status = shown(STATUS, event.changes?.[STATUS]?.after, ctx) ?? "";
  const summary =
    event.kind === "document-review"
      ? translate(locale, "documentReview.history.review", { field, status })
      : translate(locale, "documentReview.history.request", { field });
  return { at: isoTime(event.created_at), actor: event.actor_login, kind: event.kind, summary, changes };
}
