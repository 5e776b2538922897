import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

/** A jury with its publication flags and the formations it decides on. */
const Jury = Type.Object({
  id_jury: Type.String(),
  label: Type.String(),
  resultats_publies: Type.Boolean({ description: "Candidates see their admission result" }),
  resultats_brs_publies: Type.Boolean({ description: "Candidates see their scholarship decision" }),
  formations: Type.Array(
    Type.Object({ type: Type.String(), enum: Type.String(), description: Type.String() }),
  ),
  counts: Type.Object(
    {
      O: Type.Integer(),
      N: Type.Integer(),
      L: Type.Integer(),
      R: Type.Integer(),
      C: Type.Integer(),
      "-": Type.Integer(),
      undecided: Type.Integer({ description: "No decision yet (admis - or empty)" }),
      total: Type.Integer(),
    },
    { description: "Validated applications of the jury per admission decision" },
  ),
  lastPublication: Type.Union([
    Type.Object({ at: Type.String({ format: "date-time" }), by: Type.String(), recipients: Type.Integer() }),
    Type.Null(),
  ]),
});

/** GET /ws/admin/juries. */
export const listJuriesSchema = {
  tags: ["juries"],
  summary: "Every jury with its publication flags and formations (administrators only)",
  security: [{ bearer: [] }],
  response: { 200: Type.Object({ result: Type.Literal("OK"), juries: Type.Array(Jury) }), ...errors },
};

/** PUT /ws/admin/juries/{id}. */
export const updateJurySchema = {
  tags: ["juries"],
  summary: "Publish or withdraw a jury's results (administrators only)",
  description:
    "Each flag given is set; the others stay. Candidates' display flags follow at once (they are derived " +
    "when an answer is read). Turning resultats_publies on records a publication and e-mails each validated " +
    "candidate of the jury who has a decision (admis O, N, L, R or C) once (a second click publishes nothing); " +
    "the others are told when their decision is recorded. 404 for an unknown jury, 403 for a candidate.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
  body: Type.Object(
    {
      resultats_publies: Type.Optional(Type.Boolean()),
      resultats_brs_publies: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      jury: Jury,
      publication: Type.Union(
        [Type.Object({ id: Type.Integer(), recipients: Type.Integer() }), Type.Null()],
        {
          description:
            "Set when this call published the results: the candidates told (result_available mail)",
        },
      ),
    }),
    ...errors,
  },
};

/** GET /ws/admin/juries/{id}/publication-preview. */
export const publicationPreviewSchema = {
  tags: ["juries"],
  summary:
    "What publishing a jury's results would do: who is told, who has no decision yet (administrators only)",
  description:
    "Counted as the publication counts them: the validated applications of the jury with a decision " +
    "(O, N, L, R, C) whose candidate has an account are told; those without one are not, and are told when " +
    "their decision is recorded. Writes nothing. 404 for an unknown jury.",
  security: [{ bearer: [] }],
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      recipients: Type.Integer({ description: "Candidates the publication would e-mail" }),
      undecided: Type.Integer({ description: "Validated applications without a decision: not told" }),
    }),
    ...errors,
  },
};
