import { once } from "node:events";
import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { ZipArchive } from "archiver";
import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../storage/file-store.ts";
import { FileNotStoredError } from "../storage/file-store.ts";
import { sanitizeOriginalName } from "../storage/file-names.ts";
import { buildReport } from "./report-builder.ts";
import type { PersonalData } from "./data-export-contents.ts";

const README = `Your personal data held by the admissions portal / Vos données personnelles détenues par le portail de candidature

account.json   your account: login, e-mail, role, dates, language
               votre compte : identifiant, adresse, rôle, dates, langue
answers/       your application(s) as saved, field by field (JSON)
               votre ou vos dossiers tels qu'enregistrés, champ par champ (JSON)
history.json   every change to your application: when, by whom (you or staff), which fields
               chaque modification du dossier : quand, par qui (vous ou le personnel), quels champs
drafts.json    what you typed on a tab and had not saved yet
               ce que vous aviez saisi sur un onglet sans l'avoir encore enregistré
files.json     the documents you uploaded (name, size, SHA-256, date); missing: true if lost
               les documents déposés (nom, taille, SHA-256, date) ; missing: true s'il manque
files/         the documents themselves, by field, under their original names
               les documents eux-mêmes, par champ, sous leur nom d'origine
mails.json     the e-mails the portal sent you (subject and dates)
               les courriels que le portail vous a envoyés (objet et dates)
application.pdf  the application file as the jury reads it / le dossier tel que le jury le lit
`;

/** `name` made safe as a ZIP entry name (no path, no characters Windows refuses), unique in `taken`. */
export function zipEntryName(raw: string, taken: Set<string>): string {
  const safe = sanitizeOriginalName(raw).replace(/[<>:"|?*]/g, "_");
  let name = safe;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const dot = safe.lastIndexOf(".");
    name = dot > 0 ? `${safe.slice(0, dot)} (${n})${safe.slice(dot)}` : `${safe} (${n})`;
  }
  taken.add(name.toLowerCase());
  return name;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The ZIP of everything the portal holds about one person (GDPR art. 15 and 20), streamed: the
 * JSON documents first, then each stored file read one at a time (a thousand documents never open
 * a thousand streams), then the application report. A lost object is listed as missing rather than
 * failing the download. The caller sends the returned stream; a failure mid-way aborts it. archiver
 * is loaded at the first export, not at start-up.
 */
export async function streamDataExport(input: {
  db: Database;
  store: FileStore;
  data: PersonalData;
  locale: Locale;
  log: FastifyBaseLogger;
}): Promise<ZipArchive> {
  const { db, store, data, locale, log } = input;
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // The client leaving destroys the archive: stop reading, and close the stored file being read.
  const stop = new AbortController();
  let source: Readable | undefined;
  stop.signal.addEventListener("abort", () => source?.destroy());
  archive.on("error", () => stop.abort());
  archive.on("close", () => stop.abort());
  const feed = async () => {
    const now = new Date();
    archive.append(README, { name: "README.txt", date: now });
    archive.append(json(data.account), { name: "account.json", date: now });
    for (const answer of data.answers) {
      archive.append(json(answer), { name: `answers/${answer.formId}-${answer.id}.json`, date: now });
    }
    archive.append(json(data.history), { name: "history.json", date: now });
    archive.append(json(data.drafts), { name: "drafts.json", date: now });
    archive.append(json(data.mails), { name: "mails.json", date: now });
    const listed: (PersonalData["files"][number] & { path: string | null; missing?: true })[] = [];
    const taken = new Map<string, Set<string>>();
    for (const file of data.files) {
      if (stop.signal.aborted) return;
      const folder = `files/${zipEntryName(file.field, new Set())}`;
      if (!taken.has(folder)) taken.set(folder, new Set());
      const name = zipEntryName(file.originalName, taken.get(folder)!);
      try {
        source = await store.get(file.generatedName);
        if (stop.signal.aborted) return void source.destroy();
        archive.append(source, { name: `${folder}/${name}`, date: file.uploadedAt, store: true });
        await once(archive, "entry", { signal: stop.signal });
        source = undefined;
        listed.push({ ...file, path: `${folder}/${name}` });
      } catch (error) {
        if (!(error instanceof FileNotStoredError)) throw error;
        listed.push({ ...file, path: null, missing: true });
      }
    }
    archive.append(json(listed.map(({ generatedName: _, ...file }) => file)), {
      name: "files.json",
      date: now,
    });
    const application = data.answers[0];
    if (application && data.account?.role !== "administrator") {
      const pdf = await buildReport({
        db,
        store,
        answer: { ...application, login: data.account?.login ?? "" },
        kind: "application_file",
        locale,
      });
      archive.append(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), {
        name: "application.pdf",
        date: now,
      });
    }
    await archive.finalize();
  };
  feed().catch((error: unknown) => {
    if (stop.signal.aborted) return; // the client left: nothing went wrong on our side
    log.error({ err: error }, "personal data export failed mid-way");
    archive.abort();
    archive.destroy(error as Error);
  });
  return archive;
}
