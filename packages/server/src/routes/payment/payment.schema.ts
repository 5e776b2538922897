import { Type } from "typebox";
import { PAYMENT_KINDS } from "./payment-url.ts";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

/** GET /ws/payment/{login}/{kind}. */
export const paymentUrlSchema = {
  tags: ["payment"],
  summary: "The address of the card-payment page for one payment, with its query parameters",
  description:
    "Open `url` in a new window. Amounts: application_fee 100, down_payment 1200 (MSC) or 1500, tuition " +
    "montant_ins (paiement3x=1 for three instalments). 409 WRONG_STATE with the reason when the payment is " +
    'not available; a candidate only for their own login (else 403 {"result":"Not allowed"}).',
  security: [{ bearer: [] }],
  params: Type.Object({
    login: Type.String({ minLength: 1, maxLength: 320 }),
    kind: Type.Union(PAYMENT_KINDS.map((k) => Type.Literal(k))),
  }),
  querystring: Type.Object({
    paiement3x: Type.Optional(Type.Union([Type.Literal("0"), Type.Literal("1")])),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      url: Type.String(),
      reference: Type.String({
        description: "The payment request's reference, also in `url`; the notification names it",
      }),
      kind: Type.String(),
      amount: Type.Number({ description: "Euros" }),
      entity: Type.String({ description: "DFM (MSC) or DFI" }),
    }),
    "4xx": ErrorBody,
  },
};

/** GET /pay: the local demonstration payment page. */
export const payPageSchema = {
  tags: ["payment"],
  summary:
    "Local demonstration payment page: shows every parameter received and, with a reference, pays it through a signed notification (no money moves)",
  // Any parameters, each listed on the page: an object without properties (a record's pattern
  // properties cannot be described as OpenAPI query parameters).
  querystring: Type.Object({}),
};
