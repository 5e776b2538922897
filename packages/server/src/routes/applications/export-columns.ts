import { translate, type Locale } from "@portal/domain/i18n/index";
import {
  isBlank,
  isTicked,
  listItems,
  parseDayMonthYear,
  parseFileValue,
  text,
} from "@portal/domain/rules/values";
import { programmeChoice } from "@portal/domain/rules/choices";
import { PROGRAMME_TYPES } from "@portal/domain/schema/candform/options";
import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import type { FactsRow } from "./application-listing.ts";
import { dayOf, formatDay, isDay, type Day } from "./export-dates.ts";

/**
 * A cell as written to the file: text, a number, a moment (a Date) or a calendar date (a Day); both
 * are real dates in XLSX and read as the staff language writes them in CSV (export-dates.ts).
 */
export type Cell = string | number | Date | Day | null;

/** One column the export can hold: its id, header, group (the tab) and how a row reads in it. */
export interface ExportColumn {
  id: string;
  label: string;
  group: string;
  /** Present when the column needs the answer's values (a form field), not only the facts. */
  field?: string;
  cell(row: FactsRow, values: Record<string, unknown>): Cell;
}

type Named = Map<string, { en: string; fr: string }>;

/** The labels of the lookup codes an answer holds: countries by code, programmes by "type code", juries by id. */
export interface LookupLabels {
  countries: Named;
  programmes: Named;
  juries: Named;
}

/** Loads the countries', programmes' and juries' labels once for an export (a few hundred rows). */
export async function loadLookupLabels(db: Database): Promise<LookupLabels> {
  const countries = await db.selectFrom("countries").select(["code", "name_en", "name_fr"]).execute();
  const formations = await db
    .selectFrom("formations")
    .select(["type", "enum", "description", "description_fr"])
    .execute();
  const juries = await db.selectFrom("juries").select(["id_jury", "label", "label_fr"]).execute();
  return {
    countries: new Map(countries.map((c) => [c.code, { en: c.name_en, fr: c.name_fr }])),
    programmes: new Map(
      formations.map((f) => [
        `${f.type} ${f.enum}`,
        { en: f.description, fr: f.description_fr || f.description },
      ]),
    ),
    juries: new Map(juries.map((j) => [j.id_jury, { en: j.label, fr: j.label_fr || j.label }])),
  };
}

/** The label of a programme code of a programme type, or the code itself. */
function programmeLabel(type: string, code: string, context: Context): string {
  return context.labels?.programmes.get(`${type} ${code}`)?.[context.locale] ?? code;
}

/** The label of a lookup code (a country, a programme of the answer's type), or the code itself. */
function lookupLabel(field: FieldSchema, code: string, values: Record<string, unknown>, context: Context) {
  if (field.lookup === "pays") return context.labels?.countries.get(code)?.[context.locale] ?? code;
  if (field.lookup?.startsWith("iformformations/"))
    return programmeLabel(text(values.typeformation), code, context);
  return code;
}

