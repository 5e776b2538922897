import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startS3TestServer, type S3TestServer } from "../../src/storage/s3-test-server.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../smtp-server.ts";
import { freePort } from "../durability/server-process.ts";
import { request } from "./portal-client.ts";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The nginx site configuration DEPLOY.md shows; the cluster renders this file, not a copy. */
export const NGINX_SITE = path.resolve(serverDir, "../../docs/deploy/nginx.conf");
/** nginx from Debian (packages/server/ensure-nginx.sh installs it), or NGINX_BIN. */
export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** The administrator every cluster process is started with (no demo data). */
export const CLUSTER_ADMIN = { login: "admin@cluster.test", password: "Tangerine-Harbour-Violin-58" };

/** One line of nginx's access log: which process served which request. */
export interface AccessLine {
  upstream: string;
  status: number;
  request: string;
}

/** Several real server processes on one PostgreSQL database, one S3 store and optionally nginx. */
export interface Cluster {
  /** nginx's HTTPS address when nginx is on, else the first process. */
  url: string;
  /** nginx's plain-HTTP address (it only redirects to HTTPS); undefined without nginx. */
  httpUrl?: string;
  /** The PEM of nginx's self-signed certificate, for the clients to verify it. */
  ca?: string;
  processes: { url: string; pid: number }[];
  /** The throwaway database on the PostgreSQL server. */
  databaseUrl: string;
  /** The test SMTP server's received mails, when asked with `smtp: true`. */
  smtp?: { url: string; messages(): ReceivedMail[] };
  /** nginx's access log so far (upstream address, status, request line); empty without nginx. */
  accessLog(): AccessLine[];
  /** What each process wrote on stderr (warnings, crashes). */
  stderr(): string[];
  /** Stops nginx, the processes, s3rver and the SMTP server, and drops the database. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  nginx?: boolean;
  /** nginx worker processes; default 1 (one round-robin order, easier to read in a test). */
  nginxWorkers?: number;
  /** How the throwaway database's name starts (a random suffix follows); default portal_scale_. */
  databasePrefix?: string;
  /** One S3 store (s3rver) for every process; default true. */
  s3?: boolean;
  smtp?: boolean;
  /** Added to (and overriding) each process's environment. */
  env?: Record<string, string>;
  /** The processes' logs (JSON lines on stdout) on this process's stdout; default dropped. */
  logs?: boolean;
}

interface Child {
  child: ChildProcess;
  exited: Promise<string>;
  stderr: () => string;
}

function spawnChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logs?: boolean },
): Child {
  const child = spawn(command, args, {
    ...options,
    stdio: ["ignore", options.logs ? "inherit" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? String(code))),
  );
  return { child, exited, stderr: () => stderr };
}

async function stopChild(target: Child, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (target.child.exitCode !== null || target.child.signalCode !== null) return;
  target.child.kill(signal);
  const timer = setTimeout(() => target.child.kill("SIGKILL"), 10_000);
  await target.exited;
  clearTimeout(timer);
}

async function waitHealthy(
  url: string,
  child: Child,
  what: string,
  timeoutMs = 60_000,
  ca?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null || child.child.signalCode !== null)
      throw new Error(`${what} exited before it was ready:\n${child.stderr()}`);
    const ok = await request(`${url}/healthz`, { ca }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not ready after ${timeoutMs / 1000} s:\n${child.stderr()}`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where nginx listens and the certificate it presents, in place of the production ones. */
export interface SiteTarget {
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
}

/**
 * The repository's nginx site file with this cluster's upstream servers, listen ports and
 * certificate: only the `server host:port;` lines of the upstream block, the two `listen` lines
 * and the two certificate paths change.
 */
export function renderNginxSite(site: string, target: SiteTarget): string {
  const servers = target.upstreams.map((address) => `    server ${address};`).join("\n");
  const rendered = site
    .replace(/(upstream portal \{[^}]*?)((?:\n\s*server [^;]+;)+)/, `$1\n${servers}`)
    .replace(/\n(\s*)listen 80;/, `\n$1listen 127.0.0.1:${target.httpPort};`)
    .replace(/\n(\s*)listen 443 ssl http2;/, `\n$1listen 127.0.0.1:${target.httpsPort} ssl http2;`)
    .replace(/\n(\s*)ssl_certificate [^;]+;/, `\n$1ssl_certificate ${target.certificate};`)
    .replace(/\n(\s*)ssl_certificate_key [^;]+;/, `\n$1ssl_certificate_key ${target.key};`);
  const expected = [
    servers,
    `listen 127.0.0.1:${target.httpPort};`,
    `listen 127.0.0.1:${target.httpsPort} ssl http2;`,
    `ssl_certificate ${target.certificate};`,
    `ssl_certificate_key ${target.key};`,
  ];
  if (!expected.every((line) => rendered.includes(line)))
    throw new Error(
      "docs/deploy/nginx.conf no longer has the upstream servers, listen lines and certificates to render",
    );
  return rendered;
}

/** A self-signed certificate for 127.0.0.1 (openssl), so the TLS server block runs as in production. */
function selfSignedCertificate(prefix: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(prefix, "cert.pem");
  const key = path.join(prefix, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate:\n${made.stderr}`);
  return { certificate, key, pem: fs.readFileSync(certificate, "utf8") };
}

