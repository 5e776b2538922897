import type { Locale } from "@portal/domain/i18n/index";
import { api } from "../lib/api-client.ts";
import { ws } from "../lib/endpoints.ts";

/** One choice of a select: stored value and shown label. */
export interface SelectOption {
  value: string;
  label: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The lookup path of a select with its `{field}` placeholders filled from other values
 * ("iformformations/{typeformation}" → "iformformations/AM"); undefined while one is empty or "-".
 */
export function resolveLookupPath(template: string, valueOf: (id: string) => unknown): string | undefined {
  let missing = false;
  const path = template.replace(PLACEHOLDER, (_, id: string) => {
    const value = valueOf(id);
    if (value === undefined || value === null || value === "" || value === "-") missing = true;
    return encodeURIComponent(String(value ?? ""));
  });
  return missing ? undefined : path;
}

const pick = (o: Record<string, unknown>, keys: string[]) =>
  keys.map((k) => o[k]).find((v) => v !== undefined && v !== null);

function text(value: unknown, lang: Locale): string {
  if (typeof value === "object" && value !== null) {
    const localized = value as Record<string, unknown>;
    return String(localized[lang] ?? localized.en ?? "");
  }
  return String(value ?? "");
}

/**
 * Options from a lookup answer, whatever its usual shape: a list (or `{items|data|…: list}`) of
 * strings, `{value, label}`, `{enum, description}`, or rows with a code and a name/libellé.
 */
export function normaliseLookup(data: unknown, lang: Locale): SelectOption[] {
  let list: unknown = data;
  if (!Array.isArray(list) && typeof list === "object" && list !== null)
    list = Object.values(list as Record<string, unknown>).find(Array.isArray) ?? [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): SelectOption[] => {
    if (typeof item === "string" || typeof item === "number")
      return [{ value: String(item), label: String(item) }];
    if (typeof item !== "object" || item === null) return [];
    const row = item as Record<string, unknown>;
    const rawValue = pick(row, ["value", "enum", "code", "codeiso", "id", "key"]);
    const value = Array.isArray(rawValue) ? rawValue[0] : rawValue;
    if (value === undefined || value === null) return [];
    const label = pick(row, [
      "label",
      "description",
      lang === "fr" ? "libelle" : "label_en",
      "libelle",
      "name",
      "nom",
    ]);
    return [{ value: String(value), label: label === undefined ? String(value) : text(label, lang) }];
  });
}

/** GET /ws/<path>: the answer of a lookup (cached by useLookupOptions in use-lookup.ts). */
export function fetchLookup(path: string): Promise<unknown> {
  return api.get<unknown>(ws(path));
}
