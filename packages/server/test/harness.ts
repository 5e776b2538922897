import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";

/** A server built for one test file: a temporary DATA_DIR and its own database. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database: PGlite in a temporary directory, or, when DATABASE_URL
 * is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildApp>[1] = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `portal_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      // Without FORCE while the app's connections finish closing, so none is killed mid-close.
      for (let attempt = 0; ; attempt++) {
        const force = attempt >= 20 ? " WITH (FORCE)" : "";
        const dropped = await client
          .query(`DROP DATABASE IF EXISTS ${name}${force}`)
          .then(() => true)
          .catch((error: { code?: string }) => {
            if (error.code !== "55006" || force) throw error; // 55006: still in use
            return false;
          });
        if (dropped) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, options);
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const XSRF = "test-xsrf-token";

/** app.inject with the anti-forgery cookie and header set, and an optional bearer token. */
export function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, cookies, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { "x-xsrf-token": XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    cookies: { "XSRF-TOKEN": XSRF, ...cookies },
  });
}

/**
 * Polls until `check` holds, for the caches kept in memory (sessions, lookups): a database
 * notification arrives after the commit, not with the response.
 */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("the cache never saw the change");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
