import crypto from "node:crypto";
import { Readable } from "node:stream";
import { sql } from "kysely";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { FastifyInstance } from "fastify";
import yauzl from "yauzl";
import { accountKey } from "../src/auth/login-throttle.ts";
import { ERASURE_COVERAGE } from "../src/commands/account-remover.ts";
import { fileStoreFor } from "../src/storage/file-store-for.ts";
import { newGeneratedName } from "../src/storage/file-store.ts";
import { buildCandidate, type BuiltUser } from "./factories.ts";

/** A candidate holding some of everything: an answer with personal values, history, files, mail, token. */
export interface SubjectWithData {
  user: BuiltUser;
  answerId: number;
  /** A string found in the answer only (family name). */
  marker: string;
  files: { field: string; originalName: string; generatedName: string; bytes: Buffer }[];
}

/** A real one-page PDF (the report appends it: random bytes would make pdf-lib crawl), titled `title`. */
async function onePagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function fileValue(name: string, generatedName: string) {
  return JSON.stringify({ name, generated_name: generatedName, upload_date: 1_700_000_000 });
}

/**
 * Creates a candidate with an answer (names, birth, identity number, address, e-mail of a referee,
 * a programme and a decision), two stored files, history rows (theirs and an administrator's), an
 * outbox mail, a reset token and a rate-limit counter: what an erasure must remove.
 */
export async function buildSubjectWithData(
  app: FastifyInstance,
  options: { campaignYear?: number; staffLogin?: string; createdAt?: Date } = {},
): Promise<SubjectWithData> {
  const user = await buildCandidate(app);
  const marker = `Marker${crypto.randomBytes(4).toString("hex")}`;
  const photo = { field: "uploadPhoto", originalName: "my photo.png", generatedName: newGeneratedName() };
  const cv = { field: "docs.0.doc_file", originalName: "../cv:été?.pdf", generatedName: newGeneratedName() };
  const files = [
    { ...photo, bytes: Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), crypto.randomBytes(300)]) },
    { ...cv, bytes: await onePagePdf(marker) },
  ];
  const data = {
    campaign_year: options.campaignYear ?? 2025,
    typeformation: "MSC",
    mscchoice: "MSC-ASO",
    familyName: marker,
    givenName: "Jeanne",
    dateofbirth: "01/02/2000",
    nationality: "FR",
    idcardno: "ID123456789",
    address: "1 rue de la Paix",
    zip: "31000",
    cityFr: "31555",
    reco_email_1: "referee@example.org",
    admis: "1",
    candidat_validation: "1",
    heb_line: [{ acad_year: "2020", degree_and_date: "L3", institution: "Université Paul Sabatier" }],
    uploadPhoto: fileValue(photo.originalName, photo.generatedName),
    docs: [{ type_doc: "CV", doc_file: fileValue(cv.originalName, cv.generatedName) }],
    unknownExtra: "kept nowhere",
  };
  const { id: answerId } = await app.db
    .insertInto("answers")
    .values({
      form_id: "candform",
      login: user.login,
      data: JSON.stringify(data),
      ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const store = fileStoreFor(app);
  for (const file of files) {
    await store.put(file.generatedName, Readable.from([file.bytes]));
    await app.db
      .insertInto("files")
      .values({
        answer_id: answerId,
        field_path: file.field,
        original_name: file.originalName,
        generated_name: file.generatedName,
        size: file.bytes.length,
        sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
        content_type: file.field === "uploadPhoto" ? "image/png" : "application/pdf",
        uploaded_at: new Date(),
      })
      .execute();
  }
  await app.db
    .insertInto("answer_events")
    .values([
      { answer_id: answerId, actor_login: user.login, kind: "create", fields: "[]" },
      { answer_id: answerId, actor_login: user.login, kind: "save", fields: JSON.stringify(["familyName"]) },
      {
        answer_id: answerId,
        actor_login: options.staffLogin ?? "staff@example.org",
        kind: "decision",
        fields: JSON.stringify(["admis"]),
      },
    ])
    .execute();
  await app.db
    .insertInto("outbox")
    .values({ recipient: user.login, subject: "Your application", text: `Dear ${marker}`, html: null })
    .execute();
  await app.db
    .insertInto("tokens")
    .values({
      user_id: user.id,
      kind: "reset",
      token_hash: crypto.randomBytes(32).toString("hex"),
      expires_at: new Date(Date.now() + 3600_000),
    })
    .execute();
  await app.db
    .insertInto("rate_limits")
    .values({ key: `login:account:${user.login}`, window_start: new Date(), hits: 1 })
    .execute();
  await app.db
    .insertInto("login_failures")
    .values({
      account: accountKey(user.login),
      client: "address:10.0.0.1",
      address: "10.0.0.1",
      failed_at: new Date(),
    })
    .execute();
  await app.db
    .insertInto("known_devices")
    .values({ token_hash: crypto.randomBytes(32).toString("hex"), user_id: user.id })
    .execute();
  return { user, answerId, marker, files };
}

/** Reference tables seeded from the repository: they hold no personal data and are large (communes). */
const REFERENCE_TABLES = Object.keys(ERASURE_COVERAGE).filter((table) =>
  ERASURE_COVERAGE[table]!.includes("reference table"),
);

/** Names of the tables (public schema, reference tables aside) whose rows, read as text, contain `needle`, sorted. */
export async function tablesMentioning(app: FastifyInstance, needle: string): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
    ORDER BY table_name`.execute(app.db);
  const found: string[] = [];
  for (const { table_name } of tables.rows) {
    if (REFERENCE_TABLES.includes(table_name)) continue;
    const hit = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table_name)} AS t
      WHERE strpos(lower(t::text), lower(${needle})) > 0`.execute(app.db);
    if (Number(hit.rows[0]!.n) > 0) found.push(table_name);
  }
  return found;
}

/** Whether the app's file store still holds an object under this name. */
export async function isStored(app: FastifyInstance, generatedName: string): Promise<boolean> {
  for await (const object of fileStoreFor(app).list()) if (object.name === generatedName) return true;
  return false;
}

/** The entries of a ZIP (name → bytes), read with yauzl. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}
