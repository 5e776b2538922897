import type { Message } from "@portal/domain/i18n/catalogue";
import type { Locale } from "@portal/domain/i18n/index";
import { candform } from "@portal/domain/schema/candform";
import type { AnswerValues } from "@portal/domain/rules/types";
import { message } from "@portal/domain/rules/types";
import {
  applyDecision,
  currentDecision,
  DECISION_FIELDS,
  mergeDecision,
  validateDecision,
  type DecisionInput,
} from "@portal/domain/workflow/decision-input";
import { partsClearedBy } from "@portal/domain/workflow/decision-scope";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { changeAnswer, changesBetween } from "../queries/answer-changes.ts";
import { decisionErrorTexts } from "../presenters/decision.ts";
import { isDecisionField, presentDecisionValue } from "../presenters/decision-values.ts";
import type { ReasonLabel } from "../presenters/document-review.ts";
import { notifyChangedResult } from "./result-notifier.ts";

/** What a decision, bulk change or import line sets: any decision field, and (administrators) the jury. */
export interface DecisionSet extends Partial<DecisionInput> {
  jury?: string;
}

/**
 * What checking a change needs: the motivation codes of the catalogue, the juries, the reader's
 * language, and for the preview the motivations' and juries' labels (codes shown as they are without).
 */
export interface DecisionContext {
  motivationCodes: readonly string[];
  juryIds?: readonly string[];
  locale: Locale;
  motivationLabel?: ReasonLabel;
  juryLabel?: (id: string) => string | undefined;
}

/** One field a change alters, labelled in the reader's language, its values in staff wording (null: empty). */
export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** A change checked against an application: the new data and what it alters, or why it cannot be made. */
export type DecisionPlan =
  | { ok: true; data: AnswerValues; changes: FieldChange[] }
  | { ok: false; wrongState: boolean; errors: Record<string, Message[]>; texts: string[] };

const DECISION_KEYS = ["admis", "motivation", "motivationVisible", "rank", "decisionbourse", "montant_ins"];

/** The form's label of an answer field in the reader's language (history and export use the same titles). */
function fieldLabel(field: string, locale: Locale): string {
  return candform.fields[field]?.title?.[locale] ?? field;
}

/**
 * Checks a change against an application's stored values with the domain's rules (validateDecision,
 * then applyDecision: validated application, not yet registered, amount only when admitted) and
 * returns the new data. A new admission decision clears what belonged to the old one
 * (partsClearedBy: motivation, rank, tuition, a scholarship decision that no longer applies) unless
 * the change names it. Other stored values the change does not name (an archived motivation, an
 * old scholarship value or amount) are kept as they are rather than judged again.
 */
export function planDecision(values: AnswerValues, set: DecisionSet, ctx: DecisionContext): DecisionPlan {
  const { jury, ...decision } = set;
  const current = currentDecision(values);
  const input = mergeDecision(current, decision);
  // A new admission decision clears what belonged to the old one, unless this change names it
  // anew (the office's choice for the new decision, checked below like any value it names).
  const named = decision as Record<string, unknown>;
  for (const [part, value] of Object.entries(partsClearedBy(current, input.admis)))
    if (named[part] === undefined) (input as unknown as Record<string, unknown>)[part] = value;
  const checked: DecisionInput = {
    ...input,
    motivation: decision.motivation !== undefined ? decision.motivation : null,
    decisionbourse: decision.decisionbourse,
    montant_ins: decision.montant_ins !== undefined ? decision.montant_ins : null,
  };
  const errors = validateDecision(checked, values, ctx.motivationCodes);
  if (jury !== undefined && !(ctx.juryIds ?? []).includes(jury))
    errors.jury = [message("DECISION_JURY", "decisions.error.unknownJury", { value: jury })];
  if (Object.keys(errors).length > 0)
    return { ok: false, wrongState: false, errors, texts: decisionErrorTexts(errors, ctx.locale) };

  let data: AnswerValues = { ...values };
  if (DECISION_KEYS.some((k) => named[k] !== undefined)) {
    const transition = applyDecision(values, input);
    if (!transition.ok) {
      const refused = transition.errors;
      return { ok: false, wrongState: true, errors: refused, texts: decisionErrorTexts(refused, ctx.locale) };
    }
    data = transition.state;
  }
  // The jury an administrator names wins over the programme's (queries/jury-of-answer.ts matchJury).
  if (jury !== undefined) data.juryisae = jury;
  const diff = changesBetween(values, data);
  // The preview's values are read, not applied: `data` keeps the stored codes.
  const changes = Object.entries(diff).map(([field, { before, after }]) => ({
    field,
    label: fieldLabel(field, ctx.locale),
    before: previewValue(field, before, ctx),
    after: previewValue(field, after, ctx),
  }));
  return { ok: true, data, changes };
}

/** A value of the preview in staff wording: decision fields as the history reads them, a jury by its label. */
function previewValue(field: string, value: unknown, ctx: DecisionContext): string | null {
  const motivationLabel = ctx.motivationLabel ?? ((code: string | null) => code);
  if (isDecisionField(field))
    return presentDecisionValue(field, value, { locale: ctx.locale, motivationLabel });
  if (value === undefined || value === null || value === "") return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return field === "juryisae" ? (ctx.juryLabel?.(text) ?? text) : text;
}

/** The decision fields (and juryisae) a plan writes, for the history line. */
export function changedFields(plan: { changes: FieldChange[] }): string[] {
  return plan.changes.map((c) => c.field);
}

/**
 * Writes a checked change through the one change path (answer_events with before/after, facts
 * refreshed); undefined when the answer is no longer at `version` (someone saved in between). With
 * `notify` (the stored values before the change and the portal's address), a candidate whose jury
 * has already published is told of a new result (result-notifier.ts); the caller pokes the mail
 * worker after the commit.
 */
export async function recordDecision(
  trx: Kysely<DB>,
  change: {
    answerId: number;
    version: number;
    actorLogin: string;
    kind: string;
    data: AnswerValues;
    fields: string[];
    notify?: { before: AnswerValues; publicUrl: string };
  },
): Promise<number | undefined> {
  const updated = await changeAnswer(trx, {
    answerId: change.answerId,
    data: change.data,
    expectedVersion: change.version,
    actorLogin: change.actorLogin,
    kind: change.kind,
    fields: change.fields,
  });
  if (updated && change.notify)
    await notifyChangedResult(trx, {
      answerId: change.answerId,
      version: updated.version,
      before: change.notify.before,
      after: change.data,
      publicUrl: change.notify.publicUrl,
    });
  return updated?.version;
}

/** The answer fields a decision owns: only the decision route (and bulk, import) writes them. */
export const DECISION_DATA_FIELDS: readonly string[] = DECISION_FIELDS;
