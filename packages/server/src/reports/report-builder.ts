import { translate, type Locale } from "@portal/domain/i18n/index";
import { programmeChoiceField } from "@portal/domain/rules/choices";
import { candform } from "@portal/domain/schema/candform";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../db/database.ts";
import type { LookupSnapshot } from "../queries/lookup-cache.ts";
import type { FileStore } from "../storage/file-store.ts";
import { MAX_APPENDED_BYTES, collectAttachments, prependReport } from "./attachments.ts";
import { candidatePhoto } from "./candidate-photo.ts";
import { loadLookupLabels } from "./lookup-labels.ts";
import { lookupCodes, reportedTabs } from "./report-entries.ts";
import { reportFonts, type ReportFonts } from "./report-fonts.ts";
import { REPORT_KINDS, type ReportKind } from "./report-kinds.ts";
import { attachmentRefs, presentTabs } from "./report-model.ts";
import { writeReport } from "./report-pdf.ts";
import { formatValue, type ValueContext } from "./report-values.ts";

/** What a report is made from: the stored answer (never a client's copy), its kind and language. */
export interface ReportInput {
  db: Database;
  store: FileStore;
  answer: { id: number; login: string; data: AnswerValues };
  kind: ReportKind;
  locale: Locale;
  now?: Date;
  fonts?: ReportFonts;
  schema?: FormSchema;
  /** Byte budget of the appended PDFs (default MAX_APPENDED_BYTES). */
  maxAppendedBytes?: number;
  /** The lookups kept in memory (app.lookups): their labels are not read from the database again. */
  lookups?: LookupSnapshot;
  /** Appended files named as the values name them, not as uploaded (a blind reader's report, issue #39). */
  namesFromValues?: boolean;
}

/** The institution's time zone: the times a report prints are its local times. */
export const INSTITUTION_TIME_ZONE = "Europe/Paris";

// Building a DateTimeFormat loads its locale and zone data: once per zone, not once per report.
const stampFormats = new Map<string, Intl.DateTimeFormat>();
function stampFormat(timeZone: string): Intl.DateTimeFormat {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    stampFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Date and time as dd/mm/yyyy HH:mm in the institution's time zone, followed by that zone
 * ("24/11/2026 14:05 (Europe/Paris)"), so that a reader abroad knows which clock it is.
 */
export function formatStamp(date: Date, timeZone = INSTITUTION_TIME_ZONE): string {
  const parts = Object.fromEntries(
    stampFormat(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} (${timeZone})`;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The programme line of the title page: the programme's name, else its type and the chosen programme. */
function programmeOf(schema: FormSchema, values: AnswerValues, ctx: ValueContext): string {
  if (text(values.programmeLibelle)) return text(values.programmeLibelle);
  const empty = translate(ctx.locale, "reports.empty");
  const type = formatValue(schema.fields.typeformation, values.typeformation, ctx);
  const field = programmeChoiceField(values);
  // The first choice's options depend on the type (MSC has its own fixed list).
  const lookupPath = field === "fstchoice" ? `iformformations/${text(values.typeformation)}` : undefined;
  const choice = formatValue(schema.fields[field], values[field], ctx, lookupPath);
  return [type, choice].filter((part) => part !== empty).join(" — ") || empty;
}

/**
 * Builds a report as PDF bytes: the tabs of its kind as the candidate sees them, in the request's
 * language, with the candidate's uploaded PDFs of those tabs appended after it (pdfkit for the
 * report, pdf-lib for the merge).
 */
export async function buildReport(input: ReportInput): Promise<Uint8Array> {
  const { db, store, answer, kind, locale } = input;
  const schema = input.schema ?? candform;
  const maxAppendedBytes = input.maxAppendedBytes ?? MAX_APPENDED_BYTES;
  const values = answer.data;
  const raw = reportedTabs(schema, values, REPORT_KINDS[kind].tabs);
  const choice = { path: `iformformations/${text(values.typeformation)}`, code: text(values.fstchoice) };
  const lookupLabel = await loadLookupLabels(
    db,
    [...lookupCodes(raw), ...(choice.code ? [choice] : [])],
    locale,
    input.lookups,
  );
  const ctx: ValueContext = { locale, lookupLabel };
  const refs = attachmentRefs(raw, ctx);
  const showsPhoto = raw.some((tab) => tab.id === "personal");
  const [{ output, attachments }, photo] = await Promise.all([
    collectAttachments(db, store, answer.id, refs, maxAppendedBytes, input.namesFromValues),
    showsPhoto ? candidatePhoto(db, store, answer.id, values.uploadPhoto) : Promise.resolve(undefined),
  ]);
  const portalName = translate(locale, "shell.appTitle");
  const title = translate(locale, `reports.title.${kind}`);
  const candidate = [text(values.givenName), text(values.familyName)].filter(Boolean).join(" ");
  const report = await writeReport(
    {
      locale,
      portalName,
      title,
      candidate: candidate || translate(locale, "reports.empty"),
      login: answer.login,
      programme: programmeOf(schema, values, ctx),
      generatedAt: formatStamp(input.now ?? new Date()),
      tabs: presentTabs(raw, ctx),
      attachments,
      maxAppendedMegabytes: Math.round((maxAppendedBytes / 1048576) * 10) / 10,
      photo,
    },
    input.fonts ?? reportFonts(),
  );
  if (!attachments.some((a) => a.status === "appended")) return report;
  return prependReport(output, report, {
    title: `${title} — ${answer.login}`,
    author: portalName,
    lang: locale,
  });
}
