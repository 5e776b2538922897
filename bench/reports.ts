/**
 * PDF reports benchmark (issue 5, "generated in well under a second for a full application"):
 * a full application (every application tab filled, 5 academic lines, 4 jobs, 8 documents and the
 * proof of payment uploaded as real PDFs of 1 to 6 pages, one of them ~400 kB) is reported again
 * and again, in process (buildReport) and through HTTP (app.inject: session, database, store).
 * Writes bench/results/reports.json.
 *
 *   npx tsx bench/reports.ts                  # PGlite in a temporary directory
 *   RUNS=50 npx tsx bench/reports.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { call, createTestApp } from "../packages/server/test/harness.ts";
import { buildCandidate } from "../packages/server/test/factories.ts";
import { createAnswer } from "../packages/server/test/files-kit.ts";
import { pdfText, realPdf, reportPageCount, uploadFile } from "../packages/server/test/reports-kit.ts";
import { buildReport } from "../packages/server/src/reports/report-builder.ts";
import { reportFonts } from "../packages/server/src/reports/report-fonts.ts";
import { fileStoreFor } from "../packages/server/src/storage/file-store-for.ts";

const RUNS = Number(process.env.RUNS ?? 30);
const here = path.dirname(fileURLToPath(import.meta.url));
const { app, close } = await createTestApp();

/** A dense text PDF (what a scanned-and-OCRed transcript weighs), made with pdfkit. */
function densePdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", compress: false });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    for (let l = 0; l < 60; l++) doc.fontSize(7).text(`Transcript line ${p}.${l} `.repeat(8));
  }
  doc.end();
  return done;
}

const candidate = await buildCandidate(app);
const data = completeApplication({
  nationality: "DE",
  country: "DE",
  city: "München",
  bacEtablissement: "Lycée Pierre-de-Fermat",
  bacVille: "Toulouse",
  accesAnnee: 2024,
  accesPays: "FR",
  native_language: "German",
  english_level: "C1",
  english_test: "TOEFL",
  english_score: "105",
  french_level: "B2",
  fongecif: false,
  otherFunding: "Bourse régionale",
  heb_line: Array.from({ length: 5 }, (_, i) => ({
    acad_year: `${2019 + i}-${2020 + i}`,
    degree_and_date: i === 4 ? "ot" : "LICENCE",
    degree_other: i === 4 ? "Diplôme universitaire de technologie" : "",
    field_study: i % 2 ? "aero" : "math",
    institution: `Université Toulouse III – Paul Sabatier, site ${i + 1}`,
    heb_from_tod: `01/09/${2019 + i}`,
    heb_from_tof: `30/06/${2020 + i}`,
  })),
  prof_xp: Array.from({ length: 4 }, (_, i) => ({
    company: `Société Aéronautique ${i + 1}`,
    domain_activity: "Aerospace",
    position: i ? "Engineer" : "Intern",
    from_tod: `01/07/${2020 + i}`,
    from_tof: `31/08/${2020 + i}`,
  })),
});
const answerId = await createAnswer(app, candidate.login, data);
const docTypes = ["id", "cv", "cover", "degree", "transcript", "english", "other", "other"];
let uploadedBytes = 0;
for (const [index, type] of docTypes.entries()) {
  const content =
    type === "transcript"
      ? await densePdf(6)
      : await realPdf(`${type.toUpperCase()} DOCUMENT`, 1 + (index % 3));
  uploadedBytes += content.length;
  await uploadFile(app, {
    answerId,
    token: candidate.token,
    path: `docs.${index}.doc_file`,
    filename: `${type}-${index}.pdf`,
    siblings: { type_doc: type },
    content,
  });
}
const receipt = await realPdf("PAYMENT RECEIPT", 1);
uploadedBytes += receipt.length;
await uploadFile(app, {
  answerId,
  token: candidate.token,
  path: "proof_of_payment",
  filename: "receipt.pdf",
  content: receipt,
});

const stored = await app.db
  .selectFrom("answers")
  .select(["id", "login", "data"])
  .where("id", "=", answerId)
  .executeTakeFirstOrThrow();
const store = fileStoreFor(app);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    runs: times.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    min: round(sorted[0]),
    max: round(sorted.at(-1)!),
  };
}

async function timed(run: () => Promise<Uint8Array>) {
  const coldStart = performance.now();
  const first = await run();
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const { text, pages } = await pdfText(first);
  return {
    coldMs: Math.round(cold),
    warmMs: stats(times),
    // CPU time of this process per report (user + system): what a report costs, whatever else runs.
    cpuMsPerReport: Math.round((cpu.user + cpu.system) / 1000 / RUNS),
    bytes: first.length,
    pages,
    reportPages: reportPageCount(text),
  };
}

const inProcess =
  (kind: "application_file", locale: "en" | "fr", fonts = reportFonts()) =>
  () =>
    buildReport({ db: app.db, store, answer: stored, kind, locale, fonts });
const overHttp = (locale: string) => async () => {
  const res = await call(app, {
    method: "POST",
    url: `/ws/report/application_file/${candidate.login}`,
    token: candidate.token,
    headers: { "accept-language": locale },
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}`);
  return res.rawPayload;
};

const scenarios: Record<string, unknown> = {};
scenarios["http application_file en (DejaVu Sans embedded)"] = await timed(overHttp("en"));
scenarios["http application_file fr"] = await timed(overHttp("fr"));
scenarios["in-process application_file en"] = await timed(inProcess("application_file", "en"));
scenarios["in-process application_file en, Helvetica (no font embedded)"] = await timed(
  inProcess(
    "application_file",
    "en",
    reportFonts([{ regular: "/nonexistent.ttf", bold: "/nonexistent.ttf" }]),
  ),
);
const noFiles = { ...stored, data: { ...stored.data, docs: [], proof_of_payment: "" } };
scenarios["in-process application_file en, no attachment"] = await timed(() =>
  buildReport({ db: app.db, store, answer: noFiles, kind: "application_file", locale: "en" }),
);

const result = {
  benchmark: "reports",
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverage: os.loadavg(),
  database: process.env.DATABASE_URL ? "postgresql" : "pglite",
  application: {
    academicLines: 5,
    jobs: 4,
    attachedPdfs: docTypes.length + 1,
    attachedBytes: uploadedBytes,
  },
  note:
    "times in ms; cold = first report of the process (JIT; fonts are parsed when the routes are registered); " +
    "warm = the next RUNS reports, one at a time; wall times include waiting for a CPU when the machine is busy (see loadAverage)",
  scenarios,
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(path.join(here, "results", "reports.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
await close();
