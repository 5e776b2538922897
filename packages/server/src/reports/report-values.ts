import { translate, type Locale } from "@portal/domain/i18n/index";
import type { FieldSchema } from "@portal/domain/schema/types";

/** What formatting a value needs besides the field: the language and the lookup labels. */
export interface ValueContext {
  locale: Locale;
  /** The label of a code in a resolved lookup path ("pays", "iformformations/AM"), if known. */
  lookupLabel(path: string, code: string): string | undefined;
}

/** Values a tick box or a yes/no flag stores for yes and for no. */
const YES = new Set(["true", "O", "1", "yes"]);
const NO = new Set(["false", "N", "0", "no"]);

/** The lookup path of a select (`iformformations/{typeformation}` → `iformformations/MSC`). */
export function resolveLookup(template: string, ...sources: Record<string, unknown>[]): string {
  return template.replace(/\{(\w+)\}/g, (_, id: string) => {
    const found = sources.find((source) => source[id] !== undefined && source[id] !== null);
    return found ? String(found[id]) : "";
  });
}

/** A date as dd/mm/yyyy: stored dd/mm/yyyy kept (padded), ISO dates turned round, anything else as typed. */
export function formatDate(text: string): string {
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (fr) return `${fr[1].padStart(2, "0")}/${fr[2].padStart(2, "0")}/${fr[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return text;
}

/** The original name in a stored file value (JSON text {name, generated_name, upload_date}). */
export function fileName(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim().startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(value) as { name?: unknown };
    return typeof parsed.name === "string" && parsed.name.trim() ? parsed.name.trim() : undefined;
  } catch {
    return undefined;
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * A field's value as a reader of the report should see it: option labels instead of codes,
 * Yes/No for tick boxes, dates dd/mm/yyyy, the original name of a file, "—" when empty.
 * `lookupPath` is the field's lookup already resolved against the answer.
 */
export function formatValue(
  field: FieldSchema,
  value: unknown,
  ctx: ValueContext,
  lookupPath?: string,
): string {
  const empty = translate(ctx.locale, "reports.empty");
  if (isEmpty(value)) return empty;
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatValue(field, v, ctx, lookupPath)).filter((v) => v !== empty);
    return parts.length ? parts.join(", ") : empty;
  }
  const text = typeof value === "object" ? JSON.stringify(value) : String(value).trim();
  if (field.widget === "checkbox" || field.type === "boolean") {
    if (YES.has(text)) return translate(ctx.locale, "reports.yes");
    if (NO.has(text)) return translate(ctx.locale, "reports.no");
    return text;
  }
  if (field.widget === "file") return fileName(value) ?? empty;
  if (field.widget === "date" || field.format === "date") return formatDate(text);
  if (field.oneOf) {
    const option = field.oneOf.find((o) => o.enum[0] === text);
    if (option) return option.description[ctx.locale];
  }
  if (text === "-" && (field.widget === "select" || field.widget === "radio")) return empty;
  if (lookupPath !== undefined) return ctx.lookupLabel(lookupPath, text) ?? text;
  return text;
}
