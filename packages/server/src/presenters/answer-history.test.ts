import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { changesBetween } from "../queries/answer-changes.ts";
import type { AnswerEventRow, JuryEventRow } from "../queries/answer-history.ts";
import { historyLookupCodes, presentHistory } from "./answer-history.ts";

const at = (iso: string) => new Date(iso);
const event = (overrides: Partial<AnswerEventRow>): AnswerEventRow => ({
  id: 1,
  actor_login: "staff@example.org",
  kind: "save-tab",
  fields: [],
  changes: null,
  created_at: at("2026-01-02T10:00:00Z"),
  ...overrides,
});
const present = (events: AnswerEventRow[], juryEvents: JuryEventRow[] = [], locale: "en" | "fr" = "en") =>
  presentHistory({
    schema: candform,
    events,
    juryEvents,
    juryLabel: "MSc jury",
    data: { typeformation: "MSC" },
    ctx: { locale, lookupLabel: (path, code) => (path === "pays" && code === "FR" ? "France" : undefined) },
  });

describe("presentHistory", () => {
  it("cuts a long text, and shows an empty value as null", () => {
    const long = "word ".repeat(200);
    const [line] = present([event({ changes: { familyName: { before: "", after: long } } })]);
    const change = line!.changes[0]!;
    expect(change.before).toBeNull();
    expect(change.after!.length).toBeLessThanOrEqual(300);
    expect(change.after!.endsWith("…")).toBe(true);
  });

  it("shows a list as its numbered lines with option labels and file names, never the stored JSON", () => {
    const file = JSON.stringify({ name: "cv.pdf", generated_name: "a".repeat(32), upload_date: 1 });
    const [line] = present([
      event({ changes: { docs: { before: null, after: [{ type_doc: "cv", doc_file: file }] } } }),
    ]);
    expect(line!.changes[0]).toMatchObject({ field: "docs", label: "Documents", before: null });
    expect(line!.changes[0]!.after).toMatch(/^1\. Type of document: Curriculum vitae, .+: cv\.pdf$/);
    expect(line!.changes[0]!.after).toContain("cv.pdf");
    expect(line!.changes[0]!.after).not.toContain("generated_name");
  });

  it("labels lookup codes through the loaded labels, and asks for them first", () => {
    const events = [event({ changes: { country: { before: null, after: "FR" } } })];
    expect(historyLookupCodes(candform, events, {})).toContainEqual({ path: "pays", code: "FR" });
    expect(present(events)[0]!.changes[0]!.after).toBe("France");
  });

  it("words an unknown kind as a recorded change, and a withdrawal of the jury's results", () => {
    const lines = present(
      [event({ kind: "imported", created_at: at("2026-01-01T00:00:00Z") })],
      [
        {
          id: 1,
          actor_login: "boss@example.org",
          before: { resultats_publies: true, resultats_brs_publies: false },
          after: { resultats_publies: false, resultats_brs_publies: false },
          created_at: at("2026-01-03T00:00:00Z"),
        },
      ],
      "fr",
    );
    expect(lines.map((l) => l.summary)).toEqual([
      "Jury MSc jury : résultats d'admission retirés",
      "Modification enregistrée (imported)",
    ]);
    expect(lines[0]!.changes).toEqual([
      { field: "resultats_publies", label: "Résultats d'admission publiés", before: "Oui", after: "Non" },
    ]);
  });
});

describe("changesBetween", () => {
  it("ignores the order of keys jsonb gives back, and records added and removed fields", () => {
    const before = { docs: [{ type_doc: "cv", doc_file: "x" }], city: "Toulouse", gone: "1" };
    const after = { docs: [{ doc_file: "x", type_doc: "cv" }], city: "Paris", added: true };
    expect(changesBetween(before, after)).toEqual({
      city: { before: "Toulouse", after: "Paris" },
      gone: { before: "1", after: null },
      added: { before: null, after: true },
    });
  });
});
