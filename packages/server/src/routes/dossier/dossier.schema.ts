import { Type } from "typebox";
import { DossierBody, HistoryLine, NoteBody } from "../../presenters/dossier.schema.ts";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

/** The longest note, in characters once trimmed. */
export const NOTE_MAX_LENGTH = 5000;

const AnswerParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const who =
  "Staff only: administrators on every application, reviewers on the applications of their juries " +
  "(403 otherwise, and for an id that does not exist); 404 for an administrator asking for an unknown id.";

/** GET /ws/admin/answers/{id}. */
export const readDossierSchema = {
  tags: ["dossier"],
  summary: "An application's dossier: values, jury, stage and files (staff)",
  description: who,
  security: [{ bearer: [] }],
  params: AnswerParams,
  querystring: Type.Object({
    lang: Type.Optional(
      Type.Union([Type.Literal("en"), Type.Literal("fr")], {
        description: "Language of the reason and field labels; the request's (Accept-Language) when absent",
      }),
    ),
  }),
  response: { 200: DossierBody, ...errors },
};

/** GET /ws/admin/answers/{id}/files/{generatedName}. */
export const readDossierFileSchema = {
  tags: ["dossier"],
  summary: "The bytes of one file of the application, inline for PDF and images (staff)",
  description:
    `${who} 404 when the file is not this application's. PDF, JPEG and PNG come with ` +
    "Content-Disposition inline (the dossier page shows them), anything else as an attachment.",
  security: [{ bearer: [] }],
  params: Type.Object({
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    generatedName: Type.String({ maxLength: 200 }),
  }),
  response: {
    200: {
      description: "The file's bytes",
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    },
    ...errors,
  },
};

/** GET /ws/admin/answers/{id}/notes. */
export const listNotesSchema = {
  tags: ["dossier"],
  summary: "The internal notes on an application, oldest first (staff; never shown to the candidate)",
  description: who,
  security: [{ bearer: [] }],
  params: AnswerParams,
  response: { 200: Type.Object({ result: Type.Literal("OK"), items: Type.Array(NoteBody) }), ...errors },
};

/** POST /ws/admin/answers/{id}/notes. */
export const addNoteSchema = {
  tags: ["dossier"],
  summary: "Add an internal note, signed by the caller (staff; never shown to the candidate)",
  description: `${who} 400 when the note is empty or longer than ${NOTE_MAX_LENGTH} characters once trimmed.`,
  security: [{ bearer: [] }],
  params: AnswerParams,
  // Longer than a note may be, so that blanks around it are trimmed before the length is judged.
  body: Type.Object(
    { body: Type.String({ maxLength: 4 * NOTE_MAX_LENGTH }) },
    { additionalProperties: false },
  ),
  response: { 201: Type.Object({ result: Type.Literal("OK"), note: NoteBody }), ...errors },
};

/** GET /ws/admin/answers/{id}/history. */
export const readHistorySchema = {
  tags: ["dossier"],
  summary:
    "An application's history, newest first: changes with before → after, and its jury's publications (staff)",
  description:
    `${who} Lines written before values were recorded list their fields with null before and after. ` +
    "Moves between tabs are navigation, not changes, and are left out.",
  security: [{ bearer: [] }],
  params: AnswerParams,
  querystring: Type.Object({
    lang: Type.Optional(
      Type.Union([Type.Literal("en"), Type.Literal("fr")], {
        description: "The language of labels and summaries; the request's language by default",
      }),
    ),
  }),
  response: { 200: Type.Object({ result: Type.Literal("OK"), items: Type.Array(HistoryLine) }), ...errors },
};
