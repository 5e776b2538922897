import { once } from "node:events";
import { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { ZipArchive } from "archiver";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { Locale } from "@portal/domain/i18n/index";
import { DOSSIER_PDF_NAME } from "@portal/domain/review/dossier-zip";
import type { Actor } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import { readsBlind } from "../../policies/blind-review.ts";
import { canReviewJury } from "../../policies/staff.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import {
  blindAnswer,
  blindFileName,
  blindFileValues,
  fileShownBlind,
} from "../../presenters/blind-review.ts";
import { pathReferring } from "../../queries/file-values.ts";
import { matchJury } from "../../queries/jury-of-answer.ts";
import type { LookupSnapshot } from "../../queries/lookup-cache.ts";
import { listAnswerFiles } from "../../queries/stored-files.ts";
import { zipEntryName } from "../../reports/data-export.ts";
import { buildReport } from "../../reports/report-builder.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { FileNotStoredError } from "../../storage/file-store.ts";

/** What the ZIP is made of: the caller, the ids in pages (already scoped to the caller), the language. */
export interface DossierZipRequest {
  db: Database;
  store: FileStore;
  formId: string;
  actor: Actor;
  /** The programmes set blind (issue #38): a reviewer reads their applications without identity. */
  blind: ReadonlySet<string>;
  /** The applications, page after page, in id order. */
  pages: AsyncIterable<number[]>;
  /** The language of the application files. */
  locale: Locale;
  lookups: LookupSnapshot;
  log: FastifyBaseLogger;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * A dossier's folder: "Family-Given-123", or "application-123" to a blind reader. The id keeps two
 * namesakes apart and lets the office find the application again from the folder.
 */
export function dossierFolder(id: number, values: Record<string, unknown>, blind: boolean): string {
  if (blind) return `application-${id}`;
  const name = [text(values.familyName), text(values.givenName)].filter(Boolean).join("-");
  return zipEntryName(`${name ? `${name}-` : ""}${id}`.replace(/\s+/g, "-"), new Set());
}

/**
 * Streams the ZIP of these applications, one dossier at a time: the application file built, put in
 * the archive and read by the client before the next is built; each document streamed from the
 * store, never held whole. Memory therefore holds one dossier, however many the view has. An
 * application whose jury is no longer the reviewer's (the facts lag a jury change) is left out; a
 * lost document is named in the folder's missing.txt. The client leaving stops the work.
 */
export async function streamDossierZip(request: DossierZipRequest): Promise<ZipArchive> {
  const { db, store, actor, locale, lookups, log } = request;
  const { ZipArchive } = await import("archiver");
  // Stored, not deflated: PDFs, scans and photos are compressed already, and the CPU goes to the PDFs.
  const archive = new ZipArchive({ store: true });
  const stop = new AbortController();
  let source: Readable | undefined;
  stop.signal.addEventListener("abort", () => source?.destroy());
  archive.on("error", () => stop.abort());
  archive.on("close", () => stop.abort());
  // Each entry is a stream, and the next waits until it went through: the archive then only moves
  // on as fast as the client reads (a Buffer would be queued at once, however slow the client).
  const add = async (stream: Readable, name: string, date: Date) => {
    source = stream;
    archive.append(stream, { name, date });
    await once(archive, "entry", { signal: stop.signal });
    source = undefined;
  };
  const feed = async () => {
    const folders = new Set<string>();
    for await (const ids of request.pages) {
      const answers = await db
        .selectFrom("answers")
        .select(["id", "login", "data"])
        .where("form_id", "=", request.formId)
        .where("id", "in", ids)
        .orderBy("id")
        .execute();
      for (const answer of answers) {
        if (stop.signal.aborted) return;
        const jury = matchJury(answer.data, lookups.juryTables);
        if (!canReviewJury(actor, jury?.id_jury)) continue;
        const blind = readsBlind(actor, applicationProgramme(answer.data), request.blind);
        const shown = blind ? blindAnswer({ ...answer, data: blindFileValues(answer.data) }) : answer;
        const folder = zipEntryName(dossierFolder(answer.id, answer.data, blind), folders);
        const now = new Date();
        const pdf = await buildReport({
          db,
          store,
          answer: { ...shown, data: presentValuesFor(actor, shown.data, jury) },
          kind: "application_file",
          locale,
          lookups,
          now,
          namesFromValues: blind,
        });
        if (stop.signal.aborted) return;
        await add(
          Readable.from([Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)]),
          `${folder}/${DOSSIER_PDF_NAME}`,
          now,
        );
        const taken = new Set<string>([DOSSIER_PDF_NAME, "missing.txt"]);
        const missing: string[] = [];
        for (const file of await listAnswerFiles(db, answer.id)) {
          if (blind && !fileShownBlind(answer.data, file)) continue;
          // A blind reader's documents go by their field: the name uploaded often is the candidate's.
          const path = pathReferring(answer.data, file.generated_name) ?? file.field_path;
          const raw = blind ? blindFileName(path, file.original_name) : file.original_name;
          const name = zipEntryName(raw, taken);
          try {
            const bytes = await store.get(file.generated_name);
            if (stop.signal.aborted) return void bytes.destroy();
            await add(bytes, `${folder}/documents/${name}`, file.uploaded_at);
          } catch (error) {
            if (!(error instanceof FileNotStoredError)) throw error;
            log.warn(
              { answer: answer.id, file: file.generated_name },
              "dossier ZIP: document not in the store",
            );
            missing.push(name);
          }
        }
        if (missing.length > 0)
          await add(Readable.from([`${missing.join("\n")}\n`]), `${folder}/missing.txt`, now);
      }
    }
    await archive.finalize();
  };
  feed().catch((error: unknown) => {
    if (stop.signal.aborted) return; // the client left: nothing went wrong on our side
    log.error({ err: error }, "dossier ZIP failed mid-way");
    archive.abort();
    archive.destroy(error as Error);
  });
  return archive;
}
