import {
  SIS_DECISIONS,
  sisStagesOf,
  type SisPopulation,
  type SisRecord,
} from "@portal/domain/handoff/sis-record";
import { sql, type RawBuilder, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { sisRecordsOf } from "../queries/sis-records.ts";

/** The file formats of a hand-off. */
export type SisFormat = "csv" | "json";

/** One export as the log keeps it. */
export interface SisExportLog {
  id: number;
  exportedBy: string;
  exportedAt: Date;
  format: SisFormat;
  count: number;
  onlyNotExported: boolean;
  population: SisPopulation;
  repeatOf: number | null;
}

/** What an export asks: whose applications (the caller's view or selection, as conditions on application_facts), and how. */
export interface SisExportInput {
  /** Conditions on application_facts naming the view or the selection (form, scope, filters or ids). */
  scope: RawBuilder<boolean>;
  population: SisPopulation;
  onlyNotExported: boolean;
  format: SisFormat;
  by: string;
}

/** Inserted per statement: two parameters a row keeps this far below PostgreSQL's limit. */
const ITEMS_PER_INSERT = 5000;

/**
 * Exports run one at a time: two administrators exporting "not exported yet" at once would otherwise
 * both read the same candidates before either logged them, and send them twice.
 */
async function serialise(trx: Transaction<DB>): Promise<void> {
  await sql`lock table sis_exports in exclusive mode`.execute(trx);
}

/** The applications of the scope that the population takes (and that no export held yet), by id. */
async function candidates(trx: Transaction<DB>, input: Omit<SisExportInput, "format" | "by">) {
  const stages = sisStagesOf(input.population);
  const notExported = input.onlyNotExported
    ? sql`and answer_id not in (select i.answer_id from sis_export_items i)`
    : sql``;
  const { rows } = await sql<{ answer_id: number }>`
    select answer_id from application_facts
    where ${input.scope} and stage in (${sql.join(stages)}) and admis in (${sql.join(SIS_DECISIONS)})
    ${notExported}
    order by answer_id
  `.execute(trx);
  return rows.map((r) => r.answer_id);
}

/** Writes the log row and its items. */
async function log(
  trx: Transaction<DB>,
  row: Omit<SisExportLog, "id" | "exportedAt" | "count">,
  ids: number[],
): Promise<SisExportLog> {
  const inserted = await trx
    .insertInto("sis_exports")
    .values({
      exported_by: row.exportedBy,
      format: row.format,
      count: ids.length,
      only_not_exported: row.onlyNotExported,
      population: row.population,
      repeat_of: row.repeatOf,
    })
    .returning(["id", "exported_at"])
    .executeTakeFirstOrThrow();
  for (let i = 0; i < ids.length; i += ITEMS_PER_INSERT) {
    const part = ids.slice(i, i + ITEMS_PER_INSERT);
    await trx
      .insertInto("sis_export_items")
      .values(part.map((answer_id) => ({ export_id: inserted.id, answer_id })))
      .execute();
  }
  return { ...row, id: inserted.id, exportedAt: inserted.exported_at, count: ids.length };
}

/** How many applications an export would take now, and how many of the population were exported already. */
export async function previewSisExport(
  trx: Transaction<DB>,
  input: Omit<SisExportInput, "format" | "by" | "onlyNotExported">,
): Promise<{ count: number; alreadyExported: number }> {
  const all = await candidates(trx, { ...input, onlyNotExported: false });
  const left = await candidates(trx, { ...input, onlyNotExported: true });
  return { count: left.length, alreadyExported: all.length - left.length };
}

/**
 * Exports the admitted or registered candidates of the scope (issue #39): in one transaction, reads
 * who goes, logs the export and its candidates, and reads their records, so the log names exactly
 * the people the file holds. Nobody left: nothing is logged (no personal data left the portal).
 */
export async function exportToSis(
  trx: Transaction<DB>,
  input: SisExportInput,
): Promise<{ export: SisExportLog | null; records: SisRecord[] }> {
  await serialise(trx);
  const ids = await candidates(trx, input);
  if (ids.length === 0) return { export: null, records: [] };
  const logged = await log(
    trx,
    {
      exportedBy: input.by,
      format: input.format,
      onlyNotExported: input.onlyNotExported,
      population: input.population,
      repeatOf: null,
    },
    ids,
  );
  return { export: logged, records: await sisRecordsOf(trx, ids) };
}

/**
 * Sends a past export's candidates again (a lost file, a failed import), with their values as they
 * are now; logged as an export of its own that repeats the first. Those erased since are left out.
 * Undefined when there is no such export.
 */
export async function repeatSisExport(
  trx: Transaction<DB>,
  input: { exportId: number; format: SisFormat; by: string },
): Promise<{ export: SisExportLog; records: SisRecord[] } | undefined> {
  const first = await trx
    .selectFrom("sis_exports")
    .select(["id", "population"])
    .where("id", "=", input.exportId)
    .executeTakeFirst();
  if (!first) return undefined;
  const items = await trx
    .selectFrom("sis_export_items")
    .select("answer_id")
    .where("export_id", "=", first.id)
    .orderBy("answer_id")
    .execute();
  const ids = items.map((i) => i.answer_id);
  const logged = await log(
    trx,
    {
      exportedBy: input.by,
      format: input.format,
      onlyNotExported: false,
      population: first.population as SisPopulation,
      repeatOf: first.id,
    },
    ids,
  );
  return { export: logged, records: await sisRecordsOf(trx, ids) };
}
