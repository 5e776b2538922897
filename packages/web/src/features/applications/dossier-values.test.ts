import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";
import { describe, expect, it } from "vitest";
import { dossierTabs } from "./dossier-values.ts";

const t = (en: string) => ({ en, fr: en });
const text = (title: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: "string",
  widget: "text",
  title: t(title),
  ...extra,
});

const schema: FormSchema = {
  id: "test",
  version: "1",
  tabs: [
    {
      id: "studies",
      title: t("Studies"),
      fieldsets: [{ id: "main", fields: ["help", "field", "field_other", "cvec", "stays"] }],
    },
    { id: "result", title: t("Result"), fieldsets: [{ id: "decision", fields: ["admis"] }] },
  ],
  fields: {
    help: { type: "string", widget: "helptext", title: t("Help") },
    field: text("Field of study"),
    field_other: text("Other field", { visibleIf: { field: ["ot"] } }),
    cvec: text("CVEC number", { visibleIf: { show_doc_non_cve: ["N"] } }),
    admis: text("Decision", { widget: "hidden" }),
    stays: {
      type: "array",
      widget: "text",
      title: t("Stays"),
      items: {
        order: ["country", "note"],
        fields: { country: text("Country"), note: text("Note") },
      },
    },
  },
};

const fieldIds = (values: Record<string, unknown>) =>
  dossierTabs(schema, values).map((tab) => ({
    tab: tab.id,
    entries: tab.sections.flatMap((section) => section.entries.map((entry) => entry.id)),
  }));

describe("dossierTabs", () => {
  it("keeps every tab, and only the answers a reader needs", () => {
    expect(fieldIds({ field: "ot", field_other: "Robotics", cvec: "", admis: "O" })).toEqual([
      { tab: "studies", entries: ["field", "field_other"] },
      { tab: "result", entries: [] },
    ]);
  });

  it("leaves out an answer the candidate's own choices made moot", () => {
    expect(fieldIds({ field: "maths", field_other: "Robotics" })[0].entries).toEqual(["field"]);
  });

  it("shows staff a field gated by a display flag the server derives", () => {
    expect(fieldIds({ cvec: "CVEC-123" })[0].entries).toEqual(["cvec"]);
  });

  it("makes a list a table without the columns empty on every line", () => {
    const [studies] = dossierTabs(schema, { stays: [{ country: "FR" }, { country: "DE", note: "" }] });
    const table = studies.sections[0].entries[0];
    expect(table.kind).toBe("table");
    if (table.kind !== "table") return;
    expect(table.columns.map((column) => column.id)).toEqual(["country"]);
    expect(table.rows.map((cells) => cells.map((cell) => cell.value))).toEqual([["FR"], ["DE"]]);
  });
});
