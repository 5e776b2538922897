import { Type } from "typebox";

// The shapes of document review (issue #11), defined once: the dossier's and the routes' responses
// (hence the OpenAPI document the web's types come from) and the presenters' return types.

/** The office's review of one uploaded file. */
export const FileReview = Type.Object({
  status: Type.Union([Type.Literal("to_check"), Type.Literal("accepted"), Type.Literal("refused")]),
  reason: Type.Union([Type.String(), Type.Null()], { description: "The reason's code (refused)" }),
  reasonLabel: Type.Union([Type.String(), Type.Null()], { description: "In the asked language" }),
  comment: Type.Union([Type.String(), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()], { description: "The reviewer's login" }),
  at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
});

/** A document asked of the candidate, open or resolved. */
export const DocumentRequest = Type.Object({
  id: Type.Integer(),
  field: Type.String({ description: "Where the document goes: uploadPhoto, docs.2.doc_file…" }),
  fieldLabel: Type.String(),
  kind: Type.Union([Type.Literal("refused"), Type.Literal("missing")]),
  reason: Type.Union([Type.String(), Type.Null()]),
  reasonLabel: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  deadline: Type.String({ format: "date" }),
  requestedBy: Type.String(),
  requestedAt: Type.String({ format: "date-time" }),
  resolvedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
    description: "When the candidate's upload answered it; null while open",
  }),
  overdue: Type.Boolean({ description: "Open and past its deadline" }),
});

/** A file field of the form the application shows (for "request a missing document"). */
export const DocumentField = Type.Object({ field: Type.String(), label: Type.String() });

/** An open request as the candidate reads it with their answer. */
export const CandidateDocumentRequest = Type.Object({
  field: Type.String(),
  fieldLabel: Type.String(),
  reasonLabel: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  deadline: Type.String({ format: "date" }),
  overdue: Type.Boolean(),
});
