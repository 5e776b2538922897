import pg from "pg";
import { noteDatabaseError } from "./connection-loss.ts";
import { preparedName } from "./prepared-statements.ts";

/** The part of pg.Pool that Kysely's PostgresDialect calls. */
interface DialectPool {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

/**
 * A `pg` pool that survives PostgreSQL dropping its connections (restart, failover,
 * pg_terminate_backend): every connection, idle or checked out for a transaction, has an error
 * listener, so a dead socket fails the queries in flight instead of the process; and a connection
 * that failed is destroyed on release, never handed to the next request.
 */
export function openPgPool(connectionString: string, onConnectionError: (error: Error) => void): DialectPool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const broken = new WeakSet<pg.PoolClient>();
  // The pool re-emits an idle connection's error; the connection's own listener below reports it.
  pool.on("error", () => {});
  // The pool listens to idle connections only; an 'error' event without a listener is thrown.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      broken.add(client as pg.PoolClient);
      onConnectionError(error);
    });
    // Kysely calls query(sql, parameters) and awaits it; its failures are the database's. A
    // registered statement goes by its name: parsed and planned once on this connection.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const name = args.length <= 2 ? preparedName(args[0]) : undefined;
      const result = name ? query({ name, text: args[0], values: args[1] }) : query(...args);
      return result instanceof Promise
        ? result.catch((error) => Promise.reject(noteDatabaseError(error)))
        : result;
    }) as typeof client.query;
  });
  return {
    async connect() {
      const client = await pool.connect().catch((error) => Promise.reject(noteDatabaseError(error)));
      const release = client.release.bind(client);
      // Kysely releases without an error; pass one for a broken connection so the pool destroys it.
      client.release = (error?: Error | boolean) =>
        release(error ?? (broken.has(client) ? new Error("connection lost") : undefined));
      return client;
    },
    end: () => pool.end(),
  };
}
