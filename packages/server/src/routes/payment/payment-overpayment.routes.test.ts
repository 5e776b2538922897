import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { readyForTuition, seedAnswer, seedJury } from "../workflow/workflow-test-kit.ts";
import { signPaymentBody } from "./payment-signature.ts";

/*
 * Why: a candidate paid the tuition in full, the pay buttons stayed, and a second card payment went
 * through (12,400 € received for 6,200 € due, shown as "Paid"). Nothing can be started once nothing
 * is due; a second window already open still pays (the money was taken) and the office sees an
 * overpayment to refund, which an administrator records.
 */

/** The payment site's signed notification. */
function notify(t: TestApp, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: "POST",
    url: "/ws/payment/notify",
    headers: {
      "content-type": "application/json",
      "x-payment-signature": signPaymentBody(t.config.paymentSecret, raw),
    },
    payload: raw,
  });
}

describe("tuition paid twice", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let adaId: number;
  let boss: BuiltUser;
  let reviewer: BuiltUser;
  const tuition = 6200;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    ada = await buildCandidate(t.app);
    adaId = await seedAnswer(t.app, ada, readyForTuition({ montant_ins: tuition }));
    boss = await buildAdmin(t.app);
    reviewer = await buildReviewer(t.app, ["JURY_MSC"]);
  });
  afterAll(async () => t.close());

  const start = (user: BuiltUser, locale = "en") =>
    call(t.app, {
      url: `/ws/payment/${ada.login}/tuition`,
      token: user.token,
      headers: { "accept-language": locale },
    });
  const staffPayments = async () =>
    (await call(t.app, { url: `/ws/admin/answers/${adaId}/payments`, token: boss.token })).json();
  const record = (user: BuiltUser, body: Record<string, unknown>) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${adaId}/payments`,
      token: user.token,
      payload: body,
    });

  let first: string;
  let second: string;

  it("starts the payment page for what is due, computed by the server", async () => {
    // Two windows opened before either is paid: both are handed the full amount.
    const one = await start(ada);
    const two = await start(ada);
    expect(one.statusCode).toBe(200);
    expect(one.json().amount).toBe(tuition);
    expect(new URL(one.json().url).searchParams.get("montant")).toBe(String(tuition));
    first = one.json().reference;
    second = two.json().reference;
  });

  it("refuses to start a payment once the tuition is paid in full (409, in the reader's language)", async () => {
    const paid = await notify(t, {
      notificationId: "tuition-1",
      reference: first,
      nature: "tuition",
      amount: tuition,
      paidAt: "2026-07-01T10:00:00Z",
    });
    expect(paid.statusCode).toBe(200);
    const again = await start(ada);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "WRONG_STATE",
      message: "The tuition fees are already paid in full: there is nothing left to pay.",
    });
    const fr = await start(ada, "fr");
    expect(fr.statusCode).toBe(409);
    expect(fr.json().message).toContain("déjà intégralement payés");
  });

  it("records the second window's payment and shows the office an overpayment to refund", async () => {
    const late = await notify(t, {
      notificationId: "tuition-2",
      reference: second,
      nature: "tuition",
      amount: tuition,
      paidAt: "2026-07-01T10:05:00Z",
    });
    expect(late.statusCode).toBe(200);
    const body = await staffPayments();
    expect(body.status).toBe("overpaid");
    expect(body.due.find((d: { nature: string }) => d.nature === "tuition")).toMatchObject({
      amount: tuition,
      paid: 2 * tuition,
      outstanding: 0,
      overpaid: tuition,
      status: "overpaid",
    });
    const found = await call(t.app, {
      url: "/ws/admin/applications",
      query: { payment: "overpaid" },
      token: boss.token,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((i: { login: string }) => i.login)).toEqual([ada.login]);
  });

  it("refuses a refund to a reviewer and to the candidate (403), records nothing", async () => {
    const refund = { nature: "tuition", amount: tuition, method: "refund", note: "Paid twice" };
    expect((await record(reviewer, refund)).statusCode).toBe(403);
    expect((await record(ada, refund)).statusCode).toBe(403);
    expect((await record(reviewer, { ...refund, method: "transfer" })).statusCode).toBe(403);
    expect((await staffPayments()).status).toBe("overpaid");
  });

  it("refuses a refund of more than was paid (400)", async () => {
    const res = await record(boss, { nature: "tuition", amount: 3 * tuition, method: "refund", note: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("12,400.00");
  });

  it("records an administrator's refund: paid again, and a refund line in the history", async () => {
    const res = await record(boss, {
      nature: "tuition",
      amount: tuition,
      method: "refund",
      note: "Second card payment refunded",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({ method: "refund", amount: tuition, recordedBy: boss.login });
    const body = await staffPayments();
    // No longer overpaid; partly: this seed has not paid its application fee and down payment.
    expect(body.status).toBe("partly");
    expect(body.due.find((d: { nature: string }) => d.nature === "tuition")).toMatchObject({
      paid: tuition,
      overpaid: 0,
      status: "paid",
    });
    const history = await call(t.app, {
      url: `/ws/admin/answers/${adaId}/history`,
      query: { lang: "en" },
      token: boss.token,
    });
    const lines = history.json().items as { kind: string; summary: string }[];
    expect(lines.find((l) => l.kind === "refund")?.summary).toBe("Refund recorded: Tuition fees, €6,200.00");
    const none = await call(t.app, {
      url: "/ws/admin/applications",
      query: { payment: "overpaid" },
      token: boss.token,
    });
    expect(none.json().items).toEqual([]);
  });
});
