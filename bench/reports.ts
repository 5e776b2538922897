/**
 * PDF reports benchmark (issue 13: "an application PDF without attachments p99 ≤ 50 ms; with its
 * attachments, time grows with their size only"). A full application (every application tab
 * filled, 5 academic lines, 4 jobs) is reported again and again over HTTP (app.inject: session,
 * database, store), the way the jury downloads it:
 *
 * - without attachments (in process too, to see what HTTP adds);
 * - with uploaded PDFs of 1, 10 and 30 pages in all (dense text pages, what an OCRed transcript
 *   weighs), to show the time growing with the attached pages only;
 * - beside a bare baseline in the same run: pdfkit writing a one-page document with the same
 *   embedded font, and pdf-lib loading and saving the 30 attached pages alone.
 *
 * Writes bench/results/reports.json and prints the ratio lines.
 *
 *   npx tsx bench/reports.ts                  # PGlite in a temporary directory
 *   RUNS=2000 npx tsx bench/reports.ts
 *
 * RUNS (default 1000) reports per scenario: the p99 of 100 is their slowest one, a single pause of
 * the machine or of the garbage collector; of 1000 it leaves the ten slowest above it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Readable } from "node:stream";
import { PDFDocument as PDFLib } from "@cantoo/pdf-lib";
import PDFDocument from "pdfkit";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { call, createTestApp } from "../packages/server/test/harness.ts";
import { buildCandidate } from "../packages/server/test/factories.ts";
import { createAnswer } from "../packages/server/test/files-kit.ts";
import { pdfText, reportPageCount, uploadFile } from "../packages/server/test/reports-kit.ts";
import { buildReport } from "../packages/server/src/reports/report-builder.ts";
import { reportFonts } from "../packages/server/src/reports/report-fonts.ts";
import { fileStoreFor } from "../packages/server/src/storage/file-store-for.ts";

const RUNS = Number(process.env.RUNS ?? 1000);
const round = (x: number) => Math.round(x * 10) / 10;
const here = path.dirname(fileURLToPath(import.meta.url));
const { app, close } = await createTestApp();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A dense text PDF (what a scanned-and-OCRed transcript weighs), made with pdfkit. */
function densePdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", compress: false });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    // One page each: lines placed by hand, never wrapped onto a next page.
    for (let l = 0; l < 60; l++)
      doc.fontSize(7).text(`Transcript line ${p}.${l} `.repeat(6), 50, 50 + l * 12, { lineBreak: false });
  }
  doc.end();
  return done;
}

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

/** An application of its own candidate with `pages` pages of uploaded PDFs (0: none), split over up to 3 documents. */
async function applicationWith(pages: number) {
  const candidate = await buildCandidate(app);
  const answerId = await createAnswer(app, candidate.login, data);
  const split =
    pages === 0
      ? []
      : pages < 3
        ? [pages]
        : [pages - 2 * Math.floor(pages / 3), ...Array(2).fill(Math.floor(pages / 3))];
  let bytes = 0;
  for (const [index, count] of split.entries()) {
    const content = await densePdf(count);
    bytes += content.length;
    await uploadFile(app, {
      answerId,
      token: candidate.token,
      path: `docs.${index}.doc_file`,
      filename: `transcript-${index}.pdf`,
      siblings: { type_doc: "transcript" },
      content,
    });
  }
  return { candidate, answerId, bytes };
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    runs: times.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    min: round(sorted[0]),
    max: round(sorted.at(-1)!),
  };
}

async function timed(run: () => Promise<Uint8Array>, check = true) {
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
    cpuMsPerReport: round((cpu.user + cpu.system) / 1000 / RUNS),
    bytes: first.length,
    pages,
    ...(check ? { reportPages: reportPageCount(text) } : {}),
  };
}

