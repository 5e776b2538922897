import { Type } from "typebox";
import { ADMISSION_DECISIONS } from "@portal/domain/workflow/results";
import { DecisionBody, FieldChange } from "../../presenters/decision.schema.ts";

const ErrorBody = Type.Object({
  result: Type.String(),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String()), {
      description: "Each invalid field's messages, in the request's language",
    }),
  ),
});
const errors = { "4xx": ErrorBody };

const Admis = Type.Union(
  ADMISSION_DECISIONS.map((v) => Type.Literal(v)),
  {
    description: "O admitted, N not admitted, L waiting list, R postponed, C conditionally admitted, - none",
  },
);
// Nullable values as one JSON-schema type list, not a union: with Fastify's type coercion a union
// would turn null into 0 or "" (or 0 into null), and an amount of 0 € is a real decision.
const Rank = Type.Unsafe<number | null>({
  type: ["integer", "null"],
  maximum: 2147483647,
  description: "Waiting list rank, a whole number from 1: required for L, refused otherwise",
});
const Amount = Type.Unsafe<number | null>({
  type: ["number", "null"],
  // Past the domain's own ceiling (MAX_TUITION), which words the refusal; PostgreSQL's integer at most.
  maximum: 2147483647,
  description: "Tuition fees due in euros, 0 or more with at most two decimals",
});
const Motivation = Type.Unsafe<string | null>({
  type: ["string", "null"],
  maxLength: 100,
  description: "A code of the reasons catalogue (kind motivation, not archived)",
});
const DryRun = Type.Object({
  dryRun: Type.Optional(
    Type.Boolean({ default: true, description: "true (default): only show what would change" }),
  ),
});

/** PUT /ws/admin/answers/{id}/decision. */
export const putDecisionSchema = {
  tags: ["decisions"],
  summary: "Record the jury's decision on an application (staff of the application's jury)",
  description:
    "Writes admis, its motivation, the waiting list rank, the scholarship decision and the tuition amount; " +
    "each change is in the history (kind decision). 400 with `errors` by field for a bad value (the " +
    "scholarship message names the allowed values), 409 when the application is not validated or " +
    "already registered, or when `version` is not the stored one.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  body: Type.Object(
    {
      admis: Admis,
      motivation: Type.Optional(Motivation),
      motivationVisible: Type.Optional(Type.Boolean()),
      rank: Type.Optional(Rank),
      decisionbourse: Type.Optional(Type.String({ maxLength: 50 })),
      montant_ins: Type.Optional(Amount),
      version: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 2147483647, description: "The version read: 409 when stale" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), decision: DecisionBody, version: Type.Integer() }),
    ...errors,
  },
};

const Person = { id: Type.Integer(), login: Type.String(), name: Type.String() };

/** POST /ws/admin/applications/bulk. */
export const bulkChangeSchema = {
  tags: ["decisions"],
  summary: "Change the decision (or jury) of several applications, with a preview (staff)",
  description:
    "The selection is a list of ids, the listing's filters (the same query keys: the listing's exact set, " +
    "a reviewer's scope included), or `top` N with filters naming one programme: the first N of its ranking by " +
    "score (`ranking` lists them with rank and score, and the tie at the cut); at most 5000 applications. Reviewers change their juries' applications " +
    "only; changing the jury is for administrators. With dryRun (the default) nothing is written; otherwise " +
    "every accepted change is written in one transaction with a history line (kind bulk-decision). " +
    "`refused` lists the applications the change cannot apply to, and why.",
  security: [{ bearer: [] }],
  querystring: DryRun,
  body: Type.Object(
    {
      selection: Type.Union([
        Type.Object({
          ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100000 }),
        }),
        Type.Object(
          {
            top: Type.Integer({
              minimum: 1,
              maximum: 5000,
              description:
                "The first N of the ranking of the filtered programme (a programme filter of one programme)",
            }),
            filters: Type.Record(Type.String(), Type.String({ maxLength: 2000 })),
          },
          { additionalProperties: false },
        ),
        Type.Object({ filters: Type.Record(Type.String(), Type.String({ maxLength: 2000 })) }),
      ]),
      set: Type.Object(
        {
          jury: Type.Optional(Type.String({ maxLength: 100 })),
          admis: Type.Optional(Admis),
          motivation: Type.Optional(Motivation),
          rank: Type.Optional(Rank),
          montant_ins: Type.Optional(Amount),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      applied: Type.Boolean(),
      changes: Type.Array(Type.Object({ ...Person, fields: Type.Array(FieldChange) })),
      refused: Type.Array(Type.Object({ ...Person, reason: Type.String() })),
      count: Type.Integer({ description: "How many applications change" }),
      ranking: Type.Optional(
        Type.Object(
          {
            items: Type.Array(
              Type.Object({ id: Type.Integer(), rank: Type.Integer(), score: Type.Number() }),
            ),
            tie: Type.Union([
              Type.Object({
                rank: Type.Integer(),
                count: Type.Integer({ description: "Applications at that rank" }),
                included: Type.Integer({ description: "Of which the top holds" }),
              }),
              Type.Null(),
            ]),
          },
          { description: "With a top-N selection: the ranked applications taken, and the tie at the cut" },
        ),
      ),
    }),
    ...errors,
  },
};

/** POST /ws/admin/decisions/import. */
export const importDecisionsSchema = {
  tags: ["decisions"],
  summary: "Import decisions from a CSV or XLSX file, with a dry run (administrators)",
  description:
    "multipart/form-data with the file in the field `file` (at most 2 MB and 5000 lines). The first line " +
    "names the columns: login and any of admis, motivation, rank, decisionbourse, montant_ins (an empty " +
    "cell keeps the stored value). CSV separated by , or ;, UTF-8 with or without BOM. Every line is checked " +
    "with the decision rules; with dryRun=false the file is applied only when every line is valid (400 " +
    "otherwise), all in one transaction (history kind import-decision).",
  security: [{ bearer: [] }],
  consumes: ["multipart/form-data"],
  querystring: DryRun,
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      applied: Type.Boolean(),
      valid: Type.Array(
        Type.Object({
          line: Type.Integer(),
          login: Type.String(),
          name: Type.String(),
          changes: Type.Array(FieldChange),
        }),
      ),
      invalid: Type.Array(
        Type.Object({ line: Type.Integer(), login: Type.String(), errors: Type.Array(Type.String()) }),
      ),
    }),
    ...errors,
  },
};
