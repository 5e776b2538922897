// `npm start`: the portal from a clone, as fast as it can be. The web app is built only when its
// sources changed since the last build (the digest is kept in packages/web/dist), and then beside
// the server's start-up, which serves it once the build is done; the server runs from its bundle
// (bundle-server.mjs). The API contract check is CI's (`npm run api:check -w @portal/web`), not
// every start's.
import { fork, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { bundleServer, serverBundleState } from "./bundle-server.mjs";
import { buildFailure, buildSummary } from "./build-output.mjs";
import { isCurrent, sourceHash } from "./source-hash.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "packages/web/dist");
const webStamp = path.join(dist, ".source-hash");
const WEB_INPUTS = [
  "packages/web/src",
  "packages/web/public",
  "packages/web/scripts",
  "packages/web/index.html",
  "packages/web/vite.config.ts",
  "packages/web/tsconfig.json",
  "packages/web/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "package-lock.json",
];

/** Where the web build's own output goes: `npm start` prints one line about it, not its ~70 lines. */
const WEB_BUILD_LOG = path.join(root, "packages/web/build.log");

/**
 * Runs `npm run build -w @portal/web` with its output in WEB_BUILD_LOG, then says in one line how
 * long it took and how many warnings it gave; on failure, the log's last lines. Resolves on
 * success, rejects with its exit code otherwise.
 */
function buildWeb() {
  const started = Date.now();
  const log = fs.openSync(WEB_BUILD_LOG, "w");
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "-w", "@portal/web"], {
      cwd: root,
      stdio: ["ignore", log, log],
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      fs.closeSync(log);
      const output = fs.readFileSync(WEB_BUILD_LOG, "utf8");
      const where = path.relative(process.cwd(), WEB_BUILD_LOG) || WEB_BUILD_LOG;
      if (code === 0) {
        process.stdout.write(`${buildSummary(output, Date.now() - started, where)}\n`);
        return resolve();
      }
      process.stderr.write(`${buildFailure(output, where)}\n`);
      reject(new Error(`the web build failed (${signal ?? `exit ${code}`})`));
    });
  });
}

let web = "unknown"; // then "built", or "building" until the build ends, or "failed"
let serverWaits = false;
let server = null;

/** Tells the server the web app is built, if it asked already. */
function tellServer() {
  if (serverWaits && server?.connected) server.send("web-built");
}

/** Checks the web app's build against its sources, and builds it (in the background) when stale. */
function checkWeb() {
  const webHash = sourceHash(root, WEB_INPUTS);
  if (fs.existsSync(path.join(dist, "index.html")) && isCurrent(webStamp, webHash)) {
    web = "built";
    return tellServer();
  }
  web = "building";
  buildWeb().then(
    () => {
      fs.writeFileSync(webStamp, `${webHash}\n`);
      web = "built";
      tellServer();
    },
    (error) => {
      web = "failed";
      process.stderr.write(`${error.message}: stopping the server\n`);
      if (server) server.kill("SIGTERM");
      else process.exit(1);
    },
  );
}

// A server bundle to write first: the web app builds meanwhile (when it must). An unchanged server
// starts at once, and the web's sources are checked while it loads (it asks before serving them).
const bundle = serverBundleState();
if (!bundle.current) checkWeb();
const { file } = await bundleServer(bundle);
if (web === "failed") process.exit(1);
server = fork(file, {
  cwd: path.join(root, "packages/server"),
  execArgv: ["--enable-source-maps"],
  env: { ...process.env, ...(web === "built" ? {} : { PORTAL_WEB_BUILD: "running" }) },
});
server.on("message", (message) => {
  if (message !== "waiting-for-web-build") return;
  serverWaits = true;
  if (web === "built") server.send("web-built");
});
if (web === "unknown") checkWeb();
// Ctrl-C and SIGTERM go to the server, which finishes its requests and closes the database.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(web === "failed" ? 1 : (code ?? (signal ? 1 : 0))));
