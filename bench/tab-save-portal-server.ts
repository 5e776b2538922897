/**
 * The portal side of bench/tab-save.ts, in its own process like the bare baseline: the real app
 * (buildApp, its pg pool, its logging at LOG_LEVEL, info by default as in production) on
 * DATABASE_URL, with CANDIDATES activated candidates written straight to the database, each with a
 * session and an answer that has chosen its programme and holds its photo (uploads are not under
 * test), as a candidate has when they reach the personal tab. Forked with an IPC channel: sends
 * `{ type: "ready", port, candidates }` once listening; on `profile-start` / `profile-stop` (with
 * a file) records a CPU profile of the measured phase only (the inspector's Profiler, the format
 * of `node --cpu-prof`); exits on `stop`.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { sql } from "kysely";
import { fileValue } from "@portal/domain/rules/fixtures";
import { emptyAnswer } from "@portal/domain/schema/candform";
import { buildApp } from "../packages/server/src/app.ts";
import { createSession } from "../packages/server/src/auth/sessions.ts";
import { loadConfig } from "../packages/server/src/config.ts";

/** One candidate the clients save for: its session token, answer id and current version. */
export interface BenchCandidate {
  login: string;
  token: string;
  answerId: number;
  version: number;
}

const count = Number(process.env.CANDIDATES ?? 50);
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
});
const app = await buildApp(config);
// TAB_SAVE_SETUP_SQL: statements run once the schema is there, to weigh a change before making it
// (an index dropped, a setting): how CAPACITY.md's "what a save costs the database" was measured.
if (process.env.TAB_SAVE_SETUP_SQL) await sql.raw(process.env.TAB_SAVE_SETUP_SQL).execute(app.db);
const run = crypto.randomBytes(3).toString("hex");
const candidates: BenchCandidate[] = [];
for (let i = 0; i < count; i++) {
  const login = `tab-save-${run}-${i}@example.org`;
  const user = await app.db
    .insertInto("users")
    .values({ login, email: login, password_hash: null, activated_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const data = {
    ...emptyAnswer(),
    typeformation: "MSC",
    mscchoice: "MAE",
    choice_validated: "O",
    uploadPhoto: fileValue("me.JPG"),
  };
  const answer = await app.db
    .insertInto("answers")
    .values({ form_id: config.formId, login, data: JSON.stringify(data) })
    .returning(["id", "version"])
    .executeTakeFirstOrThrow();
  candidates.push({
    login,
    token: await createSession(app.db, user.id),
    answerId: answer.id,
    version: answer.version,
  });
}
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const profiler = new Session();
process.on("message", async (message: { type: string; file?: string }) => {
  if (message.type === "profile-start") {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
    process.send!({ type: "profile-started" });
  } else if (message.type === "profile-stop") {
    const { profile } = await profiler.post("Profiler.stop");
    fs.writeFileSync(message.file!, JSON.stringify(profile));
    profiler.disconnect();
    process.send!({ type: "profile-written" });
  } else if (message.type === "stop") {
    await app.close();
    process.exit(0);
  }
});
process.send!({ type: "ready", port, candidates });
