import fs from "node:fs";
import { lockDataDir } from "../packages/server/src/db/data-dir-lock.ts";
import { E2E_DATA_DIR, E2E_PORT, ADMIN } from "./tests/settings.ts";

// A clean portal for each run: fresh embedded database, outbox and files. Taking the lock first
// refuses, with a message, to wipe a directory that another running portal still uses.
lockDataDir(E2E_DATA_DIR)();
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_LOGIN: ADMIN.login,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
});
await import("../packages/server/src/main.ts");
