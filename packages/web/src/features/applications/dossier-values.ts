import { createVisibility, watchedId } from "@portal/domain/engine/visibility";
import type { FieldSchema, FormSchema, LocalizedText, VisibleIf } from "@portal/domain/schema/types";
import { resolveLookupPath } from "../../form/lookup-options.ts";

/** One answered field of the dossier: its schema, its value and its lookup path already resolved. */
export interface DossierCell {
  id: string;
  field: FieldSchema;
  value: unknown;
  lookupPath?: string;
}

/** A repeated group (lists of documents, stays, experiences): columns and one row per line. */
export interface DossierTable {
  kind: "table";
  id: string;
  field: FieldSchema;
  columns: { id: string; field: FieldSchema }[];
  rows: DossierCell[][];
}

/** A single answered field. */
export interface DossierField extends DossierCell {
  kind: "field";
}

/** One tab of the dossier: its answered fields grouped by fieldset (empty when nothing was filled in). */
export interface DossierTab {
  id: string;
  title: LocalizedText;
  sections: { id: string; title?: LocalizedText; entries: (DossierField | DossierTable)[] }[];
}

/** Widgets that hold nothing for a reader: help texts, and values kept out of sight (decisions, flags). */
const NOT_SHOWN = new Set(["helptext", "hidden"]);

/** True when a value holds nothing: missing, blank, the dash of an empty select, an empty list. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "" || value.trim() === "-";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function watchedIds(condition: VisibleIf): string[] {
  const group =
    (condition as { allOf?: unknown; oneOf?: unknown }).allOf ?? (condition as { oneOf?: unknown }).oneOf;
  if (Array.isArray(group)) return (group as VisibleIf[]).flatMap(watchedIds);
  return Object.keys(condition).map(watchedId);
}

/**
 * The fields with the conditions staff read them under: a condition on the candidate's own answers
 * stays (an answer to a question their later choices made moot is not shown), a condition on a
 * display flag the server derives (publication, buttons: show_*) is dropped, so staff see it all.
 */
function staffFields(fields: Record<string, FieldSchema>, known: (id: string) => boolean) {
  return Object.fromEntries(
    Object.entries(fields).map(([id, field]) => {
      if (!field.visibleIf || watchedIds(field.visibleIf).every(known)) return [id, field];
      return [id, { ...field, visibleIf: undefined }];
    }),
  );
}

function tableOf(
  id: string,
  field: FieldSchema,
  values: Record<string, unknown>,
  form: ReturnType<typeof createVisibility>,
  schema: FormSchema,
): DossierTable | null {
  const items = field.items!;
  const lines = Array.isArray(values[id]) ? (values[id] as unknown[]) : [];
  const itemFields = staffFields(items.fields, (other) => other in items.fields || other in schema.fields);
  const shownIds = items.order.filter((cellId) => !NOT_SHOWN.has(items.fields[cellId].widget));
  const rows = lines.map((line) => {
    const row = line && typeof line === "object" ? (line as Record<string, unknown>) : {};
    const { isVisible } = createVisibility(itemFields, row, form.resolve);
    return shownIds.map((cellId) => ({
      id: cellId,
      field: items.fields[cellId],
      value: isVisible(cellId) ? row[cellId] : undefined,
      lookupPath: lookupOf(items.fields[cellId], { ...values, ...row }),
    }));
  });
  // Columns empty on every line (a question that applied to none of them) are left out.
  const kept = shownIds.filter((_, index) => rows.some((cells) => !isEmptyAnswer(cells[index].value)));
  if (kept.length === 0) return null;
  return {
    kind: "table",
    id,
    field,
    columns: kept.map((cellId) => ({ id: cellId, field: items.fields[cellId] })),
    rows: rows.map((cells) => cells.filter((cell) => kept.includes(cell.id))),
  };
}

function lookupOf(field: FieldSchema, values: Record<string, unknown>): string | undefined {
  return field.lookup ? resolveLookupPath(field.lookup, (id) => values[id]) : undefined;
}

/**
 * Every tab of the form, in order, with the fields that hold an answer: help texts, hidden values and
 * empty answers are left out; lists become tables. Tabs are all kept (with no section when nothing
 * was filled in) so that the dossier always has the same outline.
 */
export function dossierTabs(schema: FormSchema, values: Record<string, unknown>): DossierTab[] {
  const fields = staffFields(schema.fields, (id) => id in schema.fields);
  const form = createVisibility(fields, values);
  return schema.tabs.map((tab) => ({
    id: tab.id,
    title: tab.title,
    sections: tab.fieldsets
      .map((fieldset) => ({
        id: fieldset.id,
        title: fieldset.title,
        entries: fieldset.fields.flatMap((id): (DossierField | DossierTable)[] => {
          const field = schema.fields[id];
          if (!field || NOT_SHOWN.has(field.widget) || !form.isVisible(id)) return [];
          if (field.items) {
            const table = tableOf(id, field, values, form, schema);
            return table ? [table] : [];
          }
          if (isEmptyAnswer(values[id])) return [];
          return [{ kind: "field", id, field, value: values[id], lookupPath: lookupOf(field, values) }];
        }),
      }))
      .filter((section) => section.entries.length > 0),
  }));
}

/** One field of the answer as a cell (the header's programmes), or null when it is empty or unknown. */
export function cellOf(schema: FormSchema, values: Record<string, unknown>, id: string): DossierCell | null {
  const field = schema.fields[id];
  if (!field || isEmptyAnswer(values[id])) return null;
  return { id, field, value: values[id], lookupPath: lookupOf(field, values) };
}
