import { Type } from "typebox";
import { ErrorBody, Nature } from "../payment/payments.schema.ts";

/** A waiver code as the administrators' page lists it. */
const WaiverCodeItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nature: Nature,
  percentOff: Type.Union([Type.Integer(), Type.Null()]),
  amountOff: Type.Union([Type.Number({ description: "Euros" }), Type.Null()]),
  programme: Type.Union([Type.String(), Type.Null()]),
  maxUses: Type.Union([Type.Integer(), Type.Null()]),
  uses: Type.Integer(),
  expiresAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  validUntil: Type.Union([
    Type.String({ format: "date", description: "Its last day, where the office is" }),
    Type.Null(),
  ]),
  expired: Type.Boolean(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  archived: Type.Boolean(),
});

const CodeBody = Type.Object({ result: Type.Literal("OK"), code: WaiverCodeItem });

/** GET /ws/admin/waiver-codes. */
export const listWaiverCodesSchema = {
  tags: ["payment"],
  summary:
    "The waiver codes with their uses, and the programmes a code may be restricted to (administrators)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      codes: Type.Array(WaiverCodeItem),
      programmes: Type.Array(
        Type.Object({ code: Type.String(), labelEn: Type.String(), labelFr: Type.String() }),
      ),
    }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/waiver-codes. */
export const createWaiverCodeSchema = {
  tags: ["payment"],
  summary: "Create a waiver code (administrators)",
  description:
    "code: 3 to 40 letters, digits, - or _, stored upper-cased and unique whatever its case (409 " +
    "WAIVER_CODE_TAKEN). Exactly one of percentOff (1–100) or amountOff (euros above 0); programme (a code of " +
    "the programmes listed) restricts it; maxUses (1 or more) limits how many applications use it; validUntil " +
    "(YYYY-MM-DD) is its last day, in the office's time zone. 400 WAIVER_CODE_INVALID listing every problem.",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      code: Type.String({ minLength: 1, maxLength: 60 }),
      nature: Nature,
      percentOff: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
      amountOff: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000, description: "Euros" })),
      programme: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      maxUses: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
      validUntil: Type.Optional(Type.String({ format: "date" })),
    },
    { additionalProperties: false },
  ),
  response: { 201: CodeBody, "4xx": ErrorBody },
};

/** PATCH /ws/admin/waiver-codes/{id}. */
export const updateWaiverCodeSchema = {
  tags: ["payment"],
  summary: "Archive a waiver code, or restore it (administrators)",
  description: "An archived code reads as unknown to candidates; its past uses stay in the payments.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object({ archived: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: CodeBody, "4xx": ErrorBody },
};
