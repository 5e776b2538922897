import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";

const errors = { "4xx": ErrorBody };

const Kind = Type.Union([Type.Literal("document"), Type.Literal("motivation")], {
  description: "document: why a document is refused; motivation: why a decision was taken",
});

/** One entry of the catalogue of reasons. */
export const ReasonBody = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  code: Type.String(),
  labelEn: Type.String(),
  labelFr: Type.String(),
  position: Type.Integer(),
  archived: Type.Boolean({ description: "Kept for past reviews, no longer offered" }),
});

const ReasonReply = Type.Object({ result: Type.Literal("OK"), reason: ReasonBody });
const Label = Type.String({ minLength: 1, maxLength: 300 });

/** GET /ws/admin/reasons. */
export const listReasonsSchema = {
  tags: ["reasons"],
  summary: "The catalogue of reasons of a kind, archived ones included and flagged (staff)",
  security: [{ bearer: [] }],
  querystring: Type.Object({ kind: Kind }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), reasons: Type.Array(ReasonBody) }),
    ...errors,
  },
};

/** POST /ws/admin/reasons. */
export const addReasonSchema = {
  tags: ["reasons"],
  summary: "Add a reason to the catalogue, placed last (administrators)",
  description: "400 when the code is taken for the kind or not lower-case letters, digits and _.",
  security: [{ bearer: [] }],
  body: Type.Object(
    { kind: Kind, code: Type.String({ maxLength: 100 }), labelEn: Label, labelFr: Label },
    { additionalProperties: false },
  ),
  response: { 201: ReasonReply, ...errors },
};

/** PATCH /ws/admin/reasons/{id}. */
export const updateReasonSchema = {
  tags: ["reasons"],
  summary: "Rename, move, archive or restore a reason (administrators); its code never changes",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object(
    {
      labelEn: Type.Optional(Label),
      labelFr: Type.Optional(Label),
      position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
      archived: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: { 200: ReasonReply, ...errors },
};
