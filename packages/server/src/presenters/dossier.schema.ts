import { Type } from "typebox";
import { STAGES, type Stage } from "@portal/domain/workflow/stage";
import { DecisionBody } from "./decision.schema.ts";
import { DocumentField, DocumentRequest, FileReview } from "./document-review.schema.ts";

// The dossier's shapes, defined once: the routes declare them as responses (hence the OpenAPI
// document the web's types come from) and the presenters' return types are derived from them.

/** One uploaded file of the application, as the dossier lists it. */
export const DossierFile = Type.Object({
  field: Type.String({ description: "Where the answer holds it: uploadPhoto, docs.2.doc_file…" }),
  generatedName: Type.String(),
  originalName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  uploaded: Type.String({ format: "date-time" }),
  review: FileReview,
});

/** The jury deciding on the application and its publication flags. */
const DossierJury = Type.Object({
  id: Type.String(),
  label: Type.String(),
  resultsPublished: Type.Boolean(),
  scholarshipResultsPublished: Type.Boolean(),
});

/** GET /ws/admin/answers/{id}: what the dossier page shows, read-only. */
export const DossierBody = Type.Object({
  result: Type.Literal("OK"),
  id: Type.Integer(),
  login: Type.String(),
  blind: Type.Boolean({
    description:
      "The reader reads this application blind (issue #38): its identity is left out and login is its number",
  }),
  version: Type.Integer(),
  created: Type.String({ format: "date-time" }),
  updated: Type.String({ format: "date-time" }),
  data: Type.Record(Type.String(), Type.Unknown(), {
    description: "The answer's values as staff read them: decisions included, display flags derived",
  }),
  jury: Type.Union([DossierJury, Type.Null()]),
  decision: DecisionBody,
  stage: Type.Unsafe<Stage>({
    type: "string",
    enum: [...STAGES],
    description: "Where the application stands (domain workflow/stage.ts)",
  }),
  files: Type.Array(DossierFile),
  documentRequests: Type.Array(DocumentRequest, { description: "Open and resolved, newest first" }),
  documentFields: Type.Array(DocumentField, {
    description: "The form's file fields shown for this application (to request a missing document)",
  }),
});

/** One internal note. */
export const NoteBody = Type.Object({
  id: Type.Integer(),
  author: Type.String({ description: "The login of the staff member who wrote it" }),
  body: Type.String(),
  created: Type.String({ format: "date-time" }),
});

/** One field of a history line: its label in the asked language and its values, presented. */
const HistoryChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  before: Type.Union([Type.String(), Type.Null()], { description: "Null when empty, or not recorded" }),
  after: Type.Union([Type.String(), Type.Null()], { description: "Null when empty, or not recorded" }),
});

/** One line of the history. */
export const HistoryLine = Type.Object({
  at: Type.String({ format: "date-time" }),
  actor: Type.String({ description: "The login of whoever made the change" }),
  kind: Type.String({
    description:
      "create, save-tab, file_uploaded, file_deleted, validate-application, validate-scholarship, " +
      "validate-registration, validate-tuition, or jury-publication (a line of the jury's)",
  }),
  summary: Type.String({ description: "What happened, in staff wording, in the asked language" }),
  changes: Type.Array(HistoryChange),
});
