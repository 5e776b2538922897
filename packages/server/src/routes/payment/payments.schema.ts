import { Type } from "typebox";

export const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
export const Nature = Type.Union([
  Type.Literal("application_fee"),
  Type.Literal("down_payment"),
  Type.Literal("tuition"),
]);

/** One payment received or recorded (amount in euros). */
export const PaymentItem = Type.Object({
  id: Type.Integer(),
  nature: Nature,
  instalment: Type.Union([Type.Integer(), Type.Null()]),
  amount: Type.Number({ description: "Euros" }),
  method: Type.Union([
    Type.Literal("card"),
    Type.Literal("transfer"),
    Type.Literal("waiver"),
    Type.Literal("refund"),
  ]),
  paidAt: Type.String({ format: "date-time" }),
  note: Type.Union([Type.String(), Type.Null()]),
  recordedBy: Type.Union([Type.String(), Type.Null()]),
});

export const PaymentsBody = Type.Object({
  result: Type.Literal("OK"),
  payments: Type.Array(PaymentItem),
  due: Type.Array(
    Type.Object({
      nature: Nature,
      label: Type.String(),
      amount: Type.Number({ description: "Euros due" }),
      paid: Type.Number({ description: "Euros paid, less refunds (waivers not counted)" }),
      waived: Type.Number({ description: "Euros waived (by the office or a waiver code)" }),
      outstanding: Type.Number({ description: "Euros left to pay (0 once waived)" }),
      overpaid: Type.Number({ description: "Euros received beyond the amount and not refunded yet" }),
      status: Type.Union([
        Type.Literal("paid"),
        Type.Literal("partly"),
        Type.Literal("unpaid"),
        Type.Literal("waived"),
        Type.Literal("overpaid"),
      ]),
    }),
  ),
  status: Type.Union([
    Type.Literal("paid"),
    Type.Literal("partly"),
    Type.Literal("unpaid"),
    Type.Literal("none"),
    Type.Literal("overpaid"),
  ]),
});

const description =
  "What is due (application fee unless ING; down payment once admitted O/C and published; tuition once montant_ins " +
  "is above 0), what was paid, what is outstanding and what was overpaid (to refund), with every payment (card " +
  "notifications, transfers, waivers, refunds). status overpaid: some payment received more than due, not refunded.";

/** GET /ws/form/{formId}/answer/{login}/payments. */
export const candidatePaymentsSchema = {
  tags: ["payment"],
  summary: "An application's payments and what is due, for its candidate or the staff of its jury",
  description,
  security: [{ bearer: [] }],
  params: Type.Object({
    formId: Type.String({ minLength: 1, maxLength: 100 }),
    login: Type.String({ minLength: 1, maxLength: 320 }),
  }),
  response: { 200: PaymentsBody, "4xx": ErrorBody },
};

/** GET /ws/admin/answers/{id}/payments. */
export const staffPaymentsSchema = {
  tags: ["payment"],
  summary: "An application's payments and what is due (staff of its jury)",
  description,
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  response: { 200: PaymentsBody, "4xx": ErrorBody },
};

/** POST /ws/admin/answers/{id}/payments. */
export const recordPaymentSchema = {
  tags: ["payment"],
  summary: "Record a payment by bank transfer, a waiver or a refund (administrators)",
  description:
    "amount in euros, 0 or more with at most 2 decimals; a waiver settles what is left of that nature whatever its " +
    "amount; a refund (money paid back, e.g. a payment made twice) is above 0 and at most what was paid for that " +
    "nature (400 otherwise), and is counted against it. paidAt defaults to now. The note says why (the transfer's " +
    "reference, the waiver's decision, the refund's). 403 for anyone but an administrator.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object(
    {
      nature: Nature,
      amount: Type.Number({ minimum: 0, maximum: 1_000_000 }),
      method: Type.Union([Type.Literal("transfer"), Type.Literal("waiver"), Type.Literal("refund")]),
      paidAt: Type.Optional(Type.String({ format: "date-time" })),
      note: Type.String({ minLength: 1, maxLength: 2000 }),
    },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ result: Type.Literal("OK"), payment: PaymentItem }), "4xx": ErrorBody },
};
