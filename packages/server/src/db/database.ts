import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import path from "node:path";
import type { DB } from "./schema.ts";
import { PglitePool } from "./pglite-pool.ts";
import { openPglite } from "./pglite-template.ts";
import { openPgPool } from "./pg-pool.ts";

/** The database handle every part of the server uses. */
export type Database = Kysely<DB>;

// Dates stay text in answers; timestamps come back as Date objects from both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** The embedded databases behind their handles, for LISTEN (db/notifications.ts); none for `pg`. */
const embedded = new WeakMap<Database, PglitePool>();

/** The PGlite pool behind a handle opened by openDatabase, if it is the embedded database. */
export function embeddedPoolOf(db: Database): PglitePool | undefined {
  return embedded.get(db);
}

/** Opens PostgreSQL through `pg` when a URL is given, else PGlite under `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told of each connection PostgreSQL drops (restart, failover): the process goes on. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPgPool(options.databaseUrl, (error) => options.onConnectionError?.(error));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = await openPglite(path.join(options.dataDir, "pgdata"));
  // PglitePool implements the part of pg.Pool that PostgresDialect calls.
  const pool = new PglitePool(pglite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  embedded.set(db, pool);
  return db;
}
