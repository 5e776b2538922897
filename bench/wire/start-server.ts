/**
 * Starts the wire benchmark's portal (server.ts) in a child process over a new temporary data
 * folder, serving the build `dist`; resolves once it listens, with its origin, the signed-in
 * candidate's session and a stop that waits for the child to exit and removes the folder. Used by bench/wire.ts and
 * the tools beside it (lh-page.ts, profile-page.ts).
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { WireServerReady } from "./server.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface WireServer {
  origin: string;
  session: WireServerReady["session"];
  stop(): Promise<void>;
}

export async function startWireServer(dist: string): Promise<WireServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-wire-"));
  const server = fork(path.join(here, "server.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, WIRE_DATA_DIR: dataDir, WIRE_DIST: dist },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const ready = await new Promise<WireServerReady>((resolve, reject) => {
    server.once("message", (m) => resolve(m as WireServerReady));
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    session: ready.session,
    async stop() {
      server.send({ type: "stop" });
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
