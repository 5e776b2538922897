import pg from "pg";
import { embeddedPoolOf, type Database } from "./database.ts";

/** What a listener is told: each notification, and whether it is listening at all. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * False when the listening connection is lost (notifications may be missed until it is back),
   * true once it listens again; called with true once the first LISTEN is in place.
   */
  onLive(live: boolean): void;
}

/** A LISTEN in place; close() stops it. */
export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = 1000;

/**
 * LISTENs on each channel (PostgreSQL NOTIFY) and tells its handlers: with `databaseUrl`, on one
 * dedicated `pg` connection for all of them, opened again after a loss; on the embedded database,
 * through PGlite's own listen, taking the pool's turn so the LISTEN never lands inside another
 * request's transaction.
 */
export async function listen(
  db: Database,
  databaseUrl: string | undefined,
  channels: Record<string, NotificationHandlers>,
): Promise<Listener> {
  const everyHandler = Object.values(channels);
  const onLive = (live: boolean) => everyHandler.forEach((handlers) => handlers.onLive(live));
  const embedded = embeddedPoolOf(db);
  if (embedded) {
    const turn = await embedded.connect();
    const stops: (() => Promise<void>)[] = [];
    try {
      for (const [channel, handlers] of Object.entries(channels))
        stops.push(await embedded.pglite.listen(channel, handlers.onNotify));
    } finally {
      turn.release();
    }
    onLive(true);
    return { close: () => Promise.all(stops.map((stop) => stop().catch(() => undefined))).then(() => {}) };
  }
  if (!databaseUrl) throw new Error("listen: neither an embedded database nor a database URL");

  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    onLive(false);
    lost.end().catch(() => undefined);
    if (!closed) retry = setTimeout(reconnect, RETRY_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => channels[message.channel]?.onNotify(message.payload ?? ""));
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    onLive(true);
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RETRY_MS);
    });
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
