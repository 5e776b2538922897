import type { FieldSchema, TabSchema, VisibleIf } from "../schema/types.ts";
import { ANY, EMPTY } from "../schema/types.ts";
import { isAnyValue, isEmptyValue } from "./values.ts";

/** What a condition needs to know about a watched field. */
export interface Watched {
  exists: boolean;
  visible: boolean;
  value: unknown;
}

/** Looks a watched field up by id. */
export type Resolve = (id: string) => Watched;

const isGroup = (c: VisibleIf, key: "allOf" | "oneOf"): c is Record<typeof key, VisibleIf[]> => {
  const list = (c as Record<string, unknown>)[key];
  return Array.isArray(list) && list.every((x) => typeof x === "object" && x !== null);
};

/** Normalises an ngx-schema-form path ("/typeformation", "../field_study") to a field id. */
export function watchedId(path: string): string {
  return path.replace(/^(\.\.\/)+/, "").replace(/^\//, "");
}

// Only strings, numbers and booleans compare as text: String() of a forged object whose toString
// is not a function throws (a 500 on the server), and no object is a listed choice anyway.
const scalarText = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;

/** Whether a value matches one listed value: `$ANY$`, `$EMPTY$`, or equality as strings. */
export function matches(value: unknown, listed: string): boolean {
  if (listed === ANY) return isAnyValue(value);
  if (listed === EMPTY) return isEmptyValue(value);
  if (Array.isArray(value)) return value.some((v) => scalarText(v) === listed);
  return scalarText(value) === listed;
}

/**
 * Whether a visibleIf condition holds (ngx-schema-form semantics): several watched fields combine
 * with OR; a watched field that does not exist or is itself hidden does not match; `allOf` needs
 * every sub-condition, `oneOf` any.
 */
export function conditionHolds(condition: VisibleIf, resolve: Resolve): boolean {
  if (isGroup(condition, "allOf")) return condition.allOf.every((c) => conditionHolds(c, resolve));
  if (isGroup(condition, "oneOf")) return condition.oneOf.some((c) => conditionHolds(c, resolve));
  const entries = Object.entries(condition as Record<string, string[]>);
  if (entries.length === 0) return true;
  return entries.some(([path, listed]) => {
    const watched = resolve(watchedId(path));
    return watched.exists && watched.visible && listed.some((l) => matches(watched.value, l));
  });
}

/**
 * Memoised field visibility for one set of values. `fallback` resolves ids not in `fields`
 * (a list item's fields fall back to the form's).
 */
export function createVisibility(
  fields: Record<string, FieldSchema>,
  values: Record<string, unknown>,
  fallback?: Resolve,
): { isVisible: (id: string) => boolean; resolve: Resolve } {
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const isVisible = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const field = fields[id];
    if (!field) return fallback ? fallback(id).visible : false;
    if (!field.visibleIf) return true;
    if (visiting.has(id)) return false; // a cycle of conditions hides its fields
    visiting.add(id);
    const visible = conditionHolds(field.visibleIf, resolve);
    visiting.delete(id);
    memo.set(id, visible);
    return visible;
  };
  const resolve: Resolve = (id) => {
    if (Object.hasOwn(fields, id)) return { exists: true, visible: isVisible(id), value: values[id] };
    return fallback ? fallback(id) : { exists: false, visible: false, value: undefined };
  };
  return { isVisible, resolve };
}

/** Tab visibility: admin mode shows every tab; otherwise not `visible: false` and any condition holds. */
export function isTabVisible(tab: TabSchema, resolve: Resolve, admin = false): boolean {
  if (admin) return true;
  if (tab.visible === false) return false;
  return !tab.visibleIf || conditionHolds(tab.visibleIf, resolve);
}

/** A tab is disabled when invisible, when `enabled` is false, or (candidates only) when `enabledIf` fails. */
export function isTabEnabled(tab: TabSchema, visible: boolean, resolve: Resolve, admin = false): boolean {
  if (!visible || tab.enabled === false) return false;
  return admin || !tab.enabledIf || conditionHolds(tab.enabledIf, resolve);
}
