import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A portal started as `npm start` starts it on an empty folder: demo administrator, candidates and campaigns. */
export interface DemoServer {
  url: string;
  admin: { login: string; password: string };
  /** The demo candidates' shared password. */
  candidatePassword: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts a second portal, with no ADMIN_LOGIN, on an empty data folder: the demo data a new
 * installation shows (issue #39: two campaigns, a returning candidate). Reads the credentials the
 * start-up prints once, and resolves when its demo campaign is written.
 */
export async function startDemoServer(port: number): Promise<DemoServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-demo-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("npx", ["tsx", "packages/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_LOGIN: "",
      ADMIN_PASSWORD: "",
      NODE_ENV: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npx, tsx and node stop together.
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!/Demo campaign:/.test(output)) {
    if (child.exitCode !== null) throw new Error(`demo server exited: ${output}`);
    if (Date.now() - started > 120_000) throw new Error(`demo server not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const passwords = [...output.matchAll(/password:\s+(\S+)/g)].map((m) => m[1]);
  const login = /login:\s+(\S+)/.exec(output)![1];
  return {
    url,
    admin: { login, password: passwords[0] },
    candidatePassword: passwords[1],
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
