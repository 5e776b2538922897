import type { Kysely } from "kysely";
import type { Message } from "@portal/domain/i18n/catalogue";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import type { PaymentRecord } from "@portal/domain/workflow/payment-status";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { evaluateTabFields, type TabFieldsState } from "@portal/domain/engine/evaluate";
import { submitableValues } from "@portal/domain/engine/submitable";
import { validateTab } from "@portal/domain/engine/tab-validity";
import { getFieldValidators, validateValue } from "@portal/domain/engine/validators";
import { saveTab } from "@portal/domain/workflow/save-tab";
import { DECISION_FIELDS } from "@portal/domain/workflow/decision-input";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isTabLockedFor } from "../policies/answer.ts";
import {
  answerDiff,
  changeAnswerAtVersion,
  type ChangedAnswerAtVersion,
  type VersionedAnswerChange,
} from "../queries/answer-changes.ts";
import { factsRowOf, type FactsRow } from "../queries/application-facts.ts";
import { unaffectedBy, withRecordedReads, type Reads } from "../queries/recorded-reads.ts";
import { paymentRecordsOf } from "../queries/payment-records.ts";
import type { AnswerJury } from "../queries/jury-of-answer.ts";
import { matchJury } from "../queries/jury-of-answer.ts";
import { loadLookupSnapshot, type LookupSnapshot } from "../queries/lookup-cache.ts";
import { unknownLookupValues } from "./lookup-values.ts";
import { discardDraft } from "./draft-writer.ts";

/** What the saver acts on: the answer row as the caller read it, with its payments. */
export interface StoredAnswer {
  id: number;
  form_id: string;
  login: string;
  version: number;
  data: AnswerValues;
  /** The campaign the answer belongs to (never changes). */
  campaign: number;
  created_at: Date;
  updated_at: Date;
  /** Its payments (findAnswerForSave); read in the transaction when absent. */
  payments?: PaymentRecord[];
  /** The row's xmin when read (findAnswerForSave): what a save of a kept copy checks. */
  xmin?: string;
  /** The facts stored with this row, as a kept copy knows them (KeptFacts). */
  facts?: KeptFacts;
}

/**
 * The facts a save wrote or found stored (as JSON), with the lookups they were computed from and
 * the answer's values they read: the next save from the kept copy leaves the facts alone when it
 * changes none of those values, or computes the same JSON, from the same lookups (a lookup change,
 * which may have refreshed the stored facts, gives the cache another snapshot).
 */
export interface KeptFacts {
  json: string;
  lookups: LookupSnapshot;
  reads: Reads;
}

/**
 * Everything a tab save needs; the caller has authorized the actor. `trx` may be the database
 * itself: the save's writes are one statement, made only if the answer is still at the version read.
 */
export interface SaveTabInput {
  trx: Kysely<DB>;
  actor: Actor;
  schema: FormSchema;
  answer: StoredAnswer;
  tab: string;
  /** The version the client read; a different stored version means someone saved in between. */
  version: number;
  values: AnswerValues;
  /**
   * The lookups, from the cache kept in memory (taken before the transaction: loading them inside
   * it would wait for a second connection of the pool); without them they are read in `trx`.
   */
  lookups?: LookupSnapshot;
  /**
   * `answer` is a copy kept in memory since an earlier save (commands/kept-answers.ts), not a read:
   * the save writes only if the row is still that one (its xmin and payments), and anything but
   * such a write throws KeptCopyUnusable, for the caller to save again from a fresh read.
   */
  keptCopy?: boolean;
  /**
   * How the save's one statement is sent when `trx` is the database itself: by default alone
   * (changeAnswerAtVersion); TabSaves batches the saves of concurrent requests (AnswerChangeBatcher).
   */
  write?: (change: VersionedAnswerChange) => Promise<ChangedAnswerAtVersion | undefined>;
}

/** A save from a kept copy did not write (the row changed, or there was nothing to write): read and save again. */
export class KeptCopyUnusable extends Error {
  constructor() {
    super("the kept copy of the answer cannot be saved from");
  }
}

