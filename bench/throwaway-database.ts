import crypto from "node:crypto";
import pg from "pg";

/**
 * With DATABASE_URL, a fresh database on that server for one benchmark run, and how to drop it;
 * without, nothing (the server under test uses its embedded database).
 */
export async function throwAwayDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  // BENCH_DATABASE_PREFIX keeps the databases of benchmarks run side by side apart.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? "portal_bench_"}${crypto.randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
