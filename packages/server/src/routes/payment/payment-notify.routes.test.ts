import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  completeRegistration,
  readyForTuition,
  seedAnswer,
  seedJury,
} from "../workflow/workflow-test-kit.ts";
import { signPaymentBody } from "./payment-signature.ts";

/** POST /ws/payment/notify as the payment site would: no cookie, no session, the body signed. */
function notify(t: TestApp, body: Record<string, unknown>, signature?: string | null, locale = "en") {
  const raw = JSON.stringify(body);
  const sig = signature === undefined ? signPaymentBody(t.config.paymentSecret, raw) : signature;
  return t.app.inject({
    method: "POST",
    url: "/ws/payment/notify",
    headers: {
      "content-type": "application/json",
      "accept-language": locale,
      ...(sig === null ? {} : { "x-payment-signature": sig }),
    },
    payload: raw,
  });
}

/** Asks for the payment page (which creates the request) and returns its reference. */
async function referenceFor(t: TestApp, user: BuiltUser, kind: string, query = "") {
  const res = await call(t.app, { url: `/ws/payment/${user.login}/${kind}${query}`, token: user.token });
  expect(res.statusCode).toBe(200);
  const { reference, url } = res.json();
  expect(new URL(url).searchParams.get("reference")).toBe(reference);
  return reference as string;
}

const countPayments = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /ws/payment/notify", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let answerId: number;
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { published: true });
    ada = await buildCandidate(t.app);
    answerId = await seedAnswer(t.app, ada, completeRegistration());
    reference = await referenceFor(t, ada, "down_payment");
  });
  afterAll(async () => t.close());

  const good = () => ({
    notificationId: "n-1",
    reference,
    nature: "down_payment",
    amount: 1200,
    paidAt: "2026-06-01T10:00:00Z",
  });

  it("records the payment request with an unguessable reference (≥128 bits, URL-safe)", async () => {
    expect(reference).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const row = await t.app.db
      .selectFrom("payment_requests")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      answer_id: answerId,
      nature: "down_payment",
      amount_cents: 120000,
      instalments: 1,
    });
  });

  it.each([
    ["a missing signature", null, 401, "The notification is not signed"],
    ["a wrong signature", `sha256=${"0".repeat(64)}`, 401, "does not match its body"],
  ])("refuses %s (401) and records nothing", async (_, signature, status, text) => {
    const res = await notify(t, good(), signature);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(text);
    expect(await countPayments(t)).toBe(0);
  });

  it("refuses a body changed after signing (the HMAC is over the raw bytes)", async () => {
    const signed = signPaymentBody(t.config.paymentSecret, JSON.stringify(good()));
    const res = await notify(t, { ...good(), amount: 1 }, signed);
    expect(res.statusCode).toBe(401);
    expect(await countPayments(t)).toBe(0);
  });

  it("refuses an unknown reference (404), a wrong amount or nature (400), in the caller's language", async () => {
    const unknown = await notify(t, { ...good(), reference: "nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No payment was requested with the reference nope");
    const amount = await notify(t, { ...good(), amount: 1100 }, undefined, "fr");
    expect(amount.statusCode).toBe(400);
    expect(amount.json().message).toBe("Le montant de ce paiement doit être 1200 €, pas 1100 €");
    const nature = await notify(t, { ...good(), nature: "tuition" });
    expect(nature.statusCode).toBe(400);
    expect(nature.json().message).toContain("is for the Down payment");
    expect(await countPayments(t)).toBe(0);
  });

  it("records a good notification: the card payment, a history line, the facts' payment status", async () => {
    const res = await notify(t, good());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: "OK", paymentId: expect.any(Number) });
    const payment = await t.app.db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      answer_id: answerId,
      reference,
      nature: "down_payment",
      amount_cents: 120000,
      method: "card",
      instalment: null,
      notification_id: "n-1",
    });
    const event = await t.app.db
      .selectFrom("answer_events")
      .select(["kind", "actor_login"])
      .where("answer_id", "=", answerId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ kind: "payment", actor_login: "payment-site" });
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select("payment_status")
      .where("answer_id", "=", answerId)
      .executeTakeFirstOrThrow();
    // The application fee is still outstanding.
    expect(facts.payment_status).toBe("partly");
  });

  it("refuses a replay (409): the same notification, or another one for the same reference", async () => {
    expect((await notify(t, good())).statusCode).toBe(409);
    const again = await notify(t, { ...good(), notificationId: "n-2" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already been recorded");
    expect(await countPayments(t)).toBe(1);
  });

  it("takes tuition in three instalments that add up to montant_ins, each once", async () => {
    const bob = await buildCandidate(t.app);
    await seedAnswer(t.app, bob, readyForTuition({ montant_ins: 9500.5 }));
    const ref = await referenceFor(t, bob, "tuition", "?paiement3x=1");
    const base = { reference: ref, nature: "tuition", paidAt: "2026-07-01T10:00:00Z" };
    expect((await notify(t, { ...base, notificationId: "t-0", amount: 3166.83 })).statusCode).toBe(400);
    const amounts = [3166.83, 3166.83, 3166.84];
    for (const [i, amount] of amounts.entries()) {
      const res = await notify(t, { ...base, notificationId: `t-${i + 1}`, instalment: i + 1, amount });
      expect(res.statusCode).toBe(200);
    }
    const dup = await notify(t, { ...base, notificationId: "t-9", instalment: 2, amount: 3166.83 });
    expect(dup.statusCode).toBe(409);
  });
});

