import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { instalmentCents, toCents, toEuros } from "@portal/domain/workflow/payment-status";
import { recordPayment } from "../../commands/payment-recorder.ts";
import { AppError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { paymentNotifySchema } from "./payment-notify.schema.ts";
import { signatureMatches, SIGNATURE_HEADER } from "./payment-signature.ts";

/** Who a card payment is recorded by in the answer's history. */
export const PAYMENT_SITE_ACTOR = "payment-site";

/** The notifications' exact bytes: the signature is over them, not over a re-serialised object. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

const hasAtMostTwoDecimals = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

function refuse(code: "VALIDATION" | "NOT_FOUND" | "WRONG_STATE", locale: Locale, key: string, params = {}) {
  return new AppError(code, {}, translate(locale, key, params));
}

/**
 * POST /ws/payment/notify: the payment site tells the portal a payment was made against a reference
 * handed out by GET /ws/payment/{login}/{kind}. The HMAC is checked over the raw body before
 * anything else; every refusal records nothing; the payment, its history line and the refreshed
 * facts are written in one transaction, the request row locked so two deliveries cannot both pass.
 */
export async function paymentNotifyRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // This plugin's own JSON parser (Fastify encapsulation: other routes keep theirs) keeps the bytes.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          new AppError("BAD_REQUEST", {}, translate(requestLocale(request), "paymentRecords.body.invalid")),
        );
      }
    },
  );
  const secret = app.config.paymentSecret;

  app.post(
    "/ws/payment/notify",
    {
      schema: paymentNotifySchema,
      config: { xsrfExempt: true },
      // Before the body's schema: an unsigned call learns nothing about what a valid body is.
      preValidation: async (request) => {
        const locale = requestLocale(request);
        const header = request.headers[SIGNATURE_HEADER];
        if (typeof header !== "string" || header.trim() === "")
          throw new AppError("NOT_ALLOWED", {}, translate(locale, "paymentRecords.signature.missing"));
        if (!signatureMatches(secret, rawBodies.get(request) ?? "", header))
          throw new AppError("NOT_ALLOWED", {}, translate(locale, "paymentRecords.signature.invalid"));
      },
    },
    async (request) => {
      const body = request.body;
      const locale = requestLocale(request);
      const paidAt = new Date(body.paidAt);
      if (Number.isNaN(paidAt.getTime())) throw refuse("VALIDATION", locale, "paymentRecords.paidAt.invalid");
      const replay = () =>
        refuse("WRONG_STATE", locale, "paymentRecords.replay", { notificationId: body.notificationId });
      try {
        return await app.db.transaction().execute(async (trx) => {
          const wanted = await trx
            .selectFrom("payment_requests")
            .selectAll()
            .where("reference", "=", body.reference)
            .forUpdate()
            .executeTakeFirst();
          if (!wanted)
            throw refuse("NOT_FOUND", locale, "paymentRecords.reference.unknown", {
              reference: body.reference,
            });
          const instalment = wanted.instalments > 1 ? (body.instalment ?? null) : null;
          const seen = await trx
            .selectFrom("payments")
            .select("id")
            .where((eb) =>
              eb.or([
                eb("notification_id", "=", body.notificationId),
                eb.and([
                  eb("reference", "=", body.reference),
                  instalment === null ? eb("instalment", "is", null) : eb("instalment", "=", instalment),
                ]),
              ]),
            )
            .executeTakeFirst();
          if (seen) throw replay();
          if (body.nature !== wanted.nature)
            throw refuse("VALIDATION", locale, "paymentRecords.nature.mismatch", {
              reference: body.reference,
              expected: translate(locale, `paymentRecords.nature.${wanted.nature}`),
            });
          const instalmentOk =
            wanted.instalments > 1
              ? instalment !== null
              : body.instalment === undefined || body.instalment === 1;
          if (!instalmentOk)
            throw refuse("VALIDATION", locale, "paymentRecords.instalment.invalid", {
              instalments: wanted.instalments,
              allowed: wanted.instalments > 1 ? "1–3" : "1",
            });
          const expected = instalmentCents(wanted.amount_cents, wanted.instalments, instalment ?? 1);
          if (!hasAtMostTwoDecimals(body.amount) || toCents(body.amount) !== expected)
            throw refuse("VALIDATION", locale, "paymentRecords.amount.mismatch", {
              expected: toEuros(expected),
              amount: body.amount,
            });
          const payment = await recordPayment(trx, {
            answerId: wanted.answer_id,
            nature: wanted.nature,
            instalment,
            amountCents: expected,
            method: "card",
            paidAt,
            note: null,
            reference: wanted.reference,
            notificationId: body.notificationId,
            actorLogin: PAYMENT_SITE_ACTOR,
            recordedBy: null,
          });
          return { result: "OK" as const, paymentId: payment.id };
        });
      } catch (error) {
        // Two deliveries racing past the check: the unique indexes refuse the second.
        if (isUniqueViolation(error)) throw replay();
        throw error;
      }
    },
  );
}
