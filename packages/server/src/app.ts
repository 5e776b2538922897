import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { listen, type Listener } from "./db/notifications.ts";
import { LOOKUP_CHANNEL } from "./db/migrations/0016-lookup-notify.ts";
import { SESSION_CHANNEL } from "./db/migrations/0018-session-notify.ts";
import { OUTBOX_CHANNEL } from "./db/migrations/0028-outbox-notify.ts";
import { LookupCache } from "./queries/lookup-cache.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerAntiForgery } from "./plugins/anti-forgery.ts";
import { MAX_PARAM_LENGTH, refuseBadUrl, registerInputGuard } from "./plugins/input-guard.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { lazySchemas } from "./plugins/lazy-schemas.ts";
import { registerSpa } from "./plugins/spa.ts";
import { OneLinePerRequest } from "./plugins/request-log.ts";
import { loggerOptions, type LogStream } from "./plugins/log-redaction.ts";
import { registerRoutes } from "./routes/index.ts";
import { startupTasks } from "./startup.ts";
import type { StartupTimings } from "./startup-timings.ts";
import { MovableClock, systemClock, type Clock } from "./clock.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Lookups kept in memory, forgotten whenever any process changes them (queries/lookup-cache.ts). */
    lookups: LookupCache;
    /** Sessions kept in memory, forgotten whenever any process ends or alters them (auth/session-cache.ts). */
    sessions: SessionCache;
    /** Compiles the routes' schemas not compiled yet (plugins/lazy-schemas.ts); how many in all. */
    compileSchemas: () => number;
    /** The time deadlines, reminders and offers act on (clock.ts): tests move it. */
    clock: Clock;
  }
}

/** JSON bodies above this are refused with 413; uploads have their own, larger limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the portal: database (migrated), security, routes and the SPA. Used by main and by the
 * tests (with app.inject), so both run exactly the same server.
 */
export async function buildApp(
  config: Config,
  options: {
    logStream?: LogStream;
    /** Told where the start-up's time goes (main.ts prints it). */
    timings?: StartupTimings;
    /** A build of the web app running beside the start-up (scripts/start.mjs): served once done. */
    webBuilt?: Promise<void>;
    /** The portal's time; the system's unless a test brings one it moves. */
    clock?: Clock;
  } = {},
): Promise<FastifyInstance> {
  // Each route's schemas compiled at its first request, not all of them at start-up.
  const schemas = lazySchemas();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
    // One line per request instead of two (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    frameworkErrors: refuseBadUrl,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    schemaController: schemas.schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;
  const lap = (phase: string) => options.timings?.lap(phase);

  const db = await openDatabase({
    ...config,
    onConnectionError: (err) => app.log.warn({ err }, "database connection lost"),
  });
  app.decorate("config", config);
  app.decorate("db", db);
  const lookups = new LookupCache(db);
  app.decorate("lookups", lookups);
  const sessions = new SessionCache(db);
  app.decorate("sessions", sessions);
  app.decorate("compileSchemas", schemas.compileAll);
  app.decorate("clock", options.clock ?? (config.testClock ? new MovableClock() : systemClock));
  // Opened once the migrations have made the triggers; closed before the database.
  const listening: { listener?: Listener } = {};
  app.addHook("onClose", async () => {
    lookups.close();
    sessions.close();
    await listening.listener?.close();
    await db.destroy();
  });
  lap("database");
  await migrateToLatest(db as never);
  // After the migrations: they create the triggers whose notifications the caches and the mail
  // worker follow. One listening connection for all.
  listening.listener = await listen(db, config.databaseUrl, {
    [LOOKUP_CHANNEL]: lookups.notifications,
    [SESSION_CHANNEL]: sessions.notifications,
    // Mail queued by any process: this one's worker claims what is due (mail/mail-worker.ts).
    [OUTBOX_CHANNEL]: {
      onNotify: () => {
        if (app.hasDecorator("mailWorker")) app.mailWorker.poke();
      },
      onLive: () => {},
    },
  });
  lap("migrations");

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  // Before any route: the compression attaches itself to each route as it is added.
  await registerCompression(app);
  await app.register(cookie);
  registerAntiForgery(app, config.publicUrl.startsWith("https:"));
  await registerOpenApi(app);
  await registerRoutes(app);
  lap("routes");
  await startupTasks(app, lap);
  // Last, so that the seeds and the demo data overlap a web build started beside the server.
  if (options.webBuilt) {
    await options.webBuilt;
    lap("web build");
  }
  await registerSpa(app, config.webDist, { localLogin: !config.casUrl });
  return app;
}
