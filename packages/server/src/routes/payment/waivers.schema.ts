import { Type } from "typebox";
import { PAYMENT_KINDS } from "./payment-url.ts";
import { ErrorBody, Nature, PaymentItem } from "./payments.schema.ts";

/** POST /ws/admin/answers/{id}/waivers. */
export const waiveFeeSchema = {
  tags: ["payment"],
  summary: "Waive all or part of a fee for a candidate, with a reason (administrators)",
  description:
    "Records a payment of method waiver and a 'waiver' line in the history. Without `amount`, waives all that " +
    "is still due of that nature (and settles it); with one (euros, above 0, at most 2 decimals), waives that " +
    "part, never more than is still due: 400 WAIVER_AMOUNT saying how much is, 409 WAIVER_NOTHING_DUE when " +
    "the payment is not due on the application or nothing is left of it. 403 for anyone but an administrator.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object(
    {
      nature: Nature,
      amount: Type.Optional(
        Type.Number({ minimum: 0, maximum: 1_000_000, description: "Euros; absent: all" }),
      ),
      reason: Type.String({ minLength: 1, maxLength: 2000 }),
    },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ result: Type.Literal("OK"), payment: PaymentItem }), "4xx": ErrorBody },
};

/** POST /ws/payment/{login}/{kind}/waiver-code. */
export const useWaiverCodeSchema = {
  tags: ["payment"],
  summary: "Apply a waiver code to one of the candidate's payments",
  description:
    "The code (any case) takes its percentage of the amount due, or its amount, off what is left to pay, " +
    "recorded as a payment of method waiver; the rest stays payable by card, and a code covering all of it " +
    "settles the payment. 400 WAIVER_CODE_UNKNOWN / WAIVER_CODE_NATURE / WAIVER_CODE_EXPIRED / " +
    "WAIVER_CODE_PROGRAMME, 409 WAIVER_CODE_ALREADY_USED (once per application), WAIVER_CODE_USED_UP, " +
    "WAIVER_NOTHING_DUE, or WRONG_STATE when the payment cannot be made now. A candidate only for their own " +
    "login (403 otherwise).",
  security: [{ bearer: [] }],
  params: Type.Object({
    login: Type.String({ minLength: 1, maxLength: 320 }),
    kind: Type.Union(PAYMENT_KINDS.map((k) => Type.Literal(k))),
  }),
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      code: Type.String({ description: "The code as the office wrote it" }),
      waived: Type.Number({ description: "Euros taken off" }),
      outstanding: Type.Number({ description: "Euros left to pay by card (0: settled)" }),
      payment: PaymentItem,
    }),
    "4xx": ErrorBody,
  },
};
