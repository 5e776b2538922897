import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { startupTimings } from "./startup-timings.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * When the root `npm start` (scripts/start.mjs) builds the web app beside this process, it says so
 * in PORTAL_WEB_BUILD; asked, it answers "web-built" once the files are written (at once if they
 * already are): the SPA waits for that.
 */
function webBuildBeside(): Promise<void> | undefined {
  if (process.env.PORTAL_WEB_BUILD !== "running" || !process.send) return undefined;
  return new Promise((resolve) => {
    process.on("message", (message) => {
      if (message !== "web-built") return;
      process.channel?.unref();
      resolve();
    });
    process.send!("waiting-for-web-build");
  });
}

/** Starts the portal: configuration, lock on DATA_DIR, migrations, listen, graceful shutdown. */
async function main(): Promise<void> {
  const timings = startupTimings();
  let config;
  try {
    config = { ...loadConfig(), webDist: path.resolve(here, "../../web/dist") };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  timings.lap("config");
  const app = await buildApp(config, { timings, webBuilt: webBuildBeside() });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    try {
      await app.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  timings.lap("listen");
  app.log.info(timings.line());
  app.log.info(`Admissions portal on ${config.publicUrl}`);
  app.log.info(`Data folder: ${config.dataDir}`);
  // Last: the one-time demo credentials, after every line of the start-up (the logger writes
  // asynchronously: its lines are flushed first, or they would come after the box).
  if (app.startupNotes.length > 0) {
    const log = app.log as typeof app.log & { flush?(done: (error?: Error) => void): void };
    await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
    console.log(`\n${app.startupNotes.join("\n")}\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
