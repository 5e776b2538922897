import type { Locale } from "@portal/domain/i18n/index";
import { parseFileValue } from "@portal/domain/rules/values";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { localize, useLang } from "../../form/localize.ts";
import { useLookupOptions } from "../../form/use-lookup.ts";
import type { DossierCell } from "./dossier-values.ts";
import { isEmptyAnswer } from "./dossier-values.ts";

/** Values a tick box or an O/N flag stores for yes and for no. */
const YES = new Set(["true", "o", "1", "yes"]);
const NO = new Set(["false", "n", "0", "no"]);

/** A stored date as dd/mm/yyyy (padded), an ISO date turned round, anything else as typed. */
export function readableDate(text: string): string {
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (fr) return `${fr[1].padStart(2, "0")}/${fr[2].padStart(2, "0")}/${fr[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/**
 * A value as staff read it, lookups aside: option labels instead of codes, Yes/No for tick boxes
 * and O/N flags, dates dd/mm/yyyy, a file's original name; "" when empty.
 */
export function readableValue(cell: DossierCell, lang: Locale, t: TFunction): string {
  const { field, value } = cell;
  if (isEmptyAnswer(value)) return "";
  if (Array.isArray(value))
    return value
      .map((item) => readableValue({ ...cell, value: item }, lang, t))
      .filter(Boolean)
      .join(", ");
  if (field.widget === "file") {
    const file = parseFileValue(value);
    return file ? t("dossier.file", { name: file.name }) : "";
  }
  const text = typeof value === "object" ? JSON.stringify(value) : String(value).trim();
  const option = field.oneOf?.find((choice) => choice.enum[0] === text);
  if (option) return localize(option.description, lang) ?? text;
  if (field.widget === "checkbox" || field.type === "boolean" || /^[ON]$/.test(text)) {
    if (YES.has(text.toLowerCase())) return t("dossier.yes");
    if (NO.has(text.toLowerCase())) return t("dossier.no");
  }
  if (field.widget === "date" || field.format === "date") return readableDate(text);
  return text;
}

/** The label of a lookup code (the code itself until the list arrives, or when it is not in it). */
function LookupLabel({ path, code }: { path: string; code: string }) {
  const lang = useLang();
  const { options } = useLookupOptions(path, lang);
  return <>{options.find((option) => option.value === code)?.label ?? code}</>;
}

/** One answer of the dossier, readable; a discreet dash when there is none. */
export function AnswerValue({ cell }: { cell: DossierCell }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (isEmptyAnswer(cell.value)) return <span className="text-body-secondary">—</span>;
  if (cell.lookupPath && typeof cell.value === "string" && !cell.field.oneOf)
    return <LookupLabel path={cell.lookupPath} code={cell.value.trim()} />;
  return <span className="text-break">{readableValue(cell, lang, t)}</span>;
}
