import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { lookupDb } from "./lookup-db.ts";
import type { LookupRow, LookupTableName } from "./lookup-tables.ts";
import { lookupTableNames, tableSpec } from "./lookup-tables.ts";
import { seedRows } from "./seed-sources.ts";
import { hasRows, insertRows } from "./table-writer.ts";

/** Which tables to seed: all of them, or all but the 36,000 communes. */
export interface SeedOptions {
  communes: boolean;
}

/** What seeding did to one table. */
export interface SeededTable {
  table: LookupTableName;
  rows: number;
  ms: number;
}

// Any constant shared by every server process: two processes starting together seed once.
const SEED_LOCK = 4_051_977;

/** Drops the references a seed row makes to rows that are not there (an administrator replaced that table). */
async function keepValidReferences(trx: Kysely<DB>, table: LookupTableName, rows: LookupRow[]) {
  const ref = tableSpec(table).references;
  if (!ref) return rows;
  const existing = await lookupDb(trx)
    .selectFrom(ref.table as LookupTableName)
    .select(ref.key as never)
    .execute();
  const keys = new Set(existing.map((r) => String((r as LookupRow)[ref.key])));
  const optional = tableSpec(table).columns.find((c) => c.name === ref.column)?.required === false;
  return rows.flatMap((row) => {
    const value = row[ref.column];
    if (value === null || keys.has(String(value))) return [row];
    return optional ? [{ ...row, [ref.column]: null }] : [];
  });
}

/**
 * Fills each empty lookup table from its seed (seed-sources.ts), each in its own transaction under
 * an advisory lock; a table that already has rows is left alone, so this is idempotent and never
 * overwrites an administrator's import.
 */
export async function seedLookups(db: Kysely<DB>, options: SeedOptions): Promise<SeededTable[]> {
  const seeded: SeededTable[] = [];
  for (const table of lookupTableNames) {
    if (table === "communes" && !options.communes) continue;
    const started = performance.now();
    const rows = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      if (await hasRows(trx, table)) return 0;
      const valid = await keepValidReferences(trx, table, seedRows(table));
      await insertRows(trx, table, valid);
      return valid.length;
    });
    if (rows > 0) seeded.push({ table, rows, ms: Math.round(performance.now() - started) });
  }
  return seeded;
}

/**
 * The start-up task: seeds the empty lookup tables. Test servers (NODE_ENV=test) skip the communes,
 * which cost about a second; tests that need them call seedLookups with communes: true.
 */
export async function seedLookupsAtStartup(app: FastifyInstance): Promise<void> {
  const seeded = await seedLookups(app.db, { communes: process.env.NODE_ENV !== "test" });
  for (const { table, rows, ms } of seeded) app.log.info({ table, rows, ms }, "lookup table seeded");
}
