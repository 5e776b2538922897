import type { Kysely } from "kysely";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { DB } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { targetsByLogins } from "../queries/decision-targets.ts";
import { listMotivationCodes } from "../queries/motivation-reasons.ts";
import { reasonLabeller } from "../queries/reasons.ts";
import type { ImportLine } from "./decision-file-reader.ts";
import {
  changedFields,
  planDecision,
  recordDecision,
  type DecisionSet,
  type FieldChange,
} from "./decision-recorder.ts";

/** A line that can be applied, with what it changes. */
export interface ValidLine {
  line: number;
  login: string;
  name: string;
  changes: FieldChange[];
}

/** A line that cannot, with every reason. */
export interface InvalidLine {
  line: number;
  login: string;
  errors: string[];
}

/** The outcome of an import (or of its dry run). */
export interface ImportOutcome {
  applied: boolean;
  valid: ValidLine[];
  invalid: InvalidLine[];
}

type Say = (key: string, params?: Record<string, string | number>) => string;

/** A number typed in a file: "1234.5" or the French "1234,5"; undefined for an empty cell. */
function numberCell(
  value: string | undefined,
  field: string,
  say: Say,
  errors: string[],
): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value.replace(/\s/g, "").replace(",", "."));
  if (!Number.isFinite(n)) {
    errors.push(say("decisions.error.notANumber", { field, value }));
    return undefined;
  }
  return n;
}

/** The change a line asks for: its non-empty cells (an empty cell keeps the stored value). */
function lineSet(cells: ImportLine["cells"], say: Say, errors: string[]): DecisionSet {
  const set: DecisionSet = {};
  if (cells.admis) set.admis = cells.admis.toUpperCase();
  if (cells.motivation) set.motivation = cells.motivation;
  if (cells.decisionbourse) set.decisionbourse = cells.decisionbourse;
  const rank = numberCell(cells.rank, "rank", say, errors);
  if (rank !== undefined) set.rank = rank;
  const amount = numberCell(cells.montant_ins, "montant_ins", say, errors);
  if (amount !== undefined) set.montant_ins = amount;
  return set;
}

/**
 * Checks every line of an import file with the decision rules (unknown or repeated login, bad
 * values, a step the application is not at) and, unless it is a dry run, writes them all in the
 * caller's transaction (history kind import-decision). Applying a file with any invalid line is
 * refused with 400 and writes nothing: all or nothing.
 */
export async function importDecisions(input: {
  trx: Kysely<DB>;
  actorLogin: string;
  formId: string;
  lines: ImportLine[];
  dryRun: boolean;
  locale: Locale;
  /** The portal's address, for the "result available" mail of a new result on a published jury. */
  publicUrl: string;
}): Promise<ImportOutcome> {
  const { trx, lines, locale } = input;
  const say: Say = (key, params) => translate(locale, key, params);
  const logins = lines.map((l) => (l.cells.login ?? "").toLowerCase()).filter((l) => l !== "");
  const [targets, motivationCodes, motivationLabel] = await Promise.all([
    targetsByLogins(trx, input.formId, [...new Set(logins)], !input.dryRun),
    listMotivationCodes(trx),
    reasonLabeller(trx, "motivation", locale),
  ]);
  const byLogin = new Map(targets.map((t) => [t.login, t]));
  const seen = new Map<string, number>();
  const valid: ValidLine[] = [];
  const invalid: InvalidLine[] = [];
  const writes: {
    id: number;
    version: number;
    before: Record<string, unknown>;
    data: Record<string, unknown>;
    fields: string[];
  }[] = [];
  for (const { line, cells } of lines) {
    const login = (cells.login ?? "").toLowerCase();
    const errors: string[] = [];
    const target = byLogin.get(login);
    if (!target) errors.push(say("decisions.error.unknownLogin", { value: cells.login ?? "" }));
    if (seen.has(login))
      errors.push(say("decisions.error.duplicateLogin", { value: login, line: seen.get(login)! }));
    else seen.set(login, line);
    const set = lineSet(cells, say, errors);
    if (target && errors.length === 0) {
      const plan = planDecision(target.data, set, { motivationCodes, locale, motivationLabel });
      if (!plan.ok) errors.push(...plan.texts);
      else {
        valid.push({ line, login, name: target.name, changes: plan.changes });
        if (plan.changes.length > 0)
          writes.push({
            id: target.id,
            version: target.version,
            before: target.data,
            data: plan.data,
            fields: changedFields(plan),
          });
      }
    }
    if (errors.length > 0) invalid.push({ line, login: cells.login ?? "", errors });
  }
  if (input.dryRun) return { applied: false, valid, invalid };
  if (invalid.length > 0)
    throw new AppError("VALIDATION", {}, say("decisions.error.invalidRows", { count: invalid.length }));
  for (const write of writes) {
    const version = await recordDecision(trx, {
      answerId: write.id,
      version: write.version,
      actorLogin: input.actorLogin,
      kind: "import-decision",
      data: write.data,
      fields: write.fields,
      notify: { before: write.before, publicUrl: input.publicUrl },
    });
    if (version === undefined) throw new AppError("STALE_VERSION");
  }
  return { applied: true, valid, invalid };
}
