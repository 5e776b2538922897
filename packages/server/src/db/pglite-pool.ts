import type { PGlite } from "@electric-sql/pglite";

interface PoolClient {
  query(
    sql: string,
    params: readonly unknown[],
  ): Promise<{ command: string; rowCount: number; rows: unknown[] }>;
  release(): void;
}

/**
 * Presents an embedded PGlite database as the `pg` pool Kysely's PostgresDialect expects.
 * PGlite is a single connection, so a client is handed out to one user at a time: without this
 * queue, a query from another request would run inside someone else's transaction.
 */
export class PglitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const pglite = this.pglite;
    return {
      async query(sql, params) {
        // Without parameters, use the simple protocol so that a migration may hold several statements.
        const result =
          params.length === 0
            ? ((await pglite.exec(sql)).at(-1) ?? { rows: [] })
            : await pglite.query(sql, params as unknown[]);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? "";
        return {
          command,
          rowCount: (result as { affectedRows?: number }).affectedRows ?? 0,
          rows: result.rows,
        };
      },
      release,
    };
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }
}
