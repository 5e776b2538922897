import type { Kysely } from "kysely";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { currentDecision } from "@portal/domain/workflow/decision-input";
import { waitingListRanks } from "@portal/domain/workflow/decision-scope";
import type { Actor } from "../auth/sessions.ts";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { lastWaitingRanks, targetsByIds, type DecisionTarget } from "../queries/decision-targets.ts";
import { loadJuryTables, matchJury } from "../queries/jury-of-answer.ts";
import { listMotivationCodes } from "../queries/motivation-reasons.ts";
import { reasonLabeller } from "../queries/reasons.ts";
import {
  changedFields,
  planDecision,
  recordDecision,
  type DecisionSet,
  type FieldChange,
} from "./decision-recorder.ts";

/** The most applications one bulk change may touch. */
export const BULK_MAX = 5000;

/** One application a bulk change alters, with its fields before and after. */
export interface BulkChange {
  id: number;
  login: string;
  name: string;
  fields: FieldChange[];
}

/** One application the change cannot apply to, and why (in the reader's language). */
export interface BulkRefusal {
  id: number;
  login: string;
  name: string;
  reason: string;
}

/** What a bulk change did (or, on a dry run, would do). */
export interface BulkOutcome {
  applied: boolean;
  changes: BulkChange[];
  refused: BulkRefusal[];
  count: number;
}

/**
 * The ranks of a bulk "waiting list" (admis L), by application id, in the selection's order: from
 * the rank given, one after the other, else after the last rank of each jury (domain
 * waitingListRanks); empty for any other change.
 */
async function waitingListPlaces(input: {
  trx: Kysely<DB>;
  formId: string;
  ids: readonly number[];
  byId: ReadonlyMap<number, DecisionTarget>;
  tables: Awaited<ReturnType<typeof loadJuryTables>>;
  set: DecisionSet;
}): Promise<Map<number, number>> {
  const { set, byId } = input;
  if (set.admis !== "L") return new Map();
  const placed = input.ids.filter((id) => byId.has(id));
  const entries = placed.map((id) => {
    const target = byId.get(id)!;
    const stored = currentDecision(target.data);
    return {
      jury: set.jury ?? matchJury(target.data, input.tables)?.id_jury ?? null,
      rank: stored.admis === "L" ? (stored.rank ?? null) : null,
    };
  });
  const juries = [...new Set(entries.map((e) => e.jury).filter((j): j is string => j !== null))];
  const last = await lastWaitingRanks(input.trx, input.formId, juries);
  const given = typeof set.rank === "number" ? set.rank : undefined;
  const ranks = waitingListRanks(entries, last as Map<string | null, number>, given);
  return new Map(placed.map((id, i) => [id, ranks[i]]));
}

/**
 * Applies one change (decision fields, or the jury for administrators) to the selected applications:
 * each is checked with the decision rules and the actor's scope; a "waiting list" ranks the selection
 * in its order (waitingListPlaces); on a dry run nothing is written,
 * otherwise the accepted ones are written in the caller's transaction, each with its history line
 * (kind bulk-decision). Ids that are not applications, or not the reviewer's, are refused by name.
 */
export async function changeInBulk(input: {
  trx: Kysely<DB>;
  actor: Actor;
  formId: string;
  ids: readonly number[];
  set: DecisionSet;
  dryRun: boolean;
  locale: Locale;
  /** The portal's address, for the "result available" mail of a new result on a published jury. */
  publicUrl: string;
}): Promise<BulkOutcome> {
  const { trx, actor, set, locale } = input;
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  if (Object.values(set).every((v) => v === undefined))
    throw new AppError("VALIDATION", {}, say("decisions.error.nothingToSet"));
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) throw new AppError("VALIDATION", {}, say("decisions.error.emptySelection"));
  if (ids.length > BULK_MAX)
    throw new AppError(
      "VALIDATION",
      {},
      say("decisions.error.tooMany", { count: ids.length, max: BULK_MAX }),
    );

  const [rows, tables, motivationCodes, motivationLabel] = await Promise.all([
    targetsByIds(trx, input.formId, ids, !input.dryRun),
    loadJuryTables(trx),
    listMotivationCodes(trx),
    reasonLabeller(trx, "motivation", locale),
  ]);
  const juryLabel = (id: string) => tables.juries.find((j) => j.id_jury === id)?.label;
  const ctx = {
    motivationCodes,
    juryIds: tables.juries.map((j) => j.id_jury),
    locale,
    motivationLabel,
    juryLabel,
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ranks = await waitingListPlaces({ trx, formId: input.formId, ids, byId, tables, set });
  const changes: BulkChange[] = [];
  const refused: BulkRefusal[] = [];
  const accepted: { target: DecisionTarget; data: Record<string, unknown>; fields: string[] }[] = [];
  for (const id of ids) {
    const target = byId.get(id);
    // Only administrators change in bulk (the route checks the domain's staff rights first).
    if (!target) {
      refused.push({ id, login: "", name: "", reason: say("decisions.error.unknownApplication") });
      continue;
    }
    const rank = ranks.get(id);
    const plan = planDecision(target.data, rank === undefined ? set : { ...set, rank }, ctx);
    const who = { id, login: target.login, name: target.name };
    if (!plan.ok) refused.push({ ...who, reason: plan.texts.join("; ") });
    else if (plan.changes.length > 0) {
      changes.push({ ...who, fields: plan.changes });
      accepted.push({ target, data: plan.data, fields: changedFields(plan) });
    }
  }
  if (!input.dryRun) {
    for (const { target, data, fields } of accepted) {
      const version = await recordDecision(trx, {
        answerId: target.id,
        version: target.version,
        actorLogin: actor.login,
        kind: "bulk-decision",
        data,
        fields,
        notify: { before: target.data, publicUrl: input.publicUrl },
      });
      // The rows are locked: a lost version means a bug, and the transaction must not half-apply.
      if (version === undefined) throw new AppError("STALE_VERSION");
    }
  }
  return { applied: !input.dryRun, changes, refused, count: changes.length };
}
