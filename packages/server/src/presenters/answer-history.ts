import type { Static } from "typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import type { JuryFlags } from "../db/schema.ts";
import type { AnswerEventRow, JuryEventRow } from "../queries/answer-history.ts";
import type { LookupCode } from "../reports/lookup-labels.ts";
import { fileName, formatValue, resolveLookup, type ValueContext } from "../reports/report-values.ts";
import { isoTime } from "./answer.ts";
import type { HistoryLine } from "./dossier.schema.ts";
import { DOCUMENT_EVENT_KINDS, presentDocumentEvent } from "./document-history.ts";
import { fieldPathLabel, type ReasonLabel } from "./document-review.ts";
import { isDecisionField, presentDecisionValue } from "./decision-values.ts";
import { PAYMENT_EVENT_KINDS, presentPaymentEvent } from "./payment-history.ts";
import { presentWithdrawalEvent, WITHDRAWAL_EVENT_KINDS } from "./withdrawal-history.ts";

/** One line of the history as it leaves the server. */
export type PresentedHistoryLine = Static<typeof HistoryLine>;

type Values = Record<string, unknown>;
type Change = PresentedHistoryLine["changes"][number];

/** The reasons catalogue's labels in the reader's language (queries/reasons.ts reasonLabeller), loaded by the route. */
export interface HistoryReasonLabels {
  motivation: ReasonLabel;
  document: ReasonLabel;
}

/** The longest value a history line shows: a long text is cut, the dossier shows it whole. */
const MAX_VALUE_LENGTH = 300;

/** The kinds of answer_events line with a summary of their own (the others read "change recorded"). */
const KNOWN_KINDS = new Set([
  "create",
  "save-tab",
  "file_uploaded",
  "file_deleted",
  "validate-application",
  "validate-scholarship",
  "validate-registration",
  "validate-tuition",
  "reminder",
  "reference-invited",
  "reference-replaced",
  "reference-reminded",
  "reference-received",
  "decision",
  "bulk-decision",
  "import-decision",
]);

const FLAGS = ["resultats_publies", "resultats_brs_publies"] as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const asLine = (item: unknown): Values => (item && typeof item === "object" ? (item as Values) : {});

