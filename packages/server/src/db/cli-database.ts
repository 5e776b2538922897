import { ConfigError, loadConfig, type Config } from "../config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { openDatabase, type Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * Opens the database of the server's configuration for a command-line tool (`npm run admin`),
 * migrated, runs `work` and closes it. With the embedded database, DATA_DIR is locked for the
 * duration, so the tool refuses to run beside a server. Returns the exit code: 1 with a message on
 * `err` when the configuration is wrong or DATA_DIR is in use.
 */
export async function withCliDatabase(
  env: Record<string, string | undefined>,
  err: (text: string) => void,
  work: (db: Database, config: Config) => Promise<number>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(error.message);
    return 1;
  }
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      err(`Cannot open the embedded database: ${(error as Error).message}`);
      return 1;
    }
  }
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db as never);
    return await work(db, config);
  } finally {
    await db.destroy();
    unlock();
  }
}
