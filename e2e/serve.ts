import fs from "node:fs";
import { lockDataDir } from "../packages/server/src/db/data-dir-lock.ts";
import { E2E_DATA_DIR, E2E_PORT, ADMIN } from "./tests/settings.ts";

// A clean portal for each run: fresh embedded database, outbox and files. Taking the lock first
// refuses, with a message, to wipe a directory that another running portal still uses.
lockDataDir(E2E_DATA_DIR)();

/** The day `days` after today, as YYYY-MM-DD. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_LOGIN: ADMIN.login,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "warn",
  // The referees-and-offers spec moves the portal's clock past a confirmation deadline (never in production).
  TEST_CLOCK: "1",
  // The campaign's deadlines, a few weeks ahead whatever the day the tests run (the candidate's home shows them).
  DEADLINE_APPLICATION: daysAhead(30),
  DEADLINE_SCHOLARSHIP: daysAhead(45),
  DEADLINE_REGISTRATION: daysAhead(90),
  DEADLINE_TUITION: daysAhead(120),
});
await import("../packages/server/src/main.ts");
