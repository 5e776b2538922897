/**
 * Dossiers ZIP benchmark (issue #39: "a ZIP of the current view's dossiers, streamed: memory stays
 * flat at 1,000 dossiers"). The real server runs in a child process (buildApp + listen, temporary
 * DATA_DIR, PGlite unless DATABASE_URL is set) seeded with N complete applications, each with three
 * uploaded PDFs (a CV, a transcript, a diploma) in the file store; an administrator downloads the
 * ZIP of all N over HTTP, reading as fast as it can. Measured: the time, the bytes, and the server
 * process's peak RSS (VmHWM of /proc/<pid>/status, reset before each phase through clear_refs, with
 * VmRSS sampled every 20 ms as a cross-check).
 *
 * Beside it, in the same server and run, a bare baseline: a ZIP of the same shape and about the
 * same bytes streamed by the same library from static files (one application PDF the portal built,
 * the same three documents, N times) — no database, no PDF built. Done at N = 100, 1,000 and 2,000,
 * each on a fresh server: flat memory means the peak stops growing with N. After each download the
 * server's heap is read before and after a full collection: what a collection leaves is what was kept.
 *
 *   npx tsx bench/dossier-zip.ts                 (DOSSIER_ZIP_SIZES=100,1000,2000 by default)
 *   DATABASE_URL=postgres://… npx tsx bench/dossier-zip.ts
 *
 * Writes bench/results/dossier-zip.json and .md.
 */
import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.DOSSIER_ZIP_SIZES ?? "100,1000,2000").split(",").map(Number);
const MB = 1024 * 1024;
const XSRF = "bench-xsrf";
const DOCUMENTS = [
  { type: "cv", pages: 1 },
  { type: "transcript", pages: 2 },
  { type: "degree", pages: 1 },
];

type Ready = { type: "ready"; port: number; token: string; seededSeconds: number };

// ---------------------------------------------------------------------------- server (child)

/** A text PDF of `pages` pages (what a scanned-and-OCRed document weighs), made with pdfkit. */
function textPdf(title: string, pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    for (let l = 0; l < 40; l++)
      doc.fontSize(8).text(`${title} — line ${p}.${l} `.repeat(5), 50, 50 + l * 16, { lineBreak: false });
  }
  doc.end();
  return done;
}

async function serve(): Promise<void> {
  const count = Number(process.env.BENCH_DOSSIERS);
  const { buildApp } = await import("../packages/server/src/app.ts");
  const { loadConfig } = await import("../packages/server/src/config.ts");
  const { createSession } = await import("../packages/server/src/auth/sessions.ts");
  const { refreshApplicationFacts } = await import("../packages/server/src/queries/application-facts.ts");
  const { fileStoreFor } = await import("../packages/server/src/storage/file-store-for.ts");
  const { newGeneratedName } = await import("../packages/server/src/storage/file-store.ts");
  const { buildReport } = await import("../packages/server/src/reports/report-builder.ts");
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const app = await buildApp(config);
  const store = fileStoreFor(app);
  const started = performance.now();

  // The administrator of ADMIN_LOGIN (which also keeps the demo data out of the database).
  const admin = await app.db
    .selectFrom("users")
    .select("id")
    .where("login", "=", "bench-admin@example.org")
    .executeTakeFirstOrThrow();
  const token = await createSession(app.db, admin.id);
  const documents = await Promise.all(DOCUMENTS.map((d) => textPdf(d.type, d.pages)));
  // Seeded in batches: answers, then their documents stored and recorded, then their facts.
  for (let from = 0; from < count; from += 100) {
    const batch = Array.from({ length: Math.min(100, count - from) }, (_, k) => {
      const i = from + k;
      const files = DOCUMENTS.map((d, j) => ({ ...d, generated: newGeneratedName(), bytes: documents[j]! }));
      const docs = files.map((f) => ({
        type_doc: f.type,
        doc_file: JSON.stringify({
          name: `${f.type}.pdf`,
          generated_name: f.generated,
          upload_date: 1_700_000_000,
        }),
      }));
      const data = completeApplication({
        familyName: `Candidate${i}`,
        givenName: "Bench",
        docs,
        uploadPhoto: "",
        proof_of_payment: "",
      });
      return { login: `candidate-${i}@example.org`, data, files };
    });
    const rows = await app.db
      .insertInto("answers")
      .values(batch.map((b) => ({ form_id: "candform", login: b.login, data: JSON.stringify(b.data) })))
      .returning("id")
      .execute();
    const files = batch.flatMap((b, k) =>
      b.files.map((f, j) => ({ ...f, answerId: rows[k]!.id, field: `docs.${j}.doc_file` })),
    );
    for (const f of files) await store.put(f.generated, Readable.from([f.bytes]));
    await app.db
      .insertInto("files")
      .values(
        files.map((f) => ({
          answer_id: f.answerId,
          field_path: f.field,
          original_name: `${f.type}.pdf`,
          generated_name: f.generated,
          size: f.bytes.length,
          sha256: crypto.createHash("sha256").update(f.bytes).digest("hex"),
          content_type: "application/pdf",
          uploaded_at: new Date(),
        })),
      )
      .execute();
    await refreshApplicationFacts(
      app.db,
      rows.map((r) => r.id),
    );
  }

  // The bare baseline's static files: one application file as the portal builds it, and the documents.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-zip-static-"));
  const sample = await app.db
    .selectFrom("answers")
    .select(["id", "login", "data"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const samplePdf = await buildReport({
    db: app.db,
    store,
    answer: sample,
    kind: "application_file",
    locale: "en",
  });
  fs.writeFileSync(path.join(staticDir, "application.pdf"), samplePdf);
  DOCUMENTS.forEach((d, j) => fs.writeFileSync(path.join(staticDir, `${d.type}.pdf`), documents[j]!));
  app.get<{ Querystring: { n: string } }>("/bench/bare.zip", async (request, reply) => {
    const { ZipArchive } = await import("archiver");
    const archive = new ZipArchive({ store: true });
    const n = Number(request.query.n);
    void (async () => {
      for (let i = 0; i < n; i++) {
        for (const name of ["application.pdf", ...DOCUMENTS.map((d) => `${d.type}.pdf`)]) {
          archive.append(fs.createReadStream(path.join(staticDir, name)), { name: `${i}/${name}` });
          await once(archive, "entry");
        }
      }
      await archive.finalize();
    })();
    return reply.header("content-type", "application/zip").send(archive);
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.on("message", async (message: { type: string }) => {
    if (message.type === "gc") {
      global.gc?.();
      process.send!({ type: "gc-done" });
    } else if (message.type === "heap") {
      const before = process.memoryUsage();
      global.gc?.();
      const after = process.memoryUsage();
      const mb = (m: NodeJS.MemoryUsage) =>
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round((v / 1048576) * 10) / 10]));
      process.send!({ type: "heap-done", before: mb(before), afterGc: mb(after) });
    } else if (message.type === "stop") {
      await app.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({
    type: "ready",
    port,
    token,
    seededSeconds: (performance.now() - started) / 1000,
  } satisfies Ready);
}

// ---------------------------------------------------------------------------- client (parent)

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Resets the process's peak RSS (Linux clear_refs 5); false where the kernel refuses. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

function ask<T = unknown>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== answer) return;
      child.off("message", listener);
      resolve(message as T);
    };
    child.on("message", listener);
    child.send({ type });
  });
}

