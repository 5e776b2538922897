import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import type { MailAttachment } from "./outbox.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox sender, started by startupTasks. */
    mailWorker: MailWorker;
  }
}

/** How many messages a round claims, how long a claim holds. */
const BATCH = 20;
const CLAIM_SECONDS = 120;
/** After this many failures a message is left alone (its last_error says why). */
export const MAX_ATTEMPTS = 12;
/** The rolling window of the pacing (MAIL_PER_MINUTE). */
const MINUTE_MS = 60_000;
// Any constant shared by every server process: one claim of the pacing budget at a time.
const PACING_LOCK = 6_170_423;

/** How fast the worker may send: at most `perMinute` attempts per rolling minute, read on `now`. */
export interface MailPacing {
  perMinute: number;
  /** The clock, in milliseconds (tests move it instead of waiting). */
  now?: () => number;
}

interface PendingRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** Null for a mail without files, and for every row queued before migration 0030. */
  attachments: MailAttachment[] | null;
  attempts: number;
}

/**
 * Sends what the outbox holds: on poke() (after a commit that queued mail, in every process: the
 * outbox's insert trigger notifies them, migration 0028) and every minute as the job queue's "outbox" job (jobs/portal-jobs.ts: messages
 * queued elsewhere, retries, what the pacing held back). Each round claims a batch with FOR UPDATE SKIP LOCKED, so several server processes share
 * the work without sending a message twice; a failure is retried later with a growing delay.
 * Paced: at most MAIL_PER_MINUTE attempts in any rolling minute across all processes (SMTP relays
 * limit senders): the attempts of the last minute are rows of mail_attempts, counted and added under
 * an advisory lock in the transaction that claims the batch; what is left waits for the next
 * round, in queue order.
 */
export class MailWorker {
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly onError: (error: unknown) => void = () => {},
    pacing: MailPacing = { perMinute: 120 },
  ) {
    this.perMinute = pacing.perMinute;
    this.now = pacing.now ?? Date.now;
  }

  /** Asks for a round now (after a commit that queued mail); cheap and never throws. */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
    this.running.catch(this.onError);
  }

  /** Sends everything due now and resolves with the number sent (tests await it). */
  async drain(): Promise<number> {
    await this.running?.catch(() => 0);
    return this.loop();
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => 0);
    this.transport.close();
  }

  private async loop(): Promise<number> {
    let sent = 0;
    do {
      this.again = false;
      let count: number;
      do {
        const round = await this.round();
        sent += round.sent;
        count = round.claimed;
      } while (count === BATCH && !this.stopped);
    } while (this.again && !this.stopped);
    return sent;
  }

  /**
   * Claims a batch of due messages, no more than the minute's budget left (shared by every process:
   * the attempts counted and recorded under one lock), and tries each once.
   */
  private async round(): Promise<{ claimed: number; sent: number }> {
    // Most polls find nothing due: one cheap read, no transaction nor lock.
    const due = await sql`
      SELECT 1 FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${MAX_ATTEMPTS}
        AND (locked_until IS NULL OR locked_until < now()) LIMIT 1`.execute(this.db);
    if (due.rows.length === 0) return { claimed: 0, sent: 0 };
    const now = new Date(this.now());
    const since = new Date(now.getTime() - MINUTE_MS);
    const claimed = await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${PACING_LOCK})`.execute(trx);
      await sql`DELETE FROM mail_attempts WHERE attempted_at <= ${since}`.execute(trx);
      const used = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM mail_attempts WHERE attempted_at > ${since}`.execute(trx);
      const limit = Math.min(BATCH, this.perMinute - used.rows[0]!.n);
      if (limit <= 0) return [];
      const rows = await sql<PendingRow>`
        UPDATE outbox SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        WHERE id IN (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${MAX_ATTEMPTS}
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, text, html, attachments, attempts`.execute(trx);
      if (rows.rows.length > 0)
        await sql`
          INSERT INTO mail_attempts (attempted_at)
          SELECT ${now} FROM generate_series(1, ${rows.rows.length})`.execute(trx);
      return rows.rows;
    });
    let sent = 0;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await this.transport.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: row.attachments ?? undefined,
        });
        await sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`.execute(
          this.db,
        );
        sent++;
      } catch (error) {
        // 10 s, 20 s, 40 s, … capped at one hour.
        const delay = Math.min(3600, 10 * 2 ** row.attempts);
        await sql`
          UPDATE outbox SET attempts = attempts + 1, last_error = ${String((error as Error).message ?? error).slice(0, 1000)},
            locked_until = NULL, next_attempt_at = now() + make_interval(secs => ${delay})
          WHERE id = ${row.id}`.execute(this.db);
        this.onError(error);
      }
    }
    return { claimed: claimed.length, sent };
  }
}

/** Creates the worker for the app's configuration, starts it, and stops it when the app closes. */
export function startMailWorker(
  app: FastifyInstance,
  transport?: MailTransport,
  pacing: Partial<MailPacing> = {},
): MailWorker {
  const worker = new MailWorker(
    app.db,
    transport ?? createMailTransport(app.config, app.log),
    (error) => app.log.warn({ err: error }, "mail not sent; it will be retried"),
    { perMinute: app.config.mailPerMinute, ...pacing },
  );
  app.decorate("mailWorker", worker);
  app.addHook("onClose", async () => worker.stop());
  return worker;
}

/** Tells the worker that mail was queued (call after the transaction commits); harmless without a worker. */
export function notifyMailWorker(app: FastifyInstance): void {
  if (app.hasDecorator("mailWorker")) app.mailWorker.poke();
}
