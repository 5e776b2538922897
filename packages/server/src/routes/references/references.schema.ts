import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const errors = { "4xx": ErrorBody };

const State = Type.Union([
  Type.Literal("invited"),
  Type.Literal("opened"),
  Type.Literal("received"),
  Type.Literal("expired"),
]);

const CandidateReference = Type.Object({
  slot: Type.Integer(),
  email: Type.String(),
  state: Type.Union([State, Type.Literal("notInvited")]),
  invited: Type.Optional(Type.String({ format: "date-time" })),
  validUntil: Type.Optional(Type.String({ format: "date-time" })),
  received: Type.Optional(Type.String({ format: "date-time" })),
  reminded: Type.Optional(Type.String({ format: "date-time" })),
  canRemind: Type.Boolean(),
});

const CandidateReferences = Type.Object({
  result: Type.Literal("OK"),
  /** Whether the application's programme requires the letters before validation. */
  required: Type.Boolean(),
  items: Type.Array(CandidateReference),
});

const SlotParams = Type.Object({ slot: Type.Integer({ minimum: 1, maximum: 2 }) });

const mine =
  "The caller's own application, candidates only (staff get 403; 404 without an application). " +
  "Never the letters nor what the referees wrote.";

/** GET /ws/references. */
export const listReferencesSchema = {
  tags: ["references"],
  summary: "My referees and the state of each reference letter (candidate)",
  description: mine,
  security: [{ bearer: [] }],
  response: { 200: CandidateReferences, ...errors },
};

/** POST /ws/references/invitations. */
export const inviteReferencesSchema = {
  tags: ["references"],
  summary: "Invite the referees my application names and who have no invitation yet (candidate)",
  description: `${mine} Nothing is sent to a referee already invited.`,
  security: [{ bearer: [] }],
  response: { 200: CandidateReferences, ...errors },
};

/** POST /ws/references/{slot}/reminder. */
export const remindReferenceSchema = {
  tags: ["references"],
  summary: "Remind referee 1 or 2 by e-mail (candidate; at most once a day)",
  description:
    `${mine} 404 when nobody is invited in that place, 409 when the letter is received or the link ` +
    "has ended, 429 when a reminder went out less than a day ago.",
  security: [{ bearer: [] }],
  params: SlotParams,
  response: { 200: CandidateReferences, ...errors },
};

/** PUT /ws/references/{slot}. */
export const replaceReferenceSchema = {
  tags: ["references"],
  summary: "Replace referee 1 or 2 with another e-mail address (candidate)",
  description:
    `${mine} The previous referee's links stop working at once; the new referee is invited. ` +
    "400 when the address is not one, or is the candidate's own.",
  security: [{ bearer: [] }],
  params: SlotParams,
  body: Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
  response: { 200: CandidateReferences, ...errors },
};

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

const linkRefusals =
  "No account: the link's token is the only key, single use. 404 for an unknown link; 410 for a link " +
  "whose letter was received, whose referee was replaced, or that has ended.";

/** GET /ws/reference/{token}. */
export const openReferenceSchema = {
  tags: ["references"],
  summary: "The referee's page: whose reference is asked (candidate's name and programme only)",
  description: `${linkRefusals} The first reading marks the reference opened.`,
  params: TokenParams,
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      candidate: Type.String(),
      programme: Type.String(),
      /** The candidate's language: the page's default. */
      locale: Type.Union([Type.Literal("en"), Type.Literal("fr")]),
      validUntil: Type.String({ format: "date-time" }),
      maxFileSize: Type.Integer(),
    }),
    ...errors,
  },
};

/** POST /ws/reference/{token}. */
export const submitReferenceSchema = {
  tags: ["references"],
  summary: "The referee sends their details and one PDF letter (multipart), using up the link",
  description:
    `${linkRefusals} Fields name, position, institution, relationship (required) and the file part ` +
    "`letter`: one PDF with the limits and checks of the candidate's documents (413, 415).",
  consumes: ["multipart/form-data"],
  params: TokenParams,
  response: { 200: Type.Object({ result: Type.Literal("OK") }), ...errors },
};

const StaffReference = Type.Object({
  id: Type.Integer(),
  slot: Type.Integer(),
  email: Type.String(),
  state: Type.Union([State, Type.Literal("replaced")]),
  invited: Type.String({ format: "date-time" }),
  validUntil: Type.String({ format: "date-time" }),
  opened: Type.Optional(Type.String({ format: "date-time" })),
  received: Type.Optional(Type.String({ format: "date-time" })),
  reminders: Type.Integer(),
  referee: Type.Optional(
    Type.Object({
      name: Type.String(),
      position: Type.String(),
      institution: Type.String(),
      relationship: Type.String(),
    }),
  ),
  letter: Type.Optional(Type.Object({ originalName: Type.String(), size: Type.Integer() })),
});

const staff =
  "Staff with the right to read the dossier: administrators on every application, reviewers on " +
  "their juries' (403 otherwise, and for an id that does not exist); 404 for an administrator " +
  "asking for an unknown id.";

const AnswerParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** GET /ws/admin/answers/{id}/references. */
export const staffReferencesSchema = {
  tags: ["dossier"],
  summary: "An application's references, replaced ones included, with the referees' details (staff)",
  description: staff,
  security: [{ bearer: [] }],
  params: AnswerParams,
  response: {
    200: Type.Object({ result: Type.Literal("OK"), items: Type.Array(StaffReference) }),
    ...errors,
  },
};

/** GET /ws/admin/answers/{id}/references/{referenceId}/letter. */
export const staffLetterSchema = {
  tags: ["dossier"],
  summary: "A confidential reference letter's bytes, inline (staff)",
  description: `${staff} 404 when the reference is not this application's or has no letter.`,
  security: [{ bearer: [] }],
  params: Type.Object({
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    referenceId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  }),
  response: {
    200: {
      description: "The letter's bytes (application/pdf)",
      content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
    },
    ...errors,
  },
};