/** A stored save: the new version and values, the fields that changed, notes for the candidate. */
export interface SaveTabResult {
  version: number;
  data: AnswerValues;
  updated: Date;
  changed: string[];
  messages: Message[];
  /** The jury deciding on the saved answer (its publication flags shape what the candidate reads). */
  jury: AnswerJury | null;
  /** The stored row's xmin after the save (as read when nothing was written); absent if unknown. */
  xmin?: string;
  /** The facts stored with the saved row; absent if unknown. */
  facts?: KeptFacts;
}

/** 400: the tab's values are not valid; `errors` holds each invalid field's messages. */
export class InvalidTabError extends AppError {
  constructor(readonly errors: Record<string, Message[]>) {
    super("VALIDATION", { detail: Object.keys(errors).join(", ") });
  }
}

/** Known fields the administrator sends beyond the tab's submitable ones (admis, show_*, montant_ins…). */
function adminExtras(schema: FormSchema, values: AnswerValues, kept: AnswerValues): AnswerValues {
  return Object.fromEntries(Object.entries(values).filter(([id]) => id in schema.fields && !(id in kept)));
}

/** How the saver evaluates the form: as the actor, with the answer's login for the §5 rules. */
const evaluateOptions = (input: SaveTabInput) => ({ admin: input.actor.isAdmin, login: input.answer.login });

/**
 * The values the actor may write with this tab: the tab's submitable fields among those sent
 * (visibility evaluated on the merged values); administrators may also set any other known field.
 * With them, the evaluation of the tab's fields on the merged values when they are exactly what will
 * be stored (every value sent was kept, nothing extra), so that the tab's check need not evaluate
 * them again. Only the saved tab's fields are evaluated: nothing else of the form is read.
 */
function writableValues(
  schema: FormSchema,
  input: SaveTabInput,
): { kept: AnswerValues; extras: AnswerValues; stored?: TabFieldsState } {
  const { actor, answer, tab, values } = input;
  const inTab = new Set(tabFieldIds(schema, tab));
  const sent = Object.fromEntries(Object.entries(values).filter(([id]) => inTab.has(id)));
  const merged = { ...answer.data, ...sent };
  const state = evaluateTabFields(schema, tab, merged, evaluateOptions(input));
  const submitable = submitableValues(schema, tab, merged, evaluateOptions(input), state);
  const kept = Object.fromEntries(Object.entries(sent).filter(([id]) => id in submitable));
  const extras = actor.isAdmin ? adminExtras(schema, values, kept) : {};
  const same = Object.keys(kept).length === Object.keys(sent).length && Object.keys(extras).length === 0;
  return { kept, extras, ...(same ? { stored: state } : {}) };
}

/** Field errors of the tab on the values to store, plus those of each extra field an administrator sets. */
function tabErrors(
  schema: FormSchema,
  input: SaveTabInput,
  { kept, extras, stored }: ReturnType<typeof writableValues>,
): Record<string, Message[]> {
  const next = { ...input.answer.data, ...kept, ...extras };
  const out: Record<string, Message[]> = {
    ...validateTab(schema, input.tab, next, evaluateOptions(input), stored).errors,
  };
  const validators = getFieldValidators(schema);
  for (const [id, value] of Object.entries({ ...kept, ...extras })) {
    const field = schema.fields[id];
    if (field.type === "array" && value !== null && !Array.isArray(value)) {
      out[id] = [{ code: "FIELD_TYPE", key: "form.type" }];
    } else if (id in extras && field.type !== "array" && value !== null && value !== "") {
      const messages = validateValue(validators[id], field, value);
      if (messages.length > 0) out[id] = messages;
    }
  }
  return out;
}

/**
 * Saves one tab of an answer (SPEC §4 "Saving a valid tab"): refuses a tab locked for the candidate
 * (409 LOCKED) and a stale version (409 STALE_VERSION); keeps only the tab's submitable fields (a
 * candidate can never set another tab's or a system field, an administrator may); validates with the form engine
 * and lookup-backed values against their tables (400);
 * applies the workflow's save (derived values, `<tab>_validated` O); writes with
 * `WHERE version = ?`, records the changed fields in answer_events, refreshes the answer's facts and
 * discards the candidate's draft of the tab, all in one statement (changeAnswerAtVersion).
 */
