import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../../../test/files-kit.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { recordPayment } from "../../commands/payment-recorder.ts";
import { DECIDABLE, patchAnswer, putDecision } from "../decisions/decision-kit.ts";
import { buildDossierCast, uploadTo, type DossierCast } from "./dossier-test-kit.ts";

/** A line of the history, as the route sends it. */
interface Line {
  kind: string;
  summary: string;
  changes: { field: string; label: string; before: string | null; after: string | null }[];
}

/** Intl writes French amounts with narrow no-break spaces; the tests read them as spaces. */
const spaced = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

// The office's own lines (decision, document review, payments) once read as codes or "Change
// recorded (payment)": the route must load the catalogue's labels and present them in staff wording.
describe("GET /ws/admin/answers/{id}/history: the office's lines", () => {
  let t: TestApp;
  let cast: DossierCast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    const generatedName = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "doc_file",
      filename: "transcript.pdf",
      content: pdfBytes(2048),
      type: "application/pdf",
      path: "docs.0.doc_file",
      extra: { type_doc: "transcript" },
    });
    await patchAnswer(t.app, cast.answerId, DECIDABLE);
    const reviewed = await call(t.app, {
      method: "PUT",
      url: `/ws/admin/answers/${cast.answerId}/documents/${generatedName}`,
      token: cast.admin.token,
      payload: { status: "refused", reason: "illegible", comment: "Page 2 is missing" },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const decided = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "O",
      motivation: "excellent_record",
      motivationVisible: true,
      decisionbourse: "CEDAR",
      montant_ins: 1200,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const paid = await call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${cast.answerId}/payments`,
      token: cast.admin.token,
      payload: { nature: "application_fee", amount: 100, method: "transfer", note: "Bank ref 42" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // A card payment arrives through the payment site's notification, which records it so.
    await t.app.db.transaction().execute((trx) =>
      recordPayment(trx, {
        answerId: cast.answerId,
        nature: "down_payment",
        instalment: null,
        amountCents: 120000,
        method: "card",
        paidAt: new Date(),
        note: null,
        reference: null,
        notificationId: "n-1",
        actorLogin: "payment-site",
        recordedBy: null,
      }),
    );
  });
  afterAll(async () => t.close());

  const history = async (lang: "en" | "fr") => {
    const res = await call(t.app, {
      url: `/ws/admin/answers/${cast.answerId}/history?lang=${lang}`,
      token: cast.reviewer.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Line[];
  };
  const after = (line: Line | undefined, field: string) =>
    spaced(line?.changes.find((c) => c.field === field)?.after);

  it("reads the decision in staff wording: labels of the decision, motivation and scholarship, the amount in euros", async () => {
    const en = (await history("en")).find((l) => l.kind === "decision");
    expect(en?.summary).toBe("Decision recorded");
    expect(en?.changes.find((c) => c.field === "admis")).toMatchObject({
      before: "No decision",
      after: "Admitted",
    });
    expect(after(en, "decision_motivation")).toBe("Excellent academic record");
    expect(after(en, "decision_motivation_visible")).toBe("Yes");
    expect(after(en, "decisionbourse")).toBe("CEDAR scholarship");
    expect(after(en, "montant_ins")).toBe("€1,200.00");
    const fr = (await history("fr")).find((l) => l.kind === "decision");
    expect(fr?.summary).toBe("Décision enregistrée");
    expect(after(fr, "admis")).toBe("Admis");
    expect(after(fr, "decision_motivation")).toBe("Excellent dossier académique");
    expect(after(fr, "montant_ins")).toBe("1 200,00 €");
  });

  it("names the reviewed document by its type and the reason by its label", async () => {
    const en = (await history("en")).find((l) => l.kind === "document-review");
    expect(en?.summary).toBe("Document reviewed: Documents · Transcript of records — Refused");
    expect(after(en, "document.reason")).toBe("The document is illegible or incomplete");
    const fr = (await history("fr")).find((l) => l.kind === "document-review");
    expect(fr?.summary).toBe("Pièce examinée\u00a0: Documents · Relevé de notes — Refusée");
    expect(after(fr, "document.reason")).toBe("Le document est illisible ou incomplet");
  });

  it("says how each payment came, what for and how much", async () => {
    const summaries = async (lang: "en" | "fr") =>
      (await history(lang)).filter((l) => l.kind === "payment").map((l) => spaced(l.summary));
    expect(await summaries("en")).toEqual([
      "Payment received by card: Down payment, €1,200.00",
      "Payment recorded by hand (bank transfer): Application fee, €100.00",
    ]);
    expect(await summaries("fr")).toEqual([
      "Paiement reçu par carte : Acompte, 1 200,00 €",
      "Paiement saisi à la main (virement) : Frais de candidature, 100,00 €",
    ]);
  });
});