describe("GET /pay and POST /pay/complete (demonstration payment)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { published: true });
  });
  afterAll(async () => t.close());

  it("shows a Pay form for the reference, pays through the signed notification, then shows it paid", async () => {
    const ada = await buildCandidate(t.app);
    const answerId = await seedAnswer(t.app, ada, completeRegistration());
    const { url } = (
      await call(t.app, { url: `/ws/payment/${ada.login}/down_payment`, token: ada.token })
    ).json();
    const target = new URL(url);
    const page = await t.app.inject({ url: `${target.pathname}${target.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<form method="post" action="/pay/complete"');
    expect(page.body).toContain("Pay 1200 € / Payer 1200 €");
    const reference = target.searchParams.get("reference")!;

    // A plain HTML form post: no anti-forgery header, no session.
    const pay = () =>
      t.app.inject({
        method: "POST",
        url: "/pay/complete",
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "fr" },
        payload: new URLSearchParams({ reference }).toString(),
      });
    const done = await pay();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Payment accepted / Paiement accepté");
    expect(done.body).toContain(
      '<a href="http://localhost:8080/form/candform">Back to the portal / Retour au portail</a>',
    );
    const payments = await t.app.db
      .selectFrom("payments")
      .selectAll()
      .where("answer_id", "=", answerId)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: "card", amount_cents: 120000, reference });
    expect(payments[0].notification_id).toMatch(/^demo-/);

    const twice = await pay();
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("Payment refused / Paiement refusé");
    expect(twice.body).toContain("Ce paiement est déjà enregistré");
    expect((await t.app.inject({ url: `${target.pathname}${target.search}` })).body).toContain(
      "Every instalment of this payment has been paid.",
    );
  });

  it("offers tuition in three instalments one at a time", async () => {
    const bob = await buildCandidate(t.app);
    await seedAnswer(t.app, bob, readyForTuition({ montant_ins: 9000 }));
    const { url } = (
      await call(t.app, { url: `/ws/payment/${bob.login}/tuition?paiement3x=1`, token: bob.token })
    ).json();
    const target = new URL(url);
    const page = await t.app.inject({ url: `${target.pathname}${target.search}` });
    expect(page.body).toContain("Pay instalment 1 of 3 (3000 €)");
    const reference = target.searchParams.get("reference")!;
    const res = await t.app.inject({
      method: "POST",
      url: "/pay/complete",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `reference=${encodeURIComponent(reference)}&instalment=1`,
    });
    expect(res.body).toContain("Payment accepted");
    expect((await t.app.inject({ url: `${target.pathname}${target.search}` })).body).toContain(
      "Pay instalment 2 of 3 (3000 €)",
    );
  });

  it("does not pay when another payment site is configured", async () => {
    const other = await createTestApp({ PAYMENT_URL: "https://pay.example.org/checkout" });
    try {
      const res = await other.app.inject({
        method: "POST",
        url: "/pay/complete",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "reference=abc",
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain("The demonstration payment is off");
    } finally {
      await other.close();
    }
  });
});
