import { describe, expect, it } from "vitest";
import { openPgPool } from "./pg-pool.ts";
import { preparedName, preparedStatement } from "./prepared-statements.ts";

// Only on a PostgreSQL server (DATABASE_URL): PGlite has no named statements to look at.
describe.skipIf(!process.env.DATABASE_URL)("openPgPool", () => {
  it("runs a registered statement under its name, prepared once per connection, and any other unnamed", async () => {
    const text = preparedStatement("SELECT $1::int + 1 AS n -- pg-pool.test");
    const pool = openPgPool(process.env.DATABASE_URL!, () => {});
    const client = await pool.connect();
    try {
      const answers = [await client.query(text, [1]), await client.query(text, [41])];
      expect(answers.map((answer) => answer.rows[0].n)).toEqual([2, 42]);
      await client.query("SELECT $1::text AS other", ["x"]);
      const { rows } = await client.query("SELECT name, statement FROM pg_prepared_statements");
      expect(rows).toEqual([{ name: preparedName(text), statement: text }]);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