export async function saveAnswerTab(input: SaveTabInput): Promise<SaveTabResult> {
  const { trx, actor, schema, answer, tab, version } = input;
  if (!schema.tabs.some((t) => t.id === tab))
    throw new AppError("VALIDATION", { detail: `unknown tab “${tab}”` });
  // Decisions have their own route and rules (routes/decisions): an administrator's save of the form
  // no longer changes them (a value sent back unchanged is harmless; a candidate's never counted).
  const decisionFields = Object.keys(input.values).filter(
    (id) =>
      DECISION_FIELDS.includes(id as never) &&
      JSON.stringify(input.values[id] ?? null) !== JSON.stringify(answer.data[id] ?? null),
  );
  if (actor.isAdmin && decisionFields.length > 0)
    throw new AppError("DECISION_FIELDS", { fields: decisionFields.join(", ") });
  if (isTabLockedFor(actor, answer, tab)) throw new AppError("LOCKED");
  if (answer.version !== version) throw new AppError("STALE_VERSION");

  const writable = writableValues(schema, input);
  const { kept, extras } = writable;
  const lookups = input.lookups ?? (await loadLookupSnapshot(trx));
  const errors = {
    ...(await unknownLookupValues(
      trx,
      schema,
      { ...kept, ...extras },
      { ...answer.data, ...kept, ...extras },
      lookups,
    )),
    ...tabErrors(schema, input, writable),
  };
  if (Object.keys(errors).length > 0) throw new InvalidTabError(errors);

  const transition = saveTab(answer.data, tab, { ...kept, ...extras }, actor.isAdmin ? "admin" : "candidate");
  if (!transition.ok) throw new AppError(transition.reason === "locked" ? "LOCKED" : "WRONG_STATE");
  const data = transition.state;
  // The candidate's draft of this tab is now saved (or superseded by what they saved); an
  // administrator's save leaves it, to be offered to the candidate as changed since (issue #12).
  const ownSave = actor.login === answer.login;
  const diff = answerDiff(answer.data, data);
  const { changed } = diff;
  // Nothing written, nothing checked: what a kept copy says is only trusted through a guarded write.
  if (input.keptCopy && (changed.length === 0 || answer.xmin === undefined || !answer.payments))
    throw new KeptCopyUnusable();
  if (changed.length === 0) {
    if (ownSave) await discardDraft(trx, answer.id, tab);
    const jury = matchJury(answer.data, lookups.juryTables);
    return {
      version,
      data: answer.data,
      updated: answer.updated_at,
      changed,
      messages: transition.messages,
      jury,
      ...(answer.xmin === undefined ? {} : { xmin: answer.xmin }),
      ...(answer.facts === undefined ? {} : { facts: answer.facts }),
    };
  }

  const payments = answer.payments ?? (await paymentRecordsOf(trx, [answer.id])).get(answer.id) ?? [];
  // From a kept copy, whose guarded write proves the row is the one its facts were stored with, the
  // facts are not even computed when the save changed none of the values they were computed from.
  const previous = input.keptCopy && answer.facts?.lookups === lookups ? answer.facts : undefined;
  let facts: FactsRow | null = null;
  let storedFacts = previous;
  // A value the save removed counts too.
  const touched = [...changed, ...diff.removed];
  if (!previous || !unaffectedBy(previous.reads, touched)) {
    const computed = withRecordedReads(data, (values) =>
      factsRowOf({ ...answer, data: values }, lookups, payments),
    );
    storedFacts = { json: JSON.stringify(computed.result), lookups, reads: computed.reads };
    if (previous?.json !== storedFacts.json) facts = computed.result;
  }
  const write = input.write ?? ((change: VersionedAnswerChange) => changeAnswerAtVersion(trx, change));
  const updated = await write({
    answerId: answer.id,
    diff,
    expectedVersion: version,
    actorLogin: actor.login,
    kind: "save-tab",
    facts,
    ...(ownSave ? { discardDraftOf: tab } : {}),
    ...(input.keptCopy ? { unchangedSince: { xmin: answer.xmin!, payments: payments.length } } : {}),
  });
  if (!updated) throw input.keptCopy ? new KeptCopyUnusable() : new AppError("STALE_VERSION");
  return {
    version: updated.version,
    data,
    updated: updated.updated_at,
    changed,
    messages: transition.messages,
    jury: matchJury(data, lookups.juryTables),
    xmin: updated.xmin,
    facts: storedFacts,
  };
}
