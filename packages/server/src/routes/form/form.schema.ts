import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

const Overrides = Type.Record(Type.String(), Type.String());
const Changes = Type.Record(
  Type.String({ maxLength: 200 }),
  Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]),
  {
    maxProperties: 1000,
  },
);

/** GET …/schema. */
export const formSchemaSchema = {
  tags: ["form"],
  summary: "The candform schema with this user's state",
  description:
    "`schema` has the fields of `readOnlyTabs` marked read-only; `admin` says the form runs in admin mode " +
    '(every tab visible). Without a session: 401 {"result":"Not allowed"}.',
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      schema: Type.Unknown({ description: "FormSchema (packages/domain/src/schema/types.ts)" }),
      readOnlyTabs: Type.Array(Type.String()),
      admin: Type.Boolean(),
      login: Type.String(),
    }),
    ...errors,
  },
};

const LabelsBody = Type.Object({ result: Type.Literal("OK"), en: Overrides, fr: Overrides });

/** GET …/labels (public). */
export const readLabelsSchema = {
  tags: ["form"],
  summary: "Label overrides: catalogue key → text, per locale",
  response: { 200: LabelsBody, ...errors },
};

/** PUT …/labels (administrators). */
export const writeLabelsSchema = {
  tags: ["form"],
  summary: "Set label overrides (administrators); null or empty text removes one",
  description:
    "Keys must exist in the locale's catalogue, else 400 and nothing changes. Answers the whole map.",
  security: [{ bearer: [] }],
  body: Type.Object(
    { en: Type.Optional(Changes), fr: Type.Optional(Changes) },
    { additionalProperties: false },
  ),
  response: { 200: LabelsBody, ...errors },
};
