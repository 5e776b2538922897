import { translate, type Locale } from "@portal/domain/i18n/index";
import {
  isBlank,
  isTicked,
  listItems,
  parseDayMonthYear,
  parseFileValue,
  text,
} from "@portal/domain/rules/values";
import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import type { FactsRow } from "./application-listing.ts";

/** A cell as written to the file: text, a number, or a date (a real date in XLSX). */
export type Cell = string | number | Date | null;

/** One column the export can hold: its id, header, group (the tab) and how a row reads in it. */
export interface ExportColumn {
  id: string;
  label: string;
  group: string;
  /** Present when the column needs the answer's values (a form field), not only the facts. */
  field?: string;
  cell(row: FactsRow, values: Record<string, unknown>): Cell;
}

/** The labels of the lookup codes an answer holds: countries by code, programmes by "type code". */
export interface LookupLabels {
  countries: Map<string, { en: string; fr: string }>;
  programmes: Map<string, string>;
}

/** Loads the countries' and programmes' labels once for an export (a few hundred rows). */
export async function loadLookupLabels(db: Database): Promise<LookupLabels> {
  const countries = await db.selectFrom("countries").select(["code", "name_en", "name_fr"]).execute();
  const formations = await db.selectFrom("formations").select(["type", "enum", "description"]).execute();
  return {
    countries: new Map(countries.map((c) => [c.code, { en: c.name_en, fr: c.name_fr }])),
    programmes: new Map(formations.map((f) => [`${f.type} ${f.enum}`, f.description])),
  };
}

/** The label of a lookup code (a country, a programme of the answer's type), or the code itself. */
function lookupLabel(field: FieldSchema, code: string, values: Record<string, unknown>, context: Context) {
  if (field.lookup === "pays") return context.labels?.countries.get(code)?.[context.locale] ?? code;
  if (field.lookup?.startsWith("iformformations/"))
    return context.labels?.programmes.get(`${text(values.typeformation)} ${code}`) ?? code;
  return code;
}

/** What presenting a value needs: the language, and the lookups' labels when the export loaded them. */
interface Context {
  locale: Locale;
  labels?: LookupLabels;
}

const yesNo = (locale: Locale, value: boolean | null) =>
  translate(
    locale,
    value === null
      ? "applicationsExport.unknown"
      : value
        ? "applicationsExport.yes"
        : "applicationsExport.no",
  );

/** The listing's own columns, in its order. */
function listingColumns(locale: Locale): ExportColumn[] {
  const t = (key: string) => translate(locale, key);
  const group = t("applicationsExport.group");
  const column = (id: string, cell: ExportColumn["cell"]): ExportColumn => ({
    id,
    label: t(`applicationsExport.col.${id}`),
    group,
    cell,
  });
  return [
    column("id", (r) => r.answer_id),
    column("login", (r) => r.login),
    column("familyName", (r) => r.family_name),
    column("givenName", (r) => r.given_name),
    column("typeformation", (r) => r.typeformation),
    column("fstchoice", (r) => r.fstchoice),
    column("sndchoice", (r) => r.sndchoice),
    column("jury", (r) => r.jury ?? t("applicationsExport.noJury")),
    column("eu", (r) => yesNo(locale, r.eu)),
    column("stage", (r) => t(`stage.${r.stage}`)),
    column("documents", (r) => t(`applicationsExport.documents.${r.documents}`)),
    column("admis", (r) => t(`applicationsExport.admis.${r.admis}`)),
    column("scholarshipRequested", (r) => yesNo(locale, r.scholarship_requested)),
    column("scholarshipDecision", (r) => r.scholarship_decision),
    column("updated", (r) => r.updated_at),
    column("created", (r) => r.created_at),
  ];
}

/**
 * A form value as people read it: an option's label, Yes/No for a checkbox, a date for a date field,
 * a file's name, a list's items one per line, a country or a programme by its label (other lookup
 * codes, such as schools, stay codes).
 */
function presentValue(
  field: FieldSchema,
  value: unknown,
  values: Record<string, unknown>,
  context: Context,
): Cell {
  const { locale } = context;
  if (field.type === "array") {
    return listItems(value)
      .map((item) =>
        Object.entries(field.items?.fields ?? {})
          .map(([id, f]) => presentValue(f, item[id], item, context))
          .filter((v) => v !== null && v !== "")
          .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)))
          .join(", "),
      )
      .join("\n");
  }
  if (field.widget === "file") return parseFileValue(value)?.name ?? null;
  if (field.widget === "checkbox") return yesNo(locale, isTicked(value));
  if (isBlank(value)) return null;
  if (field.widget === "date" || field.format === "date") {
    const time = parseDayMonthYear(value);
    if (time !== null) return new Date(time);
  }
  const option = field.oneOf?.find((o) => o.enum[0] === text(value));
  if (option) return option.description[locale];
  if (typeof value === "number") return value;
  return field.lookup ? lookupLabel(field, text(value), values, context) : text(value);
}

/** The form's fields that hold a value, tab by tab (help texts have none). */
function fieldColumns(schema: FormSchema, context: Context, taken: Set<string>): ExportColumn[] {
  const { locale } = context;
  return schema.tabs.flatMap((tab) =>
    tab.fieldsets.flatMap((set) =>
      set.fields
        .filter((id) => !taken.has(id) && schema.fields[id] && schema.fields[id].widget !== "helptext")
        .map((id): ExportColumn => {
          const field = schema.fields[id];
          return {
            id,
            label: field.title?.[locale] || id,
            group: tab.title[locale],
            field: id,
            cell: (_, values) => presentValue(field, values[id], values, context),
          };
        }),
    ),
  );
}

/**
 * Every column the export offers: the listing's, then each field of the form (a field the listing
 * already shows, like the names, appears once, as the listing's column).
 */
export function exportColumns(schema: FormSchema, locale: Locale, labels?: LookupLabels): ExportColumn[] {
  const listing = listingColumns(locale);
  return [...listing, ...fieldColumns(schema, { locale, labels }, new Set(listing.map((c) => c.id)))];
}

/** The columns named in a comma list, in its order; 400 naming any unknown one. */
export function chooseColumns(all: ExportColumn[], ids: string): ExportColumn[] {
  const wanted = ids
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  if (wanted.length === 0)
    throw new AppError("VALIDATION", { detail: "columns: choose at least one column" });
  const unknown = wanted.filter((id) => !all.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new AppError("VALIDATION", {
      detail: `unknown column(s) ${unknown.join(", ")}: GET /ws/admin/applications/columns lists them`,
    });
  return wanted.map((id) => all.find((c) => c.id === id)!);
}

/**
 * A cell made safe for a spreadsheet: text starting with = + - @, a tab or a carriage return would
 * run as a formula, so it gets a leading single quote (OWASP, CSV injection).
 */
export function neutralise(cell: Cell): Cell {
  return typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
