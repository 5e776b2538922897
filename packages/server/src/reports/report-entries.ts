import { createVisibility, isTabVisible } from "@portal/domain/engine/visibility";
import type { AnswerValues, FieldSchema, FormSchema, LocalizedText } from "@portal/domain/schema/types";
import { resolveLookup } from "./report-values.ts";

/** One reported value, before formatting: its field, raw value and resolved lookup path. */
export interface RawCell {
  id: string;
  field: FieldSchema;
  value: unknown;
  lookupPath?: string;
  /** False for an item field hidden by its own condition (shown empty in its column). */
  visible: boolean;
}

/** A single field of a fieldset. */
export interface RawField extends RawCell {
  kind: "field";
}

/** A list field (heb_line, prof_xp, docs…): its columns (item fields visible in some row) and rows. */
export interface RawTable {
  kind: "table";
  id: string;
  field: FieldSchema;
  columns: { id: string; field: FieldSchema }[];
  rows: RawCell[][];
}

/** A fieldset of a reported tab. */
export interface RawSection {
  title?: LocalizedText;
  entries: (RawField | RawTable)[];
}

/** A reported tab. */
export interface RawTab {
  id: string;
  title: LocalizedText;
  sections: RawSection[];
}

/** Widgets that hold nothing a reader needs: help texts and values kept out of sight. */
const NOT_REPORTED = new Set(["helptext", "hidden"]);

const lookupOf = (field: FieldSchema, ...sources: Record<string, unknown>[]) =>
  field.lookup ? resolveLookup(field.lookup, ...sources) : undefined;

function listTable(id: string, field: FieldSchema, values: AnswerValues, schema: FormSchema): RawTable {
  const items = field.items!;
  const list = Array.isArray(values[id]) ? (values[id] as unknown[]) : [];
  const form = createVisibility(schema.fields, values);
  const rows = list.map((item) => {
    const row = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
    const { isVisible } = createVisibility(items.fields, row, form.resolve);
    return items.order
      .filter((cellId) => !NOT_REPORTED.has(items.fields[cellId].widget))
      .map((cellId) => {
        const cellField = items.fields[cellId];
        return {
          id: cellId,
          field: cellField,
          value: row[cellId],
          lookupPath: lookupOf(cellField, row, values),
          visible: isVisible(cellId),
        };
      });
  });
  const shown = new Set(rows.flatMap((cells) => cells.filter((c) => c.visible).map((c) => c.id)));
  const columns = items.order
    .filter((cellId) => !NOT_REPORTED.has(items.fields[cellId].widget))
    .filter((cellId) => rows.length === 0 || shown.has(cellId))
    .map((cellId) => ({ id: cellId, field: items.fields[cellId] }));
  const kept = new Set(columns.map((c) => c.id));
  return {
    kind: "table",
    id,
    field,
    columns,
    rows: rows.map((cells) => cells.filter((c) => kept.has(c.id))),
  };
}

/**
 * The tabs of a report as the candidate sees them: tabs visible for these values (in the given
 * order), and in each fieldset the visible fields that hold something to read (no help texts, no
 * hidden values). List fields become tables.
 */
export function reportedTabs(schema: FormSchema, values: AnswerValues, tabIds: string[]): RawTab[] {
  const { isVisible, resolve } = createVisibility(schema.fields, values);
  const tabs: RawTab[] = [];
  for (const tabId of tabIds) {
    const tab = schema.tabs.find((t) => t.id === tabId);
    if (!tab || !isTabVisible(tab, resolve)) continue;
    const sections = tab.fieldsets.map((fieldset) => ({
      title: fieldset.title,
      entries: fieldset.fields
        .filter((id) => schema.fields[id] && isVisible(id) && !NOT_REPORTED.has(schema.fields[id].widget))
        .map((id): RawField | RawTable => {
          const field = schema.fields[id];
          if (field.items) return listTable(id, field, values, schema);
          return {
            kind: "field",
            id,
            field,
            value: values[id],
            lookupPath: lookupOf(field, values),
            visible: true,
          };
        }),
    }));
    tabs.push({ id: tab.id, title: tab.title, sections: sections.filter((s) => s.entries.length > 0) });
  }
  return tabs;
}

/** Every (lookup path, code) pair the report will show, for loading their labels in one go. */
export function lookupCodes(tabs: RawTab[]): { path: string; code: string }[] {
  const cells = tabs.flatMap((tab) =>
    tab.sections.flatMap((section) =>
      section.entries.flatMap((entry) => (entry.kind === "field" ? [entry] : entry.rows.flat())),
    ),
  );
  return cells
    .filter((cell) => cell.lookupPath !== undefined && cell.visible && typeof cell.value === "string")
    .map((cell) => ({ path: cell.lookupPath!, code: (cell.value as string).trim() }))
    .filter((pair) => pair.code !== "" && pair.code !== "-");
}
