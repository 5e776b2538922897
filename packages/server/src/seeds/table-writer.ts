import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { lookupDb } from "./lookup-db.ts";
import type { LookupRow, LookupTableName } from "./lookup-tables.ts";
import { tableSpec } from "./lookup-tables.ts";

/**
 * Rows per INSERT: one multi-row statement per batch keeps the 36,000 communes to about twenty
 * statements (well under PostgreSQL's 65,535 parameters each); larger batches gain nothing.
 */
export const INSERT_BATCH = 2000;

/** Inserts the rows in multi-row INSERTs of INSERT_BATCH rows; call it inside the caller's transaction. */
export async function insertRows(trx: Kysely<DB>, table: LookupTableName, rows: LookupRow[]): Promise<void> {
  const db = lookupDb(trx);
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + INSERT_BATCH) as never)
      .execute();
  }
}

/** Every row of a table, in CSV column order, sorted by its key (for the CSV export). */
export async function readRows(db: Kysely<DB>, table: LookupTableName): Promise<LookupRow[]> {
  const spec = tableSpec(table);
  let query = lookupDb(db)
    .selectFrom(table)
    .select(spec.columns.map((c) => c.name) as never[]);
  for (const column of spec.key) query = query.orderBy(column as never);
  return (await query.execute()) as LookupRow[];
}

/** Whether a table holds at least one row. */
export async function hasRows(db: Kysely<DB>, table: LookupTableName): Promise<boolean> {
  const row = await lookupDb(db)
    .selectFrom(table)
    .select((eb) => eb.lit(1).as("one"))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many rows a table holds. */
export async function countRows(db: Kysely<DB>, table: LookupTableName): Promise<number> {
  const row = await lookupDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
