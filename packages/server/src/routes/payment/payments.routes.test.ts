import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  completeRegistration,
  mailsTo,
  readyForTuition,
  seedAnswer,
  seedJury,
  validate,
} from "../workflow/workflow-test-kit.ts";

describe("payments of an application", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let adaId: number;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    ada = await buildCandidate(t.app);
    adaId = await seedAnswer(t.app, ada, completeRegistration());
    boss = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  const record = (user: BuiltUser, body: Record<string, unknown>, id = adaId) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/payments`,
      token: user.token,
      payload: body,
    });

  it("shows the candidate what is due and unpaid before any payment", async () => {
    const res = await call(t.app, {
      url: `/ws/form/candform/answer/${ada.login}/payments`,
      token: ada.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: "OK",
      payments: [],
      due: [
        {
          nature: "application_fee",
          label: "Application fee",
          amount: 100,
          paid: 0,
          waived: 0,
          outstanding: 100,
          overpaid: 0,
          status: "unpaid",
        },
        {
          nature: "down_payment",
          label: "Down payment",
          amount: 1200,
          paid: 0,
          waived: 0,
          outstanding: 1200,
          overpaid: 0,
          status: "unpaid",
        },
      ],
      status: "unpaid",
    });
  });

  it("lets an administrator record a transfer and a waiver; a reviewer may not (403)", async () => {
    const reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
    const refused = await record(reviewer, {
      nature: "application_fee",
      amount: 100,
      method: "transfer",
      note: "x",
    });
    expect(refused.statusCode).toBe(403);
    const bad = await record(boss, { nature: "down_payment", amount: 10.005, method: "transfer", note: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The amount must be 0 or more, in euros with at most 2 decimals");
    const transfer = await record(boss, {
      nature: "application_fee",
      amount: 100,
      method: "transfer",
      paidAt: "2026-05-02T09:00:00Z",
      note: "Bank transfer ref 4411",
    });
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json().payment).toMatchObject({
      nature: "application_fee",
      amount: 100,
      method: "transfer",
      paidAt: "2026-05-02T09:00:00.000Z",
      note: "Bank transfer ref 4411",
      recordedBy: boss.login,
      instalment: null,
    });
    const staffView = await call(t.app, {
      url: `/ws/admin/answers/${adaId}/payments`,
      token: reviewer.token,
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().status).toBe("partly");
    expect(staffView.json().payments).toHaveLength(1);

    const waiver = await record(boss, {
      nature: "down_payment",
      amount: 0,
      method: "waiver",
      note: "Jury decision",
    });
    expect(waiver.statusCode).toBe(201);
    const mine = await call(t.app, {
      url: `/ws/form/candform/answer/${ada.login}/payments`,
      token: ada.token,
    });
    expect(mine.json().status).toBe("paid");
    expect(mine.json().due[1]).toMatchObject({ nature: "down_payment", status: "waived", outstanding: 0 });
  });

  it("refuses another candidate and a reviewer of another jury (403)", async () => {
    const eve = await buildCandidate(t.app);
    const other = await buildReviewer(t.app, ["JURY_OTHER"]);
    for (const user of [eve, other]) {
      const res = await call(t.app, {
        url: `/ws/form/candform/answer/${ada.login}/payments`,
        token: user.token,
      });
      expect(res.statusCode).toBe(403);
    }
    const staff = await call(t.app, { url: `/ws/admin/answers/${adaId}/payments`, token: other.token });
    expect(staff.statusCode).toBe(403);
    expect(
      (await call(t.app, { url: `/ws/admin/answers/${adaId}/payments`, token: eve.token })).statusCode,
    ).toBe(403);
  });
});

describe("registration and tuition confirmations tell whether the payment was received", () => {
  let t: TestApp;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    boss = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  it("says the down payment is awaiting confirmation when none was received, in both languages' mail", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, completeRegistration());
    const res = await validate(t.app, ada, "validateregistration", { locale: "fr" });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      "Validation de l'inscription effectuée",
      "Acompte en attente de confirmation\u00a0: nous vous préviendrons dès sa réception.",
    ]);
    const [mail] = await mailsTo(t.app, ada.login);
    expect(mail.text).toContain("Down payment awaiting confirmation: we will tell you once it is received.");
    expect(mail.text).toContain("Acompte en attente de confirmation");
    expect(mail.text).not.toContain("Down payment received");
  });

  it("says the down payment was received once it was paid", async () => {
    const bob = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, bob, completeRegistration());
    const paid = await call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/payments`,
      token: boss.token,
      payload: { nature: "down_payment", amount: 1200, method: "transfer", note: "ref 1" },
    });
    expect(paid.statusCode).toBe(201);
    const res = await validate(t.app, bob, "validateregistration");
    expect(res.json().messages).toEqual(["Validation of registration done", "Down payment received."]);
    const [mail] = await mailsTo(t.app, bob.login);
    expect(mail.text).toContain("Down payment received.");
    expect(mail.text).toContain("Acompte reçu.");
  });

  it("says the tuition was received or is awaiting confirmation, and no longer claims it was paid", async () => {
    const cy = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, cy, readyForTuition({ montant_ins: 9000 }));
    await call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/payments`,
      token: boss.token,
      payload: { nature: "tuition", amount: 9000, method: "transfer", note: "ref 2" },
    });
    const received = await validate(t.app, cy, "validatetuition");
    expect(received.json().messages.at(-1)).toBe("Tuition payment received.");
    const dee = await buildCandidate(t.app);
    await seedAnswer(t.app, dee, readyForTuition({ montant_ins: 9000 }));
    const awaiting = await validate(t.app, dee, "validatetuition");
    expect(awaiting.json().messages.at(-1)).toBe(
      "Tuition payment awaiting confirmation: we will tell you once it is received.",
    );
    const [mail] = await mailsTo(t.app, dee.login);
    expect(mail.subject).toBe(
      "Your tuition fees step is complete / Votre étape des frais de scolarité est terminée",
    );
    expect(mail.text).toContain("Paiement des frais de scolarité en attente de confirmation");
    expect(mail.text).not.toMatch(/payment of your tuition fees is confirmed/i);
  });
});
