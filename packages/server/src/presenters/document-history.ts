import type { Static } from "typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerEventRow } from "../queries/answer-history.ts";
import { isoTime } from "./answer.ts";
import type { HistoryLine } from "./dossier.schema.ts";

/** The history kinds of document review (commands/document-reviewer.ts). */
export const DOCUMENT_EVENT_KINDS = new Set(["document-review", "document-request"]);

const STATUS = "document.status";

/** A recorded value as the line shows it: a status in words, the rest as recorded (reason codes, days). */
function shown(path: string, value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (path === STATUS) return translate(locale, `documentReview.status.${String(value)}`);
  return String(value);
}

/**
 * A document review or request as a line of the history, in staff wording: "Document reviewed:
 * Photo — Refused" with the status, reason (its code), comment and deadline before → after.
 */
export function presentDocumentEvent(
  event: AnswerEventRow,
  fieldLabel: (path: string) => string,
  locale: Locale,
): Static<typeof HistoryLine> {
  const field = fieldLabel(event.fields[0] ?? "");
  const changes = Object.entries(event.changes ?? {})
    .map(([path, { before, after }]) => ({
      field: path,
      label: translate(locale, `documentReview.history.${path.replace("document.", "")}`),
      before: shown(path, before, locale),
      after: shown(path, after, locale),
    }))
    // The kind (refused/missing) is the summary's; an unchanged value says nothing.
    .filter((change) => change.field !== "document.kind" && change.before !== change.after);
  const status = shown(STATUS, event.changes?.[STATUS]?.after, locale) ?? "";
  const summary =
    event.kind === "document-review"
      ? translate(locale, "documentReview.history.review", { field, status })
      : translate(locale, "documentReview.history.request", { field });
  return { at: isoTime(event.created_at), actor: event.actor_login, kind: event.kind, summary, changes };
}
