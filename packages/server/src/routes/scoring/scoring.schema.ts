import { Type } from "typebox";
import {
  MAX_CRITERIA,
  MAX_DESCRIPTOR,
  MAX_LABEL,
  MAX_LEVELS,
  MAX_SCORE_COMMENT,
} from "@portal/domain/review/scoresheet";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const Instant = Type.String({ format: "date-time" });
const Programme = Type.String({ minLength: 1, maxLength: 40, description: "The programme's code" });
const AnswerId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
// Null first: the validator coerces types, and would read null as 0 or "" against the other branch first.
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([Type.Null(), schema]);

const Level = Type.Object(
  {
    value: Type.Integer({ minimum: -100, maximum: 100 }),
    descriptor: Type.String({ maxLength: MAX_DESCRIPTOR }),
    descriptorFr: Type.Optional(Nullable(Type.String({ maxLength: MAX_DESCRIPTOR }))),
  },
  { additionalProperties: false },
);

const Criterion = Type.Object(
  {
    id: Type.String({ maxLength: 40 }),
    label: Type.String({ maxLength: MAX_LABEL }),
    labelFr: Type.Optional(Nullable(Type.String({ maxLength: MAX_LABEL }))),
    weight: Type.Number({ minimum: 0, maximum: 1000 }),
    levels: Type.Array(Level, { maxItems: MAX_LEVELS + 5 }),
    interview: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const Scoresheet = Type.Object({
  id: Type.Integer(),
  programme: Type.String(),
  version: Type.Integer(),
  criteria: Type.Array(Criterion),
  createdAt: Instant,
  createdBy: Type.String(),
});

const Score = Type.Object(
  {
    value: Type.Union([Type.Null(), Type.Integer({ minimum: -100, maximum: 100 })]),
    comment: Type.Optional(Nullable(Type.String({ maxLength: MAX_SCORE_COMMENT + 1000 }))),
  },
  { additionalProperties: false },
);
const Scores = Type.Record(Type.String({ maxLength: 40 }), Score, { maxProperties: MAX_CRITERIA + 5 });
const ReviewStatus = Type.Union([Type.Literal("draft"), Type.Literal("submitted")]);

const OwnReview = Type.Object({
  status: ReviewStatus,
  scoresheetId: Type.Integer(),
  scores: Scores,
  score: Type.Union([Type.Number(), Type.Null()]),
  updatedAt: Instant,
  submittedAt: Nullable(Instant),
});

const OtherReview = Type.Object({
  ...OwnReview.properties,
  reviewer: Type.String({ description: "The reader's login" }),
  version: Type.Integer({ description: "The scoresheet version it was given under" }),
});

const Selection = Type.Union([
  Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100000 }) }),
  Type.Object({ filters: Type.Record(Type.String(), Type.String({ maxLength: 2000 })) }),
]);
const ReviewerIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
  minItems: 1,
  maxItems: 200,
});

/** GET /ws/admin/scoresheets. */
export const listScoresheetsSchema = {
  tags: ["scoring"],
  summary: "Every programme's current scoresheet (administrators; a reviewer: their juries' programmes)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      programmes: Type.Array(
        Type.Object({
          code: Type.String(),
          labelEn: Type.String(),
          labelFr: Type.String(),
          sheet: Type.Union([Scoresheet, Type.Null()]),
          hasReviews: Type.Boolean({ description: "Reviews were given under the current version" }),
        }),
      ),
    }),
    "4xx": ErrorBody,
  },
};

/** GET /ws/admin/scoresheets/{programme}. */
export const getScoresheetSchema = {
  tags: ["scoring"],
  summary:
    "A programme's scoresheet, the current version or ?version= (administrators, reviewers of its juries)",
  security: [{ bearer: [] }],
  params: Type.Object({ programme: Programme }),
  querystring: Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      sheet: Type.Union([Scoresheet, Type.Null()]),
      hasReviews: Type.Boolean(),
    }),
    "4xx": ErrorBody,
  },
};

/** PUT /ws/admin/scoresheets/{programme}. */
export const putScoresheetSchema = {
  tags: ["scoring"],
  summary: "Save a programme's scoresheet (administrators)",
  description:
    "400 with the problems when it cannot be saved. When reviews were given under the current version, " +
    "409 SCORESHEET_HAS_REVIEWS unless `confirm`: a new version is then made and the old scores stay readable.",
  security: [{ bearer: [] }],
  params: Type.Object({ programme: Programme }),
  body: Type.Object(
    {
      criteria: Type.Array(Criterion, { maxItems: MAX_CRITERIA + 5 }),
      confirm: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), sheet: Scoresheet, newVersion: Type.Boolean() }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/scoresheets/{programme}/copy. */
export const copyScoresheetSchema = {
  tags: ["scoring"],
  summary: "Copy another programme's current scoresheet to this one (administrators)",
  description: "The same rules as saving it: 409 SCORESHEET_HAS_REVIEWS unless `confirm`.",
  security: [{ bearer: [] }],
  params: Type.Object({ programme: Programme }),
  body: Type.Object(
    { from: Programme, confirm: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), sheet: Scoresheet, newVersion: Type.Boolean() }),
    "4xx": ErrorBody,
  },
};

