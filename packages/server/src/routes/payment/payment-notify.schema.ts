import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

/** POST /ws/payment/notify. */
export const paymentNotifySchema = {
  tags: ["payment"],
  summary: "The payment site's notification of a payment received (signed)",
  description:
    "Public; authenticated by the header `x-payment-signature: sha256=<hex HMAC-SHA256(PAYMENT_SECRET, raw body)>`. " +
    "401 for a missing or wrong signature, 404 for an unknown reference, 409 for a replay (same notificationId, or " +
    "same reference and instalment), 400 when the nature, instalment or amount does not match the request. Nothing " +
    "is recorded on any refusal.",
  headers: Type.Object({ "x-payment-signature": Type.Optional(Type.String({ maxLength: 200 })) }),
  body: Type.Object(
    {
      notificationId: Type.String({ minLength: 1, maxLength: 200 }),
      reference: Type.String({ minLength: 1, maxLength: 100 }),
      nature: Type.Union([
        Type.Literal("application_fee"),
        Type.Literal("down_payment"),
        Type.Literal("tuition"),
      ]),
      instalment: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
      // Stored in cents in an integer column: at most 21,474,836 euros.
      amount: Type.Number({ minimum: 0, maximum: 21474836, description: "Euros, at most 2 decimals" }),
      paidAt: Type.String({ format: "date-time" }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), paymentId: Type.Integer() }),
    "4xx": ErrorBody,
  },
};