/** The main nginx configuration around the site file: everything under the temporary prefix. */
function nginxMain(prefix: string, workers: number): string {
  return `
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes ${workers};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  log_format upstreams '$upstream_addr $status "$request"';
  access_log ${prefix}/access.log upstreams;
  include ${prefix}/portal.conf;
}
`;
}

/**
 * Starts a throwaway database on DATABASE_URL's server, s3rver, the SMTP server when asked, N
 * server processes concurrently (each its own DATA_DIR, TRUST_PROXY=127.0.0.1, ADMIN_LOGIN set) and
 * nginx in front of them rendering docs/deploy/nginx.conf (TLS with a self-signed certificate).
 * Resolves once every process and nginx answer /healthz. nginx runs in the foreground as a child,
 * with its pid, logs and temporary files under a temporary prefix: nothing under /etc or /run.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cluster-"));
  const name = `${options.databasePrefix ?? "portal_scale_"}${crypto.randomBytes(5).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const children: Child[] = [];
  let s3: S3TestServer | undefined;
  let smtp: TestSmtpServer | undefined;
  let nginx: Child | undefined;
  let created = false;

  const stop = async () => {
    if (nginx) await stopChild(nginx, "SIGQUIT");
    await Promise.all(children.map((c) => stopChild(c)));
    await s3?.stop();
    await smtp?.close();
    if (created) {
      created = false;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };

  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    created = true;
    if (options.s3 ?? true) s3 = await startS3TestServer();
    if (options.smtp) smtp = await startSmtpServer();
    const tls = options.nginx ? selfSignedCertificate(prefix) : undefined;
    const httpsPort = options.nginx ? await freePort() : 0;
    const httpPort = options.nginx ? await freePort() : 0;
    const ports: number[] = [];
    for (let i = 0; i < options.processes; i++) ports.push(await freePort());
    const publicUrl = options.nginx ? `https://127.0.0.1:${httpsPort}` : `http://127.0.0.1:${ports[0]}`;

    const started = ports.map((port, i) => {
      const dataDir = path.join(prefix, `data-${i}`);
      fs.mkdirSync(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "test", // no communes seed: a quicker first start
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: publicUrl,
        // nginx connects from 127.0.0.1: its entry of X-Forwarded-For is the client's address.
        TRUST_PROXY: "127.0.0.1",
        ADMIN_LOGIN: CLUSTER_ADMIN.login,
        ADMIN_PASSWORD: CLUSTER_ADMIN.password,
        ...(s3?.env ?? {}),
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        ...options.env,
      };
      const child = spawnChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: serverDir,
        env,
        logs: options.logs,
      });
      children.push(child);
      return waitHealthy(`http://127.0.0.1:${port}`, child, `server process ${i + 1}`);
    });
    await Promise.all(started);

    if (options.nginx && tls) {
      // Run as root (CI), nginx's workers become nobody: they must reach the prefix and its temp dirs.
      fs.chmodSync(prefix, 0o755);
      for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
        fs.mkdirSync(path.join(prefix, dir));
        fs.chmodSync(path.join(prefix, dir), 0o777);
      }
      const site = fs.readFileSync(NGINX_SITE, "utf8");
      const upstreams = ports.map((port) => `127.0.0.1:${port}`);
      fs.writeFileSync(
        path.join(prefix, "portal.conf"),
        renderNginxSite(site, { upstreams, httpPort, httpsPort, certificate: tls.certificate, key: tls.key }),
      );
      fs.writeFileSync(path.join(prefix, "nginx.conf"), nginxMain(prefix, options.nginxWorkers ?? 1));
      nginx = spawnChild(
        NGINX_BIN,
        ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
        {
          cwd: prefix,
          env: process.env,
        },
      );
      await waitHealthy(publicUrl, nginx, "nginx", 15_000, tls.pem).catch((error: Error) => {
        const log = fs.existsSync(path.join(prefix, "error.log"))
          ? fs.readFileSync(path.join(prefix, "error.log"), "utf8")
          : "";
        throw new Error(`${error.message}\n${log}`);
      });
    }

    const accessLog = (): AccessLine[] => {
      const file = path.join(prefix, "access.log");
      if (!fs.existsSync(file)) return [];
      return fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const match = /^(\S+) (\d+) "(.*)"$/.exec(line);
          return { upstream: match?.[1] ?? "", status: Number(match?.[2] ?? 0), request: match?.[3] ?? line };
        });
    };

    return {
      url: publicUrl,
      httpUrl: options.nginx ? `http://127.0.0.1:${httpPort}` : undefined,
      ca: tls?.pem,
      processes: ports.map((port, i) => ({ url: `http://127.0.0.1:${port}`, pid: children[i]!.child.pid! })),
      databaseUrl,
      smtp: smtp ? { url: smtp.url, messages: () => [...smtp!.messages] } : undefined,
      accessLog,
      stderr: () => children.map((c) => c.stderr()),
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
