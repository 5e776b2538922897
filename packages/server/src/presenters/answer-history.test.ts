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
/** The reasons catalogue's labels, as reasonLabeller gives them (an unknown code stays as it is). */
const REASONS: Record<string, Record<string, string>> = {
  en: { excellent_record: "Excellent academic record", unreadable: "The scan cannot be read" },
  fr: { excellent_record: "Excellent dossier académique", unreadable: "Le scan est illisible" },
};
const labeller = (locale: "en" | "fr") => (code: string | null) =>
  code === null ? null : (REASONS[locale]![code] ?? code);
const present = (events: AnswerEventRow[], juryEvents: JuryEventRow[] = [], locale: "en" | "fr" = "en") =>
  presentHistory({
    schema: candform,
    events,
    juryEvents,
    juryLabel: "MSc jury",
    // The fifth line of the documents list is a transcript of records.
    data: { typeformation: "MSC", docs: [{}, {}, {}, {}, { type_doc: "transcript" }] },
    ctx: { locale, lookupLabel: (path, code) => (path === "pays" && code === "FR" ? "France" : undefined) },
    reasons: { motivation: labeller(locale), document: labeller(locale) },
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
      "MSc jury\u00a0: résultats d'admission retirés",
      "Modification enregistrée (imported)",
    ]);
    expect(lines[0]!.changes).toEqual([
      { field: "resultats_publies", label: "Résultats d'admission publiés", before: "Oui", after: "Non" },
    ]);
  });
});

describe("presentHistory, the office's lines in staff wording", () => {
  /** Intl writes French amounts with narrow no-break spaces; the tests read them as spaces. */
  const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;
  const decision = event({
    kind: "decision",
    fields: ["admis", "decision_motivation", "decision_motivation_visible", "decisionbourse", "montant_ins"],
    changes: {
      admis: { before: "-", after: "O" },
      decision_motivation: { before: null, after: "excellent_record" },
      decision_motivation_visible: { before: "N", after: "O" },
      decisionbourse: { before: null, after: "--" },
      montant_ins: { before: null, after: 1200 },
      waiting_rank: { before: 3, after: null },
    },
  });

  it("reads a decision's values in staff wording, not codes, in English", () => {
    const [line] = present([decision]);
    expect(line!.summary).toBe("Decision recorded");
    const shown = Object.fromEntries(line!.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(shown).toEqual({
      admis: ["No decision", "Admitted"],
      decision_motivation: [null, "Excellent academic record"],
      decision_motivation_visible: ["No", "Yes"],
      decisionbourse: [null, "No scholarship decision"],
      montant_ins: [null, "€1,200.00"],
      waiting_rank: ["3", null],
    });
  });

  it("reads a decision's values in French, and names bulk changes and imports", () => {
    const lines = present(
      [
        decision,
        event({ kind: "bulk-decision", changes: { decisionbourse: { before: "NA", after: "ASO" } } }),
        event({ kind: "import-decision", changes: { admis: { before: "O", after: "L" } } }),
      ],
      [],
      "fr",
    );
    expect(lines.map((l) => l.summary)).toEqual([
      "Décision enregistrée",
      "Décision modifiée en lot",
      "Décision importée d'un fichier",
    ]);
    const shown = Object.fromEntries(lines[0]!.changes.map((c) => [c.field, spaced(c.after)]));
    expect(shown).toMatchObject({
      decision_motivation: "Excellent dossier académique",
      decision_motivation_visible: "Oui",
      decisionbourse: "Pas de décision de bourse",
      montant_ins: "1 200,00 €",
    });
    expect(lines[0]!.changes.find((c) => c.field === "admis")).toMatchObject({
      before: "Pas de décision",
      after: "Admis",
    });
    expect(lines[1]!.changes[0]).toMatchObject({ before: "Pas de bourse attribuée", after: "Bourse ASO" });
    expect(lines[2]!.changes[0]).toMatchObject({ before: "Admis", after: "Liste d'attente" });
  });

  const payment = (method: string, nature: string, cents: number, extra: Record<string, unknown> = {}) =>
    event({
      kind: "payment",
      actor_login: method === "card" ? "payment-site" : "office@example.org",
      changes: Object.fromEntries(
        Object.entries({
          nature,
          instalment: null,
          amount_cents: cents,
          method,
          note: null,
          ...extra,
        }).map(([fact, after]) => [`payment.${fact}`, { before: null, after }]),
      ),
    });

  it("says how a payment came, what for and how much, in both languages", () => {
    const card = payment("card", "down_payment", 120000, { instalment: 2 });
    const byHand = payment("transfer", "application_fee", 10000, { note: "Bank ref 42" });
    expect(present([card, byHand]).map((l) => l.summary)).toEqual([
      "Payment received by card: Down payment, €1,200.00",
      "Payment recorded by hand (bank transfer): Application fee, €100.00",
    ]);
    expect(present([card, byHand], [], "fr").map((l) => spaced(l.summary))).toEqual([
      "Paiement reçu par carte : Acompte, 1 200,00 €",
      "Paiement saisi à la main (virement) : Frais de candidature, 100,00 €",
    ]);
    expect(present([byHand])[0]!.changes).toEqual([
      { field: "payment.nature", label: "Payment", before: null, after: "Application fee" },
      { field: "payment.amount_cents", label: "Amount", before: null, after: "€100.00" },
      { field: "payment.method", label: "Method", before: null, after: "bank transfer" },
      { field: "payment.note", label: "Note", before: null, after: "Bank ref 42" },
    ]);
    expect(present([card])[0]!.changes.find((c) => c.field === "payment.instalment")?.after).toBe("2");
  });

  it("words a payment recorded before its facts were kept", () => {
    expect(present([event({ kind: "payment" })])[0]!.summary).toBe("Payment recorded");
  });

  it("names a reviewed document by its type and its reason by the catalogue's label", () => {
    const review = event({
      kind: "document-review",
      fields: ["docs.4.doc_file"],
      changes: {
        "document.status": { before: "to_check", after: "refused" },
        "document.reason": { before: null, after: "unreadable" },
        "document.comment": { before: null, after: "Page 2 is missing" },
      },
    });
    const [en] = present([review]);
    expect(en!.summary).toBe("Document reviewed: Documents · Transcript of records — Refused");
    expect(en!.changes.find((c) => c.field === "document.reason")).toEqual({
      field: "document.reason",
      label: "Reason",
      before: null,
      after: "The scan cannot be read",
    });
    const [fr] = present([review], [], "fr");
    expect(fr!.summary).toBe("Pièce examinée\u00a0: Documents · Relevé de notes — Refusée");
    expect(fr!.changes.find((c) => c.field === "document.reason")?.after).toBe("Le scan est illisible");
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
