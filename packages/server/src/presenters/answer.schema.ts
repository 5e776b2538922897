import { Type } from "typebox";
import { CandidateDocumentRequest } from "./document-review.schema.ts";

// The answer's shapes, defined once: the routes declare them as responses (hence the OpenAPI
// document the web's types come from) and the presenters' return types are derived from them.

/** The answer as the form screen loads it (what presentAnswer builds). */
export const AnswerBody = Type.Object({
  result: Type.Literal("OK"),
  id: Type.Integer(),
  login: Type.String(),
  version: Type.Integer({ description: "Send it back with the next save (optimistic concurrency)" }),
  campaign: Type.Integer({ description: "The year of the campaign the application belongs to" }),
  data: Type.Record(Type.String(), Type.Unknown(), { description: "The answer's values, keyed by field id" }),
  created: Type.String({ format: "date-time" }),
  updated: Type.String({ format: "date-time" }),
  readOnlyTabs: Type.Array(Type.String(), { description: "Tabs the caller may no longer change" }),
  documentRequests: Type.Optional(
    Type.Array(CandidateDocumentRequest, {
      description:
        "The documents the office asks for (open requests): uploadable there even after validation",
    }),
  ),
});

/** One line of the admin listing: the requested fields only. */
export const AnswerSummaryBody = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  created: Type.String({ format: "date-time" }),
  updated: Type.String({ format: "date-time" }),
  fields: Type.Record(Type.String(), Type.Unknown(), {
    description: "Requested field id → value (null when unset)",
  }),
});
