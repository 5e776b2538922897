import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

// Null first: the validator coerces types, and would turn a null into "" for a string first.
const Instant = Type.Union([Type.Null(), Type.String({ maxLength: 40 })], {
  description: "ISO 8601 with its offset (2027-03-31T23:59:59+02:00); null follows the campaign's date",
});
const Closes = Type.Union([Type.String({ format: "date-time" }), Type.Null()]);

/** The settings of one programme, as the office edits them. */
const SettingsBody = Type.Object(
  {
    applicationCloses: Instant,
    scholarshipCloses: Instant,
    confirmationCloses: Instant,
    tuitionCloses: Instant,
    referencesRequired: Type.Boolean({ description: "Received references required before validation" }),
    offersPaused: Type.Boolean({ description: "No automatic offer from the waiting list while true" }),
    blindReview: Type.Optional(
      Type.Boolean({
        description:
          "The programme's reviewers read its applications without the candidate's identity (issue #38); absent: unchanged",
      }),
    ),
    offerDays: Type.Integer({
      minimum: 1,
      maximum: 60,
      description: "Days an automatic offer leaves to answer",
    }),
  },
  { additionalProperties: false },
);

/** One programme with its settings (the campaign's where it sets none) and who changed them last. */
const ProgrammeBody = Type.Object({
  code: Type.String(),
  type: Type.String({ description: "MSC, AM or PG_DIP" }),
  labelEn: Type.String(),
  labelFr: Type.String(),
  applicationCloses: Closes,
  scholarshipCloses: Closes,
  confirmationCloses: Closes,
  tuitionCloses: Closes,
  referencesRequired: Type.Boolean(),
  offersPaused: Type.Boolean(),
  blindReview: Type.Boolean(),
  offerDays: Type.Integer(),
  updatedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

const Campaign = Type.Object(
  {
    application: Type.Optional(Type.String({ format: "date-time" })),
    scholarship: Type.Optional(Type.String({ format: "date-time" })),
    registration: Type.Optional(Type.String({ format: "date-time" })),
    tuition: Type.Optional(Type.String({ format: "date-time" })),
  },
  {
    description: "The campaign's dates (DEADLINE_<STEP>) as instants; a programme's empty date follows them",
  },
);

/** GET /ws/admin/programme-settings. */
export const listProgrammeSettingsSchema = {
  tags: ["programme-settings"],
  summary: "Every programme candidates can choose, with its dates and automation settings (administrators)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      timeZone: Type.String({ description: "The institution's zone, in which the screen shows the dates" }),
      campaign: Campaign,
      programmes: Type.Array(ProgrammeBody),
    }),
    "4xx": ErrorBody,
  },
};

/** PUT /ws/admin/programme-settings/{programme}. */
export const putProgrammeSettingsSchema = {
  tags: ["programme-settings"],
  summary: "Set one programme's dates and automation settings, whole (administrators)",
  description:
    "404 for a programme candidates cannot choose; 400 for a date that is not an ISO 8601 instant with its offset. " +
    "The dates' order is not checked. Records who changed them and when.",
  security: [{ bearer: [] }],
  params: Type.Object({ programme: Type.String({ minLength: 1, maxLength: 100 }) }),
  body: SettingsBody,
  response: {
    200: Type.Object({ result: Type.Literal("OK"), programme: ProgrammeBody }),
    "4xx": ErrorBody,
  },
};
