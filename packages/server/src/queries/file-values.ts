import type { FileValue } from "@portal/domain/schema/types";
import type { FileTarget } from "./file-fields.ts";

type Data = Record<string, unknown>;
type Item = Record<string, unknown>;

/** The JSON text stored as a file field's value (SPEC §3): name, generated_name, upload_date. */
export function fileValueText(value: FileValue): string {
  return JSON.stringify({
    name: value.name,
    generated_name: value.generated_name,
    upload_date: value.upload_date,
  });
}

/** The generated name a stored value refers to, if it is a file value. */
export function referencedName(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(value) as { generated_name?: unknown };
    return typeof parsed.generated_name === "string" ? parsed.generated_name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the answer refers to a stored file now: `uploadPhoto` or `docs.2.doc_file`. List lines move
 * when the candidate removes one and saves, so the path recorded at upload may be stale: the data
 * is the truth.
 */
export function pathReferring(data: Data, generatedName: string): string | undefined {
  for (const [fieldId, value] of Object.entries(data)) {
    if (referencedName(value) === generatedName) return fieldId;
    if (!Array.isArray(value)) continue;
    for (const [index, item] of value.entries()) {
      if (!item || typeof item !== "object") continue;
      for (const [itemField, itemValue] of Object.entries(item as Item))
        if (referencedName(itemValue) === generatedName) return `${fieldId}.${index}.${itemField}`;
    }
  }
  return undefined;
}

/** The value currently at the target's path. */
export function valueAt(data: Data, target: FileTarget): unknown {
  if (target.index === undefined) return data[target.fieldId];
  const list = data[target.fieldId];
  const item = Array.isArray(list) ? (list[target.index] as Item | undefined) : undefined;
  return item && typeof item === "object" ? item[target.itemField!] : undefined;
}

/**
 * A copy of the answer data with `value` at the target's path. For a list path the item is
 * created when missing (the candidate may upload before saving the new row; gaps become empty
 * items) and receives the sibling values that came with the upload.
 */
export function withValueAt(data: Data, target: FileTarget, value: string, siblings: Item = {}): Data {
  if (target.index === undefined) return { ...data, [target.fieldId]: value };
  const current = data[target.fieldId];
  const list: unknown[] = Array.isArray(current) ? [...current] : [];
  while (list.length <= target.index) list.push({});
  const old = list[target.index];
  const item: Item = old && typeof old === "object" && !Array.isArray(old) ? { ...(old as Item) } : {};
  list[target.index] = { ...item, ...siblings, [target.itemField!]: value };
  return { ...data, [target.fieldId]: list };
}

/**
 * The sibling values worth keeping: strings for declared fields of the list item, at most 500
 * characters, and one of the options when the field has fixed options.
 */
export function acceptedSiblings(target: FileTarget, sent: Record<string, string>): Item {
  const kept: Item = {};
  for (const [id, value] of Object.entries(sent)) {
    const field = Object.hasOwn(target.siblings, id) ? target.siblings[id] : undefined;
    if (!field || value.length > 500) continue;
    if (field.oneOf && !field.oneOf.some((option) => option.enum[0] === value)) continue;
    kept[id] = value;
  }
  return kept;
}
