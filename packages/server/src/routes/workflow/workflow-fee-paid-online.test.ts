import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { signPaymentBody } from "../payment/payment-signature.ts";
import { seedAnswer, validApplication, validate } from "./workflow-test-kit.ts";

/*
 * Why: a candidate paid the 100 € application fee on the payment page; the office saw it paid and
 * the home stopped asking for it, but the validation still refused "proof of payment is missing".
 * A fee recorded as paid (online, by a transfer the office recorded, or waived) is its own proof.
 */
describe("PUT /ws/validateapplication/:login after the fee was paid", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const withoutProof = () => {
    const values = validApplication();
    delete values.proof_of_payment;
    return values;
  };

  /** Starts the fee's payment page and pays it through the signed notification. */
  async function payOnline(login: string, token: string) {
    const started = await call(t.app, { url: `/ws/payment/${login}/application_fee`, token });
    expect(started.statusCode).toBe(200);
    const raw = JSON.stringify({
      notificationId: `fee-${login}`,
      reference: started.json().reference,
      nature: "application_fee",
      amount: 100,
      paidAt: "2026-03-02T09:00:00Z",
    });
    const paid = await t.app.inject({
      method: "POST",
      url: "/ws/payment/notify",
      headers: {
        "content-type": "application/json",
        "x-payment-signature": signPaymentBody(t.config.paymentSecret, raw),
      },
      payload: raw,
    });
    expect(paid.statusCode).toBe(200);
  }

  it("still asks an unpaid candidate for the proof of payment", async () => {
    const bob = await buildCandidate(t.app);
    await seedAnswer(t.app, bob, withoutProof());
    const res = await validate(t.app, bob, "validateapplication");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Proof of payment is missing");
  });

  it("validates a candidate who paid the fee online, with no proof uploaded", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, withoutProof());
    await payOnline(ada.login, ada.token);
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.candidat_validation).toBe("O");
  });

  it("validates a candidate whose fee the office recorded as waived", async () => {
    const boss = await buildAdmin(t.app);
    const cy = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, cy, withoutProof());
    const waived = await call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${id}/payments`,
      token: boss.token,
      payload: { nature: "application_fee", amount: 0, method: "waiver", note: "Partner school" },
    });
    expect(waived.statusCode).toBe(201);
    expect((await validate(t.app, cy, "validateapplication")).statusCode).toBe(200);
  });
});
