import crypto from "node:crypto";
import pg from "pg";

/** Creates a new database on the server of `baseUrl`; `drop()` removes it (closing what is left connected). */
export async function createThrowawayDatabase(baseUrl: string) {
  const name = `portal_durability_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    /** Terminates every backend connected to it, as a failover or a PostgreSQL restart would. */
    async terminateBackends(): Promise<number> {
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        return rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
  };
}
