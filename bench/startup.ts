/**
 * Start-up time (issue #13): how long `npm start` takes to answer on a new clone, and on a restart.
 * Clones the HEAD of the repository holding this bench into a temporary folder, gives the clone the
 * installed dependencies without a network install (`cp -al`: hard links of the checkout's
 * node_modules folders; the workspace links in node_modules/@portal are relative, so they resolve to
 * the clone's own packages — checked below), then spawns `npm start` there (random PORT, the default
 * DATA_DIR ./data inside the clone, its own TMPDIR so no compile cache of an earlier run helps) and
 * times spawn → GET / serves the SPA and GET /healthz answers 200. Stops it with SIGTERM, starts it
 * again and times the restart. Beside it, the bare floor on the same machine: a Node process that
 * loads Fastify and answers GET / with a file. Writes bench/results/startup.json with both times and
 * the server's own "Started in …" line. Not part of CI: a timing is a measurement, not a test.
 *
 *   npx tsx bench/startup.ts          (STARTUP_BENCH_SOURCE=<git repo> to clone another checkout)
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = process.env.STARTUP_BENCH_SOURCE ?? path.resolve(here, "..");
const TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The node_modules folders of the checkout (root and workspaces), relative to it. */
function nodeModulesFolders(root: string): string[] {
  const workspaces = ["packages/domain", "packages/server", "packages/web", "e2e", "bench"];
  return ["node_modules", ...workspaces.map((w) => `${w}/node_modules`)].filter((p) =>
    fs.existsSync(path.join(root, p)),
  );
}

/** A new clone of HEAD with the checkout's dependencies hard-linked in (no caches of earlier builds). */
function newClone(parent: string): { dir: string; head: string } {
  const dir = path.join(parent, "portal");
  execFileSync("git", ["clone", "--quiet", repo, dir]);
  for (const folder of nodeModulesFolders(repo)) {
    execFileSync("cp", ["-al", path.join(repo, folder), path.join(dir, folder)]);
    // Build caches are not what `npm install` gives a new clone.
    for (const cache of [".vite", ".vite-temp", ".cache"])
      fs.rmSync(path.join(dir, folder, cache), { recursive: true, force: true });
  }
  for (const link of fs.readdirSync(path.join(dir, "node_modules/@portal"))) {
    const target = fs.realpathSync(path.join(dir, "node_modules/@portal", link));
    if (!target.startsWith(fs.realpathSync(dir)))
      throw new Error(`node_modules/@portal/${link} points outside the clone: ${target}`);
  }
  const head = execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  return { dir, head };
}

async function answers(url: string, check: (status: number, body: string) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return check(response.status, await response.text());
  } catch {
    return false;
  }
}

/** Polls until GET / serves the SPA and GET /healthz answers 200; the ms since `started`. */
async function untilServing(port: number, started: number, child: ChildProcess): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < TIMEOUT_MS) {
    if (child.exitCode !== null)
      throw new Error(`the process ended (exit ${child.exitCode}) before answering`);
    const spa = await answers(`${base}/`, (s, body) => s === 200 && body.includes('<div id="root"'));
    if (spa && (await answers(`${base}/healthz`, (s) => s === 200))) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer after ${TIMEOUT_MS} ms`);
}

interface Run {
  ms: number;
  breakdown: string | null;
}

/** Spawns the command in its own process group, times it to serving, then stops it with SIGTERM. */
async function timeStart(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    const ms = await untilServing(port, started, child);
    // The server logs its line just after it starts listening: give the pipe a moment to bring it.
    for (let waited = 0; !/Started in /.test(output) && waited < 3000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    const breakdown = /Started in [^"\n]*/.exec(output)?.[0] ?? null;
    return { ms: Math.round(ms), breakdown };
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  }
}

const BARE = `
const fs = require("node:fs");
const app = require("fastify")();
app.get("/", (_, reply) => reply.type("text/html").send(fs.readFileSync(process.argv[1])));
app.get("/healthz", () => ({ ok: true }));
app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;

async function main(): Promise<void> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "startup-bench-"));
  const tmp = path.join(parent, "tmp");
  fs.mkdirSync(tmp);
  try {
    const cloning = performance.now();
    const { dir, head } = newClone(parent);
    const cloneMs = Math.round(performance.now() - cloning);
    console.info(`clone of ${head} with hard-linked node_modules in ${cloneMs} ms: ${dir}`);
    // As someone who just cloned it would run it: no database URL, data folder or log level set.
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    for (const name of ["DATABASE_URL", "DATA_DIR", "LOG_LEVEL", "NODE_ENV", "ADMIN_LOGIN", "ADMIN_PASSWORD"])
      delete env[name];

    const html = path.join(parent, "bare.html");
    fs.writeFileSync(html, '<!doctype html><div id="root"></div>');
    const bare = await timeStart(
      process.execPath,
      ["-e", BARE, html],
      path.join(dir, "packages/server"),
      env,
    );
    console.info(`bare Fastify process: ${bare.ms} ms`);

    const first = await timeStart("npm", ["start"], dir, env);
    console.info(`npm start on the new clone: ${first.ms} ms\n  ${first.breakdown}`);
    const restart = await timeStart("npm", ["start"], dir, env);
    console.info(`npm start again (restart): ${restart.ms} ms\n  ${restart.breakdown}`);

    const result = {
      date: new Date().toISOString(),
      commit: head,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      // Other work on the machine stretches every time here: compare with bareFastifyMs.
      loadAverage: os.loadavg(),
      dependencies: "cp -al of the checkout's node_modules folders (hard links, no network install)",
      goals: { firstStartMs: 15_000, restartMs: 5_000 },
      cloneMs,
      bareFastifyMs: bare.ms,
      firstStart: first,
      restart,
      ratios: {
        firstStartToBare: Number((first.ms / bare.ms).toFixed(1)),
        restartToBare: Number((restart.ms / bare.ms).toFixed(1)),
      },
    };
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(path.join(here, "results/startup.json"), JSON.stringify(result, null, 2) + "\n");
    console.info(
      `first start ${first.ms} ms (goal ≤ 15000), restart ${restart.ms} ms (goal ≤ 5000), ` +
        `bare ${bare.ms} ms: ${result.ratios.firstStartToBare}× and ${result.ratios.restartToBare}× the bare process`,
    );
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

await main();