const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…` : text;

/** The field a history path names: a top-level field, or the item field of a list line (docs.2.doc_file). */
function fieldAt(schema: FormSchema, path: string): FieldSchema | undefined {
  const [id = "", , itemId] = path.split(".");
  const field = Object.hasOwn(schema.fields, id) ? schema.fields[id] : undefined;
  if (itemId === undefined) return field;
  return field?.items && Object.hasOwn(field.items.fields, itemId) ? field.items.fields[itemId] : undefined;
}

/** Each lookup code a value holds, with the lookup path its label is found under (see loadLookupLabels). */
function codesIn(field: FieldSchema, value: unknown, data: Values, line: Values = {}): LookupCode[] {
  if (field.items && Array.isArray(value)) {
    return value.flatMap((item) =>
      Object.entries(field.items!.fields).flatMap(([id, itemField]) =>
        codesIn(itemField, asLine(item)[id], data, asLine(item)),
      ),
    );
  }
  if (!field.lookup || typeof value !== "string" || value.trim() === "") return [];
  return [{ path: resolveLookup(field.lookup, line, data), code: value.trim() }];
}

/**
 * The lookup codes the history's values hold (countries, programmes…), so that the caller loads
 * their labels once (reports/lookup-labels.ts) before presentHistory.
 */
export function historyLookupCodes(schema: FormSchema, events: AnswerEventRow[], data: Values): LookupCode[] {
  return events.flatMap((event) =>
    Object.entries(event.changes ?? {}).flatMap(([path, { before, after }]) => {
      const field = fieldAt(schema, path);
      return field ? [...codesIn(field, before, data), ...codesIn(field, after, data)] : [];
    }),
  );
}

/**
 * A value as a person reads it, or null when empty: option and lookup labels, Yes/No, dates, a file's
 * original name (reports/report-values.ts), a list as its numbered lines; cut when long.
 */
function readable(
  field: FieldSchema | undefined,
  value: unknown,
  ctx: ValueContext,
  data: Values,
): string | null {
  if (isEmpty(value)) return null;
  if (!field) return cut(typeof value === "string" ? value : JSON.stringify(value));
  if (field.items && Array.isArray(value)) {
    const items = field.items;
    const lines = value.map((item, i) => {
      const line = asLine(item);
      const cells = items.order
        .filter((id) => !isEmpty(line[id]) && items.fields[id])
        .map((id) => {
          const cell = items.fields[id]!;
          const lookupPath = cell.lookup ? resolveLookup(cell.lookup, line, data) : undefined;
          return `${cell.title?.[ctx.locale] || id}: ${formatValue(cell, line[id], ctx, lookupPath)}`;
        });
      return `${i + 1}. ${cells.join(", ")}`;
    });
    return cut(lines.join(" — "));
  }
  const lookupPath = field.lookup ? resolveLookup(field.lookup, data) : undefined;
  return cut(formatValue(field, value, ctx, lookupPath));
}

/** The value a line recorded at a path, before or after: changes are kept per top-level field, paths go into lists. */
function valueAt(event: AnswerEventRow, path: string, side: "before" | "after"): unknown {
  const [id = "", index, itemId] = path.split(".");
  const value = event.changes?.[id]?.[side];
  if (itemId === undefined) return value;
  return Array.isArray(value) ? asLine(value[Number(index)])[itemId] : undefined;
}

/** What the line says happened, in staff wording. */
function summaryOf(event: AnswerEventRow, schema: FormSchema, locale: Locale): string {
  if (!KNOWN_KINDS.has(event.kind)) return translate(locale, "history.other", { kind: event.kind });
  if (event.kind !== "file_uploaded" && event.kind !== "file_deleted")
    return translate(locale, `history.${event.kind}`);
  const path = event.fields[0] ?? "";
  const name = fileName(valueAt(event, path, event.kind === "file_uploaded" ? "after" : "before"));
  return translate(locale, `history.${event.kind}`, { name: name ?? fieldPathLabel(schema, path, locale) });
}

/** One answer_events line: its summary and, per field, before → after (the field list alone for older lines). */
function presentEvent(
  event: AnswerEventRow,
  schema: FormSchema,
  ctx: ValueContext,
  data: Values,
  reasons: HistoryReasonLabels,
): PresentedHistoryLine {
  const { locale } = ctx;
  const label = (path: string) => fieldPathLabel(schema, path, locale);
  if (DOCUMENT_EVENT_KINDS.has(event.kind)) {
    // A list line is named by the document type the candidate chose for it, as in the dossier.
    const fieldLabel = (path: string) => fieldPathLabel(schema, path, locale, data);
    return presentDocumentEvent(event, { locale, fieldLabel, reasonLabel: reasons.document });
  }
  if (PAYMENT_EVENT_KINDS.has(event.kind)) return presentPaymentEvent(event, locale);
  // Decision fields read in staff wording ("No decision", the motivation's label), not the form's candidate wording.
  const value = (path: string, raw: unknown) =>
    isDecisionField(path)
      ? presentDecisionValue(path, raw, { locale, motivationLabel: reasons.motivation })
      : readable(fieldAt(schema, path), raw, ctx, data);
  if (WITHDRAWAL_EVENT_KINDS.has(event.kind)) {
    const change = (path: string, before: unknown, after: unknown) => ({
      field: path,
      label: label(path),
      before: value(path, before),
      after: value(path, after),
    });
    return presentWithdrawalEvent(event, locale, change);
  }
  const changes: Change[] = event.changes
    ? Object.entries(event.changes).map(([path, { before, after }]) => ({
        field: path,
        label: label(path),
        before: value(path, before),
        after: value(path, after),
      }))
    : event.fields.map((path) => ({ field: path, label: label(path), before: null, after: null }));
  return {
    at: isoTime(event.created_at),
    actor: event.actor_login,
    kind: event.kind,
    summary: summaryOf(event, schema, ctx.locale),
    changes,
  };
}

/** One publication or withdrawal of the jury's results, as a line of its own. */
function presentJuryEvent(event: JuryEventRow, juryLabel: string, locale: Locale): PresentedHistoryLine {
  const on = (flags: JuryFlags, flag: (typeof FLAGS)[number]) => flags[flag] === true;
  const yesNo = (value: boolean) => translate(locale, value ? "history.yes" : "history.no");
  const changed = FLAGS.filter((flag) => on(event.before, flag) !== on(event.after, flag));
  const only = changed.length === 1 ? changed[0] : undefined;
  const key =
    only === undefined
      ? "history.juryChanged"
      : only === "resultats_publies"
        ? on(event.after, only)
          ? "history.juryPublished"
          : "history.juryWithdrawn"
        : on(event.after, only)
          ? "history.juryScholarshipPublished"
          : "history.juryScholarshipWithdrawn";
  return {
    at: isoTime(event.created_at),
    actor: event.actor_login,
    kind: "jury-publication",
    summary: translate(locale, key, { jury: juryLabel }),
    changes: changed.map((flag) => ({
      field: flag,
      label: translate(locale, `history.flag.${flag}`),
      before: yesNo(on(event.before, flag)),
      after: yesNo(on(event.after, flag)),
    })),
  };
}

/**
 * The history of an application, newest first: its own lines (labels from the form's field titles,
 * values readable) merged with the publications of its jury. `data` is the answer as stored now
 * (lookup paths that depend on another field, e.g. the programmes of a type, resolve against it);
 * `reasons` labels the motivation and document reason codes the lines recorded.
 */
export function presentHistory(input: {
  schema: FormSchema;
  events: AnswerEventRow[];
  juryEvents: JuryEventRow[];
  juryLabel: string;
  data: Values;
  ctx: ValueContext;
  reasons: HistoryReasonLabels;
}): PresentedHistoryLine[] {
  const { schema, ctx, data } = input;
  const lines = [
    ...input.events.map((event) => ({
      at: new Date(event.created_at),
      line: presentEvent(event, schema, ctx, data, input.reasons),
    })),
    ...input.juryEvents.map((event) => ({
      at: new Date(event.created_at),
      line: presentJuryEvent(event, input.juryLabel, ctx.locale),
    })),
  ];
  // Stable: lines of the same instant keep their order (each list comes newest first).
  return lines.sort((a, b) => b.at.getTime() - a.at.getTime()).map(({ line }) => line);
}
