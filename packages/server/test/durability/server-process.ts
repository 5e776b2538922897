import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A portal started as its own process (`node --import tsx src/main.ts`), as an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 on /healthz. */
  startMs: number;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** What the process wrote on stderr (warnings, the crash if any). */
  stderr(): string;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Spawns the server on DATA_DIR (and DATABASE_URL when given) on a free port and waits until
 * /healthz answers 200; rejects with its stderr if it exits or is not ready in time. Each start
 * takes a new port, so no kept-alive socket to a killed process is reused.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test", // no communes seed: a quicker first start
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? String(code))),
  );
  const url = `http://127.0.0.1:${port}`;
  let ended: string | undefined;
  void exited.then((how) => (ended = how));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`server exited (${ended}) before it was ready:\n${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok)
      return { child, url, startMs: Math.round(performance.now() - started), exited, stderr: () => stderr };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready after 45 s:\n${stderr}`);
}

/** Ends the process (SIGKILL unless another signal is given) and waits until it is gone. */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = "SIGKILL") {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
