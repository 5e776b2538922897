import type { FormSchema } from "@portal/domain/schema/types";

/** The stored value of a file field (SPEC §3): JSON text holding name, generated_name, upload_date. */
export function fileValueText(name: string, generatedName: string, uploadDate: number): string {
  return JSON.stringify({ name, generated_name: generatedName, upload_date: uploadDate });
}

/**
 * The other values of the list item a file path points into (`docs.2.doc_file` → `{type_doc}`),
 * as the upload's extra parts: declared, non-file fields of the item holding a plain value.
 * Nothing for a top-level file field.
 */
export function siblingValues(
  schema: FormSchema,
  path: string,
  getValue: (id: string) => unknown,
): Record<string, string> {
  const [listId, index, fileField] = path.split(".");
  if (fileField === undefined || !/^\d+$/.test(index ?? "")) return {};
  const item = schema.fields[listId]?.items?.fields;
  const rows = getValue(listId);
  const row: unknown = Array.isArray(rows) ? rows[Number(index)] : undefined;
  if (!item || typeof row !== "object" || row === null) return {};
  const siblings: Record<string, string> = {};
  for (const [id, value] of Object.entries(row as Record<string, unknown>)) {
    const field = Object.hasOwn(item, id) ? item[id] : undefined;
    if (!field || id === fileField || field.widget === "file") continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      siblings[id] = String(value);
  }
  return siblings;
}
