import { Type } from "typebox";
import { DossierFile } from "../../presenters/dossier.schema.ts";
import { DocumentRequest } from "../../presenters/document-review.schema.ts";
import { ErrorBody } from "../answers/answers.schema.ts";

const errors = { "4xx": ErrorBody };

const who =
  "Staff only: administrators on every application, reviewers on the applications of their juries " +
  "(403 otherwise, and for an id that does not exist).";

const lang = Type.Optional(
  Type.Union([Type.Literal("en"), Type.Literal("fr")], {
    description: "Language of the labels; the request's (Accept-Language) when absent",
  }),
);
const Deadline = Type.String({ maxLength: 20, description: "YYYY-MM-DD, today or later" });
const Comment = Type.String({ maxLength: 2000 });

/** PUT /ws/admin/answers/{id}/documents/{generatedName}. */
export const reviewDocumentSchema = {
  tags: ["document review"],
  summary: "Accept or refuse one of the application's documents, or put it back to check (staff of the jury)",
  description:
    `${who} A refusal needs a document reason of the catalogue (not archived) and opens a request on the ` +
    "file's field with a deadline (14 days from today when absent), mailed to the candidate in their language. " +
    "404 when the file is not the application's; 400 for an unknown reason or a bad or past deadline.",
  security: [{ bearer: [] }],
  params: Type.Object({
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    generatedName: Type.String({ maxLength: 200 }),
  }),
  querystring: Type.Object({ lang }),
  body: Type.Object(
    {
      status: Type.Union([Type.Literal("to_check"), Type.Literal("accepted"), Type.Literal("refused")]),
      reason: Type.Optional(Type.String({ maxLength: 100, description: "A document reason's code" })),
      comment: Type.Optional(Comment),
      deadline: Type.Optional(Deadline),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      file: DossierFile,
      request: Type.Optional(DocumentRequest),
    }),
    ...errors,
  },
};

/** POST /ws/admin/answers/{id}/document-requests. */
export const requestDocumentSchema = {
  tags: ["document review"],
  summary: "Ask the candidate for a missing document, mailed in their language (staff of the jury)",
  description:
    `${who} The field must be one of the dossier's documentFields; the reason a document reason of the ` +
    "catalogue (not archived); the deadline today or later. The candidate may upload there even after validation.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
  querystring: Type.Object({ lang }),
  body: Type.Object(
    {
      field: Type.String({ maxLength: 200 }),
      reason: Type.String({ maxLength: 100 }),
      comment: Type.Optional(Comment),
      deadline: Deadline,
    },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ result: Type.Literal("OK"), request: DocumentRequest }), ...errors },
};
