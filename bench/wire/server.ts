/**
 * The portal for the wire benchmark, in a child process (the browser and Lighthouse must not share
 * its event loop): the real buildApp over a temporary embedded database, serving the built web app
 * from WIRE_DIST, with one activated candidate and a live session for the form page. Tells its
 * parent the port and the session, and stops on "stop".
 */
import { buildApp } from "../../packages/server/src/app.ts";
import { createSession } from "../../packages/server/src/auth/sessions.ts";
import { loadConfig } from "../../packages/server/src/config.ts";

/** What the child sends once it listens. */
export interface WireServerReady {
  type: "ready";
  port: number;
  /** The value the web app keeps in localStorage under `portal.session`. */
  session: { login: string; token: string; admin: false; role: "candidate" };
}

const login = "wire.candidate@example.org";
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: process.env.WIRE_DATA_DIR!,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  }),
  webDist: process.env.WIRE_DIST!,
};
const app = await buildApp(config);
// No password: the benchmark never logs in through the form, it hands the browser a session.
const user = await app.db
  .insertInto("users")
  .values({ login, email: login, password_hash: null, activated_at: new Date() })
  .returning("id")
  .executeTakeFirstOrThrow();
const token = await createSession(app.db, user.id);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
process.send!({
  type: "ready",
  port,
  session: { login, token, admin: false, role: "candidate" },
} satisfies WireServerReady);
process.on("message", async (message: { type: string }) => {
  if (message.type !== "stop") return;
  await app.close();
  process.exit(0);
});
