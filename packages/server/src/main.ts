import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the portal: configuration, lock on DATA_DIR, migrations, listen, graceful shutdown. */
async function main(): Promise<void> {
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
  const app = await buildApp(config);
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
  app.log.info(`Admissions portal on ${config.publicUrl}`);
  app.log.info(`Data folder: ${config.dataDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
