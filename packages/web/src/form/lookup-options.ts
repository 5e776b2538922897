import type { Locale } from "@portal/domain/i18n/index";
import type { Client } from "openapi-fetch";
import { api, dataOf } from "../lib/api/client.ts";
import type { paths } from "../lib/api/generated/schema";

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

/** An item of any lookup route: each answers a list of `value` (stored) and `label` (shown), then its own columns. */
export type LookupItem = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { "application/json": (infer Item extends LookupShape)[] } } } };
  }
    ? Item
    : never;
}[keyof paths];
type LookupShape = { value: string; label: string | Record<Locale, string> };

/** The options of a lookup answer: its items' value and label, in the interface language. */
export function normaliseLookup(items: LookupItem[], lang: Locale): SelectOption[] {
  return items.map((item) => ({
    value: item.value,
    label: typeof item.label === "string" ? item.label : item.label[lang],
  }));
}

/**
 * The lookup paths as the form schema names them, parameters filled in ("iformformations/AM"):
 * no route template matches them, so they are typed by what every lookup route answers.
 */
type FilledLookupPaths = Record<
  `/ws/${string}`,
  { get: { parameters: object; responses: { 200: { content: { "application/json": LookupItem[] } } } } }
>;

/** GET /ws/<path>: the items of a lookup (cached by useLookupOptions in use-lookup.ts). */
export function fetchLookup(path: string): Promise<LookupItem[]> {
  return dataOf((api as unknown as Client<FilledLookupPaths>).GET(`/ws/${path}`));
}