/** The name of a programme type (MSC → "Master of Science (MSc)"), or the code itself. */
function programmeTypeLabel(code: string, locale: Locale): string {
  return PROGRAMME_TYPES.find((o) => o.enum?.[0] === code)?.description?.[locale] ?? code;
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

/**
 * The listing's own columns, in its order. A code the office reads (programme type, choices, jury)
 * is given by its label, its code in the next column for sorting and scripts.
 */
function listingColumns(context: Context): ExportColumn[] {
  const { locale } = context;
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
    column("typeformation", (r) => r.typeformation && programmeTypeLabel(r.typeformation, locale)),
    column("typeformationCode", (r) => r.typeformation),
    // An MSc names its programme in mscchoice, the other types in their first choice.
    column("fstchoice", (r) => programmeLabel(r.typeformation, firstChoice(r), context)),
    column("fstchoiceCode", (r) => firstChoice(r)),
    column("sndchoice", (r) => r.sndchoice && programmeLabel(r.typeformation, r.sndchoice, context)),
    column("sndchoiceCode", (r) => r.sndchoice),
    column("jury", (r) =>
      r.jury ? (context.labels?.juries.get(r.jury)?.[locale] ?? r.jury) : t("applicationsExport.noJury"),
    ),
    column("juryCode", (r) => r.jury ?? ""),
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

/** The choice that names the programme: mscchoice for an MSc, fstchoice otherwise. */
const firstChoice = (r: FactsRow) =>
  programmeChoice({ typeformation: r.typeformation, mscchoice: r.mscchoice, fstchoice: r.fstchoice });

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
          .map((v) => (isDay(v) ? formatDay(v, locale) : String(v)))
          .join(", "),
      )
      .join("\n");
  }
  if (field.widget === "file") return parseFileValue(value)?.name ?? null;
  if (field.widget === "checkbox") return yesNo(locale, isTicked(value));
  if (isBlank(value)) return null;
  if (field.widget === "date" || field.format === "date") {
    const time = parseDayMonthYear(value);
    if (time !== null) return dayOf(time);
  }
  const option = field.oneOf?.find((o) => o.enum[0] === text(value));
  if (option) return option.description[locale];
  if (typeof value === "number") return value;
  return field.lookup ? lookupLabel(field, text(value), values, context) : text(value);
}

/** A field column before its name is made unique: the titles that may tell it apart. */
interface FieldColumn extends ExportColumn {
  fieldset?: string;
}

/** The form's fields that hold a value, tab by tab (help texts have none). */
function fieldColumns(schema: FormSchema, context: Context, taken: Set<string>): FieldColumn[] {
  const { locale } = context;
  return schema.tabs.flatMap((tab) =>
    tab.fieldsets.flatMap((set) =>
      set.fields
        .filter((id) => !taken.has(id) && schema.fields[id] && schema.fields[id].widget !== "helptext")
        .map((id): FieldColumn => {
          const field = schema.fields[id];
          return {
            id,
            label: field.title?.[locale] || id,
            group: tab.title[locale],
            fieldset: set.title?.[locale],
            field: id,
            cell: (_, values) => presentValue(field, values[id], values, context),
          };
        }),
    ),
  );
}

/** "Identity card" and "Date of issue" as one name: "Identity card: date of issue". */
function qualified(locale: Locale, group: string, label: string): string {
  // Lower-case the label's first letter, unless it starts an acronym ("CEDAR scholarship").
  const lower = /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLocaleLowerCase(locale) + label.slice(1) : label;
  return translate(locale, "applicationsExport.qualified", { group, label: lower });
}

/**
 * Field columns named so that no two columns of the file share a name (a spreadsheet's filters and
 * a script's lookups go by the header): a name another column has is prefixed with its fieldset
 * ("Passport: date of issue"), or its tab when the fieldset does not tell them apart, else its id.
 */
function uniquelyNamed(locale: Locale, listing: ExportColumn[], fields: FieldColumn[]): ExportColumn[] {
  const count = new Map<string, number>();
  for (const c of [...listing, ...fields]) count.set(c.label, (count.get(c.label) ?? 0) + 1);
  const used = new Set([...listing.map((c) => c.label)]);
  return fields.map(({ fieldset, ...column }) => {
    const candidates =
      count.get(column.label)! > 1
        ? [fieldset, column.group]
            .filter((g): g is string => !!g && g !== column.label)
            .map((g) => qualified(locale, g, column.label))
        : [column.label];
    const label = [...candidates, `${column.label} (${column.id})`].find((l) => !used.has(l))!;
    used.add(label);
    return { ...column, label };
  });
}

/**
 * Every column the export offers: the listing's, then each field of the form (a field the listing
 * already shows, like the names, appears once, as the listing's column). No two share a name.
 */
export function exportColumns(schema: FormSchema, locale: Locale, labels?: LookupLabels): ExportColumn[] {
  const context = { locale, labels };
  const listing = listingColumns(context);
  const fields = fieldColumns(schema, context, new Set(listing.map((c) => c.id)));
  return [...listing, ...uniquelyNamed(locale, listing, fields)];
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
