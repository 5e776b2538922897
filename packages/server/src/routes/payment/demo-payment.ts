import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { translate } from "@portal/domain/i18n/index";
import { instalmentCents, toCents, toEuros } from "@portal/domain/workflow/payment-status";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import type { Database } from "../../db/database.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { renderPayForm, renderPayOutcome, type PayFormInput } from "./pay-form.ts";
import { signPaymentBody, SIGNATURE_HEADER } from "./payment-signature.ts";

/**
 * Records what the candidate is about to pay and returns its reference: random, URL-safe, 144 bits
 * (unguessable, so a notification cannot be aimed at someone else's request by guessing).
 */
export async function createPaymentRequest(
  db: Database,
  answerId: number,
  nature: PaymentKind,
  euros: number,
  instalments: 1 | 3,
): Promise<string> {
  const reference = crypto.randomBytes(18).toString("base64url");
  await db
    .insertInto("payment_requests")
    .values({ reference, answer_id: answerId, nature, amount_cents: toCents(euros), instalments })
    .execute();
  return reference;
}

/** Whether the portal's own page is the payment site (the default PAYMENT_URL): only then may it "pay". */
const demoEnabled = (app: FastifyInstance) => app.config.paymentUrl === `${app.config.publicUrl}/pay`;

/** What the next press of "Pay" pays for this reference: the whole, the next instalment, or nothing left. */
async function nextPayment(db: Database, reference: string): Promise<PayFormInput | "all-paid" | null> {
  const wanted = await db
    .selectFrom("payment_requests")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!wanted) return null;
  const paid = await db
    .selectFrom("payments")
    .select(db.fn.countAll<number>().as("n"))
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const next = Number(paid.n) + 1;
  if (next > wanted.instalments) return "all-paid";
  return {
    reference,
    amount: toEuros(instalmentCents(wanted.amount_cents, wanted.instalments, next)),
    instalment: wanted.instalments > 1 ? next : null,
    instalments: wanted.instalments,
  };
}

/** The "Pay" form shown on /pay for a reference ("" without one, or when another site takes payments). */
export async function payFormFor(app: FastifyInstance, reference: string | null): Promise<string> {
  if (!reference || !demoEnabled(app)) return "";
  const next = await nextPayment(app.db, reference);
  return next === null ? "" : renderPayForm(next);
}

const completeSchema = {
  tags: ["payment"],
  summary: "Local demonstration payment: pays the reference (signed notification through the real route)",
  description:
    "Form post from /pay. Builds the notification the payment site would send (new notificationId), signs it with " +
    "PAYMENT_SECRET and posts it to /ws/payment/notify, then shows “Payment accepted” or the refusal with a link " +
    "back to the portal. Refused (403 page) when PAYMENT_URL is another site.",
  consumes: ["application/x-www-form-urlencoded"],
  body: Type.Object({
    reference: Type.String({ minLength: 1, maxLength: 100 }),
    instalment: Type.Optional(Type.String({ pattern: "^[1-3]$" })),
  }),
};

/** POST /pay/complete, public like /pay: the demonstration page's "Pay" button. */
export async function demoPaymentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const backUrl = `${app.config.publicUrl}/form/${app.config.formId}`;

  app.post(
    "/pay/complete",
    // A plain form cannot send the anti-forgery header; the page only acts in demonstration mode.
    { schema: completeSchema, config: { xsrfExempt: true } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const html = (status: number, accepted: boolean, reason: string | null) =>
        reply
          .status(status)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(renderPayOutcome(accepted, reason, backUrl));
      if (!demoEnabled(app)) return html(403, false, translate(locale, "paymentRecords.page.disabled"));
      const { reference } = request.body;
      const wanted = await app.db
        .selectFrom("payment_requests")
        .select(["nature", "amount_cents", "instalments"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      const instalment = request.body.instalment ? Number(request.body.instalment) : null;
      const cents = wanted ? instalmentCents(wanted.amount_cents, wanted.instalments, instalment ?? 1) : 0;
      // The notification the payment site would send, through the same route and checks.
      const raw = JSON.stringify({
        notificationId: `demo-${crypto.randomUUID()}`,
        reference,
        nature: wanted?.nature ?? "application_fee",
        ...(instalment === null ? {} : { instalment }),
        amount: toEuros(cents),
        paidAt: new Date().toISOString(),
      });
      const res = await app.inject({
        method: "POST",
        url: "/ws/payment/notify",
        headers: {
          "content-type": "application/json",
          "accept-language": locale,
          [SIGNATURE_HEADER]: signPaymentBody(app.config.paymentSecret, raw),
        },
        payload: raw,
      });
      if (res.statusCode === 200) return html(200, true, null);
      const reason = (res.json() as { message?: string }).message ?? null;
      return html(res.statusCode, false, reason);
    },
  );
}