const QueueItem = Type.Object({
  answerId: Type.Integer(),
  name: Type.String({ description: "The candidate's name, or the application's number in blind review" }),
  blind: Type.Boolean(),
  programme: Type.String(),
  status: Type.Union([Type.Literal("none"), ReviewStatus]),
  score: Type.Union([Type.Number(), Type.Null()]),
  assignedAt: Instant,
});

/** GET /ws/admin/reviews/queue. */
export const queueSchema = {
  tags: ["scoring"],
  summary:
    "The caller's review queue: the applications assigned to them and their review of each (reviewers)",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({ result: Type.Literal("OK"), queue: Type.Array(QueueItem) }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/reviews/queue/next. */
export const nextSchema = {
  tags: ["scoring"],
  summary: "Take the next unassigned applications of the caller's juries (reviewers)",
  description:
    "Validated applications whose programme has a scoresheet and nobody assigned, the oldest first; two callers " +
    "at once are never given the same one.",
  security: [{ bearer: [] }],
  body: Type.Object(
    { count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      taken: Type.Array(Type.Integer()),
      queue: Type.Array(QueueItem),
    }),
    "4xx": ErrorBody,
  },
};

const ReviewBody = Type.Object({
  result: Type.Literal("OK"),
  sheet: Type.Union([Scoresheet, Type.Null()]),
  review: Type.Union([OwnReview, Type.Null()]),
  interview: Type.Union([
    Type.Object({
      status: Type.Union([Type.Literal("invited"), Type.Literal("booked"), Type.Literal("declined")]),
      attendance: Type.Union([Type.Literal("attended"), Type.Literal("absent"), Type.Null()]),
    }),
    Type.Null(),
  ]),
  others: Type.Union([Type.Array(OtherReview), Type.Null()], {
    description:
      "The other readers' submitted reviews: null until the caller has submitted theirs (administrators always)",
  }),
  otherSheets: Type.Array(Scoresheet, { description: "The versions the other reviews were given under" }),
  standing: Type.Union([
    Type.Object({
      score: Type.Union([Type.Number(), Type.Null()]),
      reviews: Type.Integer(),
      spread: Type.Union([Type.Number(), Type.Null()]),
      rank: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});

/** GET /ws/admin/answers/{id}/review. */
export const getReviewSchema = {
  tags: ["scoring"],
  summary: "The caller's review of an application and its scoresheet (administrators, reviewers of its jury)",
  description: "The other readers' reviews and the standing only once the caller has submitted theirs.",
  security: [{ bearer: [] }],
  params: AnswerId,
  response: { 200: ReviewBody, "4xx": ErrorBody },
};

/** PUT /ws/admin/answers/{id}/review. */
export const putReviewSchema = {
  tags: ["scoring"],
  summary: "Save the caller's review as a draft or submit it (administrators, reviewers of its jury)",
  description:
    "A draft may leave criteria blank; submitting scores each one (400 with what is missing). A submitted review " +
    "is changed by submitting it again (409 for a draft save). 409 SCORESHEET_MISSING when the programme has none.",
  security: [{ bearer: [] }],
  params: AnswerId,
  body: Type.Object({ scores: Scores, submit: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: ReviewBody, "4xx": ErrorBody },
};

const Reader = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  juries: Type.Array(Type.String()),
  assigned: Type.Integer(),
  submitted: Type.Integer(),
});

/** GET /ws/admin/review-assignments/readers. */
export const readersSchema = {
  tags: ["scoring"],
  summary: "The reviewers (of a programme's or a jury's juries, or all) with their loads (administrators)",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    programme: Type.Optional(Type.String({ maxLength: 40 })),
    jury: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), readers: Type.Array(Reader) }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/review-assignments. */
export const assignSchema = {
  tags: ["scoring"],
  summary: "Assign these reviewers to the workspace's selection, by hand (administrators)",
  description:
    "A reviewer is given only the applications of their juries; the other pairs are counted as skipped.",
  security: [{ bearer: [] }],
  body: Type.Object({ selection: Selection, reviewers: ReviewerIds }, { additionalProperties: false }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), assigned: Type.Integer(), skipped: Type.Integer() }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/review-assignments/even. */
export const assignEvenSchema = {
  tags: ["scoring"],
  summary:
    "Spread the selection evenly across each application's jury's reviewers, N readers each (administrators)",
  description:
    "The least loaded reviewers first, never the same reviewer twice on one application; readers it has count. " +
    "`short` counts the applications left with fewer readers (no jury, or too few reviewers in it).",
  security: [{ bearer: [] }],
  body: Type.Object(
    { selection: Selection, readers: Type.Integer({ minimum: 1, maximum: 10 }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), assigned: Type.Integer(), short: Type.Integer() }),
    "4xx": ErrorBody,
  },
};

/** POST /ws/admin/review-assignments/remove. */
export const unassignSchema = {
  tags: ["scoring"],
  summary: "Take these reviewers off the selection's applications (administrators); their reviews are kept",
  security: [{ bearer: [] }],
  body: Type.Object({ selection: Selection, reviewers: ReviewerIds }, { additionalProperties: false }),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), removed: Type.Integer() }),
    "4xx": ErrorBody,
  },
};
