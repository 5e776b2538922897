import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import { fileLimits, type FileLimits } from "@portal/domain/uploads/limits";

/** Where an upload goes: a top-level file field (`uploadPhoto`) or one inside a list item (`docs.2.doc_file`). */
export interface FileTarget {
  /** The normalised field path, as recorded in files.field_path. */
  path: string;
  /** The top-level field: the file field itself, or the list. */
  fieldId: string;
  /** For a list item: its index and the file field's id inside the item. */
  index?: number;
  itemField?: string;
  /** The tab holding the top-level field (for the locks). */
  tab: string;
  accept: string[];
  maxFileSize: number;
  /** The other fields of the list item, whose values may come with the upload. */
  siblings: Record<string, FieldSchema>;
}

const TOP_LEVEL = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const IN_LIST = /^([A-Za-z_][A-Za-z0-9_]{0,63})\.(\d{1,2})\.([A-Za-z_][A-Za-z0-9_]{0,63})$/;

function tabOf(schema: FormSchema, fieldId: string): string | undefined {
  return schema.tabs.find((tab) => tab.fieldsets.some((set) => set.fields.includes(fieldId)))?.id;
}

/** Resolves a field path against the form schema; null when no file can go there. */
export function resolveFilePath(schema: FormSchema, path: string): FileTarget | null {
  const listMatch = IN_LIST.exec(path);
  if (!listMatch && !TOP_LEVEL.test(path)) return null;
  const fieldId = listMatch ? listMatch[1] : path;
  const tab = tabOf(schema, fieldId);
  const field = Object.hasOwn(schema.fields, fieldId) ? schema.fields[fieldId] : undefined;
  if (!tab || !field) return null;
  if (!listMatch) {
    const isFile = field.widget === "file" && field.type !== "array";
    return isFile ? { path, fieldId, tab, ...fileLimits(field), siblings: {} } : null;
  }
  const [, , index, itemField] = listMatch;
  const item = field.items?.fields;
  const fileField = item && Object.hasOwn(item, itemField) ? item[itemField] : undefined;
  if (field.type !== "array" || !fileField || fileField.widget !== "file") return null;
  const siblings = Object.fromEntries(
    Object.entries(item!).filter(([id, f]) => id !== itemField && f.widget !== "file"),
  );
  return { path, fieldId, index: Number(index), itemField, tab, ...fileLimits(fileField), siblings };
}

/**
 * The limits for a file part named `name` (the last segment of its path) before `_path` is known:
 * the top-level field of that name, or else the widest limits of list-item file fields so named
 * (the resolved path is checked again once the whole request is read). Null: no such file field.
 */
export function limitsForPartName(schema: FormSchema, name: string): FileLimits | null {
  const top = resolveFilePath(schema, name);
  if (top) return top;
  const candidates = Object.values(schema.fields)
    .map((field) => field.items?.fields[name])
    .filter((field): field is FieldSchema => field?.widget === "file")
    .map(fileLimits);
  if (candidates.length === 0) return null;
  return {
    accept: [...new Set(candidates.flatMap((c) => c.accept))],
    maxFileSize: Math.max(...candidates.map((c) => c.maxFileSize)),
  };
}