/** The number of entries the ZIP's end-of-central-directory record announces. */
function zipEntries(tail: Buffer): number {
  const at = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return at < 0 ? -1 : tail.readUInt16LE(at + 10);
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** One download read to its end while the server's memory is sampled. */
async function measure(child: ChildProcess, url: string, init: RequestInit, entries: number) {
  const pid = child.pid!;
  await ask(child, "gc", "gc-done");
  const peakReset = resetPeak(pid);
  const before = memoryOf(pid);
  let sampled = before.rss;
  const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 20);
  const started = performance.now();
  const response = await fetch(url, init);
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-4096);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(pid);
  // The server's heap right after, then after a full collection: what stays is what was kept.
  const heap = await ask<{ before: Record<string, number>; afterGc: Record<string, number> }>(
    child,
    "heap",
    "heap-done",
  );
  const found = zipEntries(tail);
  if (found !== entries) throw new Error(`${url}: ${found} entries in the ZIP, expected ${entries}`);
  const peak = peakReset ? after.hwm : Math.max(sampled, after.rss);
  return {
    seconds: round(seconds, 2),
    firstByteMs: Math.round(firstByte),
    megabytes: round(bytes / MB),
    megabytesPerSecond: round(bytes / MB / seconds),
    serverRssBeforeMB: round(before.rss / MB),
    serverRssPeakMB: round(peak / MB),
    serverRssSampledPeakMB: round(sampled / MB),
    serverRssGrowthMB: round((peak - before.rss) / MB),
    peakFrom: peakReset ? "VmHWM after clear_refs" : "VmRSS sampled every 20 ms",
    heapAfterMB: heap.before,
    heapAfterGcMB: heap.afterGc,
  };
}

