import { CompiledQuery } from "kysely";
import type PgBoss from "pg-boss";
import type { Database } from "../db/database.ts";

/**
 * pg-boss's statements run through the portal's own connection (Kysely over PGlite or `pg`), so the
 * embedded database needs no second connection (PGlite has one) and a server deployment no second
 * pool. A statement without parameters may hold several commands (pg-boss's locked blocks): both
 * drivers send those with the simple protocol.
 */
export function kyselyConnection(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
