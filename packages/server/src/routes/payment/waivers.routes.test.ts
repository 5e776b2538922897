import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  readyForTuition,
  seedAnswer,
  seedJury,
  validApplication,
  validate,
} from "../workflow/workflow-test-kit.ts";

/** A line of the dossier's history, as the route sends it. */
type Line = {
  kind: string;
  summary: string;
  actor: string;
  changes: { field: string; label: string; after: string }[];
};

describe("POST /ws/admin/answers/{id}/waivers", () => {
  let t: TestApp;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    boss = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  const waive = (id: number, body: Record<string, unknown>, user = boss, lang = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/waivers`,
      token: user.token,
      payload: body,
      headers: { "accept-language": lang },
    });
  const payments = async (id: number) =>
    (await call(t.app, { url: `/ws/admin/answers/${id}/payments`, token: boss.token })).json();
  const history = async (id: number, lang = "en") =>
    (await call(t.app, { url: `/ws/admin/answers/${id}/history?lang=${lang}`, token: boss.token })).json()
      .items as Line[];
  const withoutProof = () => {
    const values = validApplication();
    delete values.proof_of_payment;
    return values;
  };

  it("waives the application fee: a waiver row with its reason, a history line, settled, validation without proof", async () => {
    const cy = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, cy, withoutProof());
    expect((await validate(t.app, cy, "validateapplication")).statusCode).toBe(400);

    const res = await waive(id, { nature: "application_fee", reason: "  Partner school agreement " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({
      nature: "application_fee",
      method: "waiver",
      amount: 100,
      note: "Partner school agreement",
      recordedBy: boss.login,
    });

    const after = await payments(id);
    expect(after.due[0]).toMatchObject({ status: "waived", waived: 100, paid: 0, outstanding: 0 });
    expect(after.status).toBe("paid");
    const line = (await history(id)).find((l) => l.kind === "waiver");
    expect(line?.summary).toBe("Fee waived: Application fee, €100.00");
    expect(line?.actor).toBe(boss.login);
    expect(line?.changes.find((c) => c.field === "payment.note")).toMatchObject({
      label: "Reason",
      after: "Partner school agreement",
    });
    const fr = (await history(id, "fr")).find((l) => l.kind === "waiver");
    expect(fr?.summary.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Paiement exonéré : Frais de candidature, 100,00 €",
    );

    // The candidate is no longer asked for a proof of payment, nor offered the payment page.
    expect((await validate(t.app, cy, "validateapplication")).statusCode).toBe(200);
  });

  it("waives part of the tuition, never more than is still due (400 saying how much is)", async () => {
    const dee = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, dee, readyForTuition({ montant_ins: 6000 }));
    const tooMuch = await waive(id, { nature: "tuition", amount: 6000.01, reason: "Hardship" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: "WAIVER_AMOUNT",
      message: "At most €6,000.00 is still due for “Tuition fees”: waive that much or less.",
    });
    const frTooMuch = await waive(id, { nature: "tuition", amount: 7000, reason: "Hardship" }, boss, "fr");
    expect(frTooMuch.json().message.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Il reste au plus 6 000,00 € dû",
    );

    const part = await waive(id, { nature: "tuition", amount: 1500, reason: "Hardship" });
    expect(part.statusCode, part.body).toBe(201);
    const tuition = (await payments(id)).due.find((d: { nature: string }) => d.nature === "tuition");
    expect(tuition).toMatchObject({ amount: 6000, waived: 1500, outstanding: 4500, status: "partly" });

    // The card payment is now started for what is left.
    const started = await call(t.app, { url: `/ws/payment/${dee.login}/tuition`, token: dee.token });
    expect(started.json().amount).toBe(4500);

    const again = await waive(id, { nature: "tuition", amount: 4500.5, reason: "More" });
    expect(again.statusCode).toBe(400);
    const rest = await waive(id, { nature: "tuition", reason: "The rest" });
    expect(rest.json().payment.amount).toBe(4500);
    const nothing = await waive(id, { nature: "tuition", reason: "Once more" });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe("WAIVER_NOTHING_DUE");
  });

  it("refuses a payment not due, no amount, a blank reason", async () => {
    const eve = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, eve, validApplication());
    const notDue = await waive(id, { nature: "tuition", reason: "x" });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toBe(
      "“Tuition fees” is not due on this application: there is nothing to waive.",
    );
    expect((await waive(id, { nature: "application_fee", amount: 0, reason: "x" })).statusCode).toBe(400);
    expect((await waive(id, { nature: "application_fee", reason: "   " })).statusCode).toBe(400);
    expect((await waive(id, { nature: "application_fee", amount: 10.005, reason: "x" })).statusCode).toBe(
      400,
    );
    expect((await payments(id)).payments).toEqual([]);
  });

  it("lets no reviewer, even of the application's jury, nor the candidate waive (403)", async () => {
    const fay = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, fay, validApplication());
    const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
    expect((await waive(id, { nature: "application_fee", reason: "x" }, reviewer)).statusCode).toBe(403);
    expect((await waive(id, { nature: "application_fee", reason: "x" }, fay)).statusCode).toBe(403);
    expect((await payments(id)).payments).toEqual([]);
  });
});
