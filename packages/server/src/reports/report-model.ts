import type { FieldSchema } from "@portal/domain/schema/types";
import type { RawCell, RawTab } from "./report-entries.ts";
import { formatValue, type ValueContext } from "./report-values.ts";

/** A field of the report: its title and its value as text. */
export interface ReportLine {
  kind: "line";
  title: string;
  value: string;
}

/** A list field as a table: column headings and one row of texts per item. */
export interface ReportTable {
  kind: "table";
  /** The list's title, empty when it repeats its fieldset's title. */
  title: string;
  columns: string[];
  rows: string[][];
}

/** A fieldset of the report. */
export interface ReportSection {
  title?: string;
  entries: (ReportLine | ReportTable)[];
}

/** A tab of the report, ready to print. */
export interface ReportTab {
  id: string;
  title: string;
  sections: ReportSection[];
}

/** An uploaded PDF the report refers to, to append after it. */
export interface AttachmentRef {
  generatedName: string;
  /** The name the candidate uploaded it under. */
  name: string;
  /** What it is: the field's title, or the document type of a docs line. */
  label: string;
}

const titleOf = (field: FieldSchema, id: string, ctx: ValueContext) => field.title?.[ctx.locale] ?? id;
const cellText = (cell: RawCell, ctx: ValueContext) =>
  cell.visible ? formatValue(cell.field, cell.value, ctx, cell.lookupPath) : formatValue(cell.field, "", ctx);

/** The reported tabs as texts in the context's language. */
export function presentTabs(tabs: RawTab[], ctx: ValueContext): ReportTab[] {
  return tabs.map((tab) => ({
    id: tab.id,
    title: tab.title[ctx.locale],
    sections: tab.sections.map((section) => {
      const sectionTitle = section.title?.[ctx.locale];
      return {
        title: sectionTitle,
        entries: section.entries.map((entry): ReportLine | ReportTable => {
          const title = titleOf(entry.field, entry.id, ctx);
          if (entry.kind === "field") return { kind: "line", title, value: cellText(entry, ctx) };
          return {
            kind: "table",
            title: title === sectionTitle ? "" : title,
            columns: entry.columns.map((c) => titleOf(c.field, c.id, ctx)),
            rows: entry.rows.map((cells) => cells.map((cell) => cellText(cell, ctx))),
          };
        }),
      };
    }),
  }));
}

/** The generated name and original name of a stored file value, when it is one. */
function storedFile(value: unknown): { generatedName: string; name: string } | undefined {
  if (typeof value !== "string" || !value.trim().startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(value) as { name?: unknown; generated_name?: unknown };
    if (typeof parsed.generated_name !== "string" || !parsed.generated_name) return undefined;
    return { generatedName: parsed.generated_name, name: typeof parsed.name === "string" ? parsed.name : "" };
  } catch {
    return undefined;
  }
}

const takesPdf = (field: FieldSchema) => field.widget === "file" && (field.accept ?? []).includes("pdf");

/**
 * The PDFs to append, in the order the report shows them: visible file fields accepting PDF
 * (a docs line is labelled by its document type). Each stored object once.
 */
export function attachmentRefs(tabs: RawTab[], ctx: ValueContext): AttachmentRef[] {
  const refs: AttachmentRef[] = [];
  const add = (cell: RawCell, label: string) => {
    const file = cell.visible && takesPdf(cell.field) ? storedFile(cell.value) : undefined;
    if (file && !refs.some((r) => r.generatedName === file.generatedName)) refs.push({ ...file, label });
  };
  for (const entry of tabs.flatMap((tab) => tab.sections.flatMap((section) => section.entries))) {
    const title = titleOf(entry.field, entry.id, ctx);
    if (entry.kind === "field") {
      add(entry, title);
      continue;
    }
    entry.rows.forEach((cells, index) => {
      const kind = cells.find((c) => c.visible && c.field.oneOf && typeof c.value === "string" && c.value);
      const label = kind ? formatValue(kind.field, kind.value, ctx) : `${title} ${index + 1}`;
      for (const cell of cells) add(cell, label);
    });
  }
  return refs;
}