const overHttp =
  (login: string, token: string, locale = "en") =>
  async () => {
    const res = await call(app, {
      method: "POST",
      url: `/ws/report/application_file/${login}`,
      token,
      headers: { "accept-language": locale },
      payload: {},
    });
    if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}`);
    return res.rawPayload;
  };

/** The bare floor: pdfkit writing one page of text with the same embedded font, nothing else. */
const barePdfkit = () =>
  new Promise<Uint8Array>((resolve) => {
    const fonts = reportFonts();
    const doc = new PDFDocument({ size: "A4", font: fonts.regular as string });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (let l = 0; l < 40; l++) doc.fontSize(10).text(`Application line ${l}: Université Toulouse III`);
    doc.end();
  });

const scenarios: Record<string, Awaited<ReturnType<typeof timed>>> = {};
const attached: Record<string, number> = {};
scenarios["bare: pdfkit one page, DejaVu Sans embedded"] = await timed(barePdfkit, false);

const none = await applicationWith(0);
scenarios["http, no attachment"] = await timed(overHttp(none.candidate.login, none.candidate.token));
scenarios["http, no attachment, fr"] = await timed(
  overHttp(none.candidate.login, none.candidate.token, "fr"),
);
const stored = await app.db
  .selectFrom("answers")
  .select(["id", "login", "data"])
  .where("id", "=", none.answerId)
  .executeTakeFirstOrThrow();
const store = fileStoreFor(app);
scenarios["in-process, no attachment"] = await timed(() =>
  buildReport({ db: app.db, store, answer: stored, kind: "application_file", locale: "en" }),
);

let thirtyPages: Buffer[] = [];
for (const pages of [1, 10, 30]) {
  const application = await applicationWith(pages);
  attached[`${pages} pages`] = application.bytes;
  scenarios[`http, ${pages} attached pages`] = await timed(
    overHttp(application.candidate.login, application.candidate.token),
  );
  if (pages === 30) {
    const names = await app.db
      .selectFrom("files")
      .select("generated_name")
      .where("answer_id", "=", application.answerId)
      .execute();
    thirtyPages = await Promise.all(names.map((n) => store.get(n.generated_name).then(readAll)));
  }
}

/** The bare floor of appending: pdf-lib loading the 30 attached pages, copying them into one document and saving it. */
scenarios["bare: pdf-lib merges the 30 attached pages alone"] = await timed(async () => {
  const output = await PDFLib.create();
  for (const bytes of thirtyPages) {
    const source = await PDFLib.load(bytes, { updateMetadata: false });
    for (const page of await output.copyPages(source, source.getPageIndices())) output.addPage(page);
  }
  return output.save();
}, false);

const p99 = (name: string) => scenarios[name]!.warmMs.p99;
const p50 = (name: string) => scenarios[name]!.warmMs.p50;
const bare = p50("bare: pdfkit one page, DejaVu Sans embedded");
const ratios = {
  noAttachmentP99Ms: p99("http, no attachment"),
  noAttachmentP99Target: "≤ 50 ms",
  // CPU per report: what the machine's load does not change (wall times wait for a core).
  noAttachmentCpuMs: scenarios["http, no attachment"]!.cpuMsPerReport,
  barePdfkitCpuMs: scenarios["bare: pdfkit one page, DejaVu Sans embedded"]!.cpuMsPerReport,
  noAttachmentP50ToBarePdfkit: round(p50("http, no attachment") / bare),
  // What each attached page adds, from the p50s: flat when time grows with the pages only.
  msPerAttachedPage: {
    "1 page": round(p50("http, 1 attached pages") - p50("http, no attachment")),
    "10 pages": round((p50("http, 10 attached pages") - p50("http, no attachment")) / 10),
    "30 pages": round((p50("http, 30 attached pages") - p50("http, no attachment")) / 30),
  },
  thirtyPagesAppendingToBareMerge: round(
    (p50("http, 30 attached pages") - p50("http, no attachment")) /
      p50("bare: pdf-lib merges the 30 attached pages alone"),
  ),
};

const result = {
  benchmark: "reports",
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverage: os.loadavg(),
  database: process.env.DATABASE_URL ? "postgresql" : "pglite",
  application: { academicLines: 5, jobs: 4, attachedBytes: attached },
  note:
    "times in ms; cold = first report of its kind in the process; warm = the next RUNS reports, one at a time; " +
    "wall times include waiting for a CPU when the machine is busy (see loadAverage). Attached pages are dense " +
    "text PDFs split over up to three documents.",
  ratios,
  scenarios,
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(path.join(here, "results", "reports.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
console.info(
  `report without attachments: p99 ${ratios.noAttachmentP99Ms} ms (target ≤ 50), CPU ${ratios.noAttachmentCpuMs} ms ` +
    `(bare pdfkit ${ratios.barePdfkitCpuMs} ms), p50 ${ratios.noAttachmentP50ToBarePdfkit}× ` +
    `bare pdfkit one page (${bare} ms); per attached page: ${Object.entries(ratios.msPerAttachedPage)
      .map(([k, v]) => `${v} ms (${k})`)
      .join(", ")}; appending 30 pages = ${ratios.thirtyPagesAppendingToBareMerge}× bare pdf-lib merge`,
);
await close();