/** A fresh server seeded with `count` applications, the bare ZIP then the portal's, then stopped. */
async function run(count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-zip-"));
  const database = await throwAwayDatabase();
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_DOSSIERS: String(count),
      ADMIN_LOGIN: "bench-admin@example.org",
      ADMIN_PASSWORD: `Bench-${crypto.randomBytes(12).toString("hex")}!`,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once("message", (m) => resolve(m as Ready));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = {
      authorization: `Bearer ${ready.token}`,
      "x-xsrf-token": XSRF,
      cookie: `XSRF-TOKEN=${XSRF}`,
    };
    const entries = count * (1 + DOCUMENTS.length);
    const portal = () =>
      measure(
        child,
        `${base}/ws/admin/applications/dossiers.zip`,
        {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ selection: { filters: {} }, lang: "en" }),
        },
        entries,
      );
    // Warm-up: fonts, pdfkit, pdf-lib and archiver loaded, so that the phases measure the work.
    await measure(child, `${base}/bench/bare.zip?n=5`, { headers }, 5 * (1 + DOCUMENTS.length));
    const bare = await measure(child, `${base}/bench/bare.zip?n=${count}`, { headers }, entries);
    const zip = await portal();
    const result = {
      dossiers: count,
      documentsPerDossier: DOCUMENTS.length,
      seededSeconds: round(ready.seededSeconds),
      bare,
      portal: zip,
      timeRatio: round(zip.seconds / bare.seconds),
      peakRatio: round(zip.serverRssPeakMB / bare.serverRssPeakMB, 2),
      msPerDossier: round((zip.seconds * 1000) / count),
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function summary(
  out: {
    date: string;
    database: string;
    cpus: number;
    load: string;
    runs: Awaited<ReturnType<typeof run>>[];
  },
  flat: string,
): string {
  const rows = out.runs.flatMap((r) => [
    `| ${r.dossiers} | bare: same bytes from static files | ${r.bare.seconds} | ${r.bare.megabytes} | ${r.bare.serverRssBeforeMB} | ${r.bare.serverRssPeakMB} | ${r.bare.serverRssGrowthMB} | ${r.bare.heapAfterMB.heapUsed} → ${r.bare.heapAfterGcMB.heapUsed} | ${r.bare.heapAfterGcMB.arrayBuffers} |`,
    `| ${r.dossiers} | **portal: dossiers.zip** | **${r.portal.seconds}** | ${r.portal.megabytes} | ${r.portal.serverRssBeforeMB} | **${r.portal.serverRssPeakMB}** | ${r.portal.serverRssGrowthMB} | ${r.portal.heapAfterMB.heapUsed} → ${r.portal.heapAfterGcMB.heapUsed} | ${r.portal.heapAfterGcMB.arrayBuffers} |`,
  ]);
  return `# Dossiers ZIP benchmark (${out.database})

Written by \`bench/dossier-zip.ts\`; figures in the JSON file beside it.

${out.runs.map((r) => r.dossiers).join(" and ")} complete applications, each with ${DOCUMENTS.length} uploaded PDFs (4 pages in all), downloaded as one ZIP by an administrator over HTTP on localhost; each size on a fresh server process. ${out.cpus} CPUs, load ${out.load}, ${out.date.slice(0, 10)}. Peak = the server process's VmHWM over the download (reset before it).

| dossiers | download | seconds | MB | server RSS before (MB) | server peak RSS (MB) | growth (MB) | heap used after → after a full GC (MB) | ArrayBuffers after GC (MB) |
|---:|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}

${out.runs.map((r) => `At ${r.dossiers}: ${r.msPerDossier} ms per dossier; time ${r.timeRatio}× the bare stream, peak RSS ${r.peakRatio}× its peak.`).join("\n")}

${flat}
`;
}

async function main(): Promise<void> {
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  for (const count of SIZES) runs.push(await run(count));
  const small = runs[0]!;
  const thousand = runs.find((r) => r.dossiers === 1000) ?? runs.at(-1)!;
  const ratio = (r: (typeof runs)[number]) =>
    round(r.portal.serverRssPeakMB / small.portal.serverRssPeakMB, 2);
  const flat =
    runs.length > 1
      ? `Memory: the server's peak RSS is ${runs.map((r) => `${r.portal.serverRssPeakMB} MB at ${r.dossiers}`).join(", ")} dossiers (${runs.map(ratio).join("×, ")}× the peak at ${small.dossiers}), for ${round(thousand.portal.megabytes / small.portal.megabytes)}× the bytes at ${thousand.dossiers}: the peak levels off once V8 has grown its heap to a multiple of what is live, and does not follow the bytes. A full collection after each download leaves the heap at ${runs.map((r) => r.portal.heapAfterGcMB.heapUsed).join(", ")} MB (the bare stream's: ${runs.map((r) => r.bare.heapAfterGcMB.heapUsed).join(", ")}): what is kept grows slowly with the count — archiver's central directory, under 1 KB an entry, written at the end of every ZIP, and a few KB per report built with other values (seen in the report builder without any ZIP).`
      : "";
  const out = {
    benchmark: "dossier-zip",
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    load: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" "),
    database: process.env.DATABASE_URL ? "postgresql" : "pglite",
    store: "local directory",
    runs,
    memoryFlat: flat,
  };
  const name = process.env.DATABASE_URL ? "dossier-zip-postgresql" : "dossier-zip";
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  fs.writeFileSync(path.join(here, "results", `${name}.json`), `${JSON.stringify(out, null, 2)}\n`);
  fs.writeFileSync(path.join(here, "results", `${name}.md`), summary(out, flat));
  console.log(flat);
}

if (process.argv.includes("--serve")) await serve();
else await main();
