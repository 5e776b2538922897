import { Type } from "typebox";
import { AnswerBody, AnswerSummaryBody } from "../../presenters/answer.schema.ts";

const Values = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
  description: "Field id → value, flat (SPEC §3); lists are arrays of objects, files JSON text.",
});

/** Every refusal: {"result":"error"|"Not allowed","code","message"}; a 400 on save adds `errors` per field. */
export const ErrorBody = Type.Object({
  result: Type.String({ description: '"error", or "Not allowed" for 401/403' }),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String()), {
      description: "On an invalid tab: field id → translated messages",
    }),
  ),
});

const errors = { "4xx": ErrorBody };

/** GET …/answer/{login}. */
export const readAnswerSchema = {
  tags: ["answers"],
  summary: "The answer of a candidate (created empty on the candidate's first read)",
  description:
    "Their newest application, or with `campaign` that of this campaign's year (404 to staff, 403 to a candidate, when there is none).",
  security: [{ bearer: [] }],
  params: Type.Object({ login: Type.String({ minLength: 1, maxLength: 320 }) }),
  querystring: Type.Object({
    campaign: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2999, description: "A campaign's year" })),
  }),
  response: { 200: AnswerBody, ...errors },
};

const AnswerIdParams = Type.Object({ answerid: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** POST …/answer/{answerid}: one tab's values. */
export const SaveTabBody = Type.Object(
  {
    tab: Type.String({ minLength: 1, maxLength: 50, description: "The tab being saved, e.g. personal" }),
    version: Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: "The version the client read; stale → 409 STALE_VERSION",
    }),
    values: Values,
  },
  { additionalProperties: false },
);

/** POST …/answer/{answerid}. */
export const saveTabSchema = {
  tags: ["answers"],
  summary: "Save one tab: validated by the form engine, stored only if the version is current",
  description:
    "Only the tab's submitable fields are stored (administrators may also set other known fields). " +
    "409 LOCKED for a tab the candidate may no longer change, 409 STALE_VERSION when the answer changed " +
    "since it was read, 400 VALIDATION with `errors` per field when the tab is not valid.",
  security: [{ bearer: [] }],
  params: AnswerIdParams,
  body: SaveTabBody,
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      version: Type.Integer(),
      updated: Type.String({ format: "date-time" }),
      data: Type.Record(Type.String(), Type.Unknown(), {
        description: "The stored values after the save (derived values included)",
      }),
      changed: Type.Array(Type.String(), { description: "Fields whose value changed" }),
      messages: Type.Array(Type.String(), {
        description: "Notes for the candidate, e.g. Removed invalid doc entries",
      }),
    }),
    ...errors,
  },
};

/** PUT …/answer/{answerid}/step/{step}. */
export const stepSchema = {
  tags: ["answers"],
  summary: "Record the tab the candidate is on (data.step); does not change the version",
  security: [{ bearer: [] }],
  params: Type.Object({
    answerid: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    step: Type.String({ minLength: 1, maxLength: 50 }),
  }),
  response: { 200: Type.Object({ result: Type.Literal("OK") }), ...errors },
};

/** GET …/answers: the admin listing. */
export const listAnswersSchema = {
  tags: ["answers"],
  summary: "Page through every answer, last modified first (administrators only)",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    fields: Type.Optional(
      Type.String({ maxLength: 2000, description: "Comma-separated field ids to include" }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: "nextCursor of the previous page" })),
    q: Type.Optional(Type.String({ maxLength: 100, description: "Part of a login, family or given name" })),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      total: Type.Integer({ description: "Answers matching q (all pages)" }),
      items: Type.Array(AnswerSummaryBody),
      nextCursor: Type.Union([Type.String(), Type.Null()], { description: "null on the last page" }),
    }),
    ...errors,
  },
};
