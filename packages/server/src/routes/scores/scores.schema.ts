import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";
import { XLSX_TYPE, viewQuery } from "../applications/applications.schema.ts";

const errors = { "4xx": ErrorBody };

/** GET /ws/admin/scores/export. */
export const exportScoresSchema = {
  tags: ["reviews"],
  summary: "Download the submitted reviews as CSV or XLSX, one line per review (staff)",
  description:
    "The workspace's filters choose the applications. An administrator gets every review, a reviewer their own " +
    "only (of their juries' applications), a blind programme's applications named by their number. Columns: " +
    "application, candidate, programme, reviewer, each criterion's value `<id>` and comment `<id>_comment`, " +
    "score (weighted, out of 100), submitted_at. The same layout is what POST …/scores/import reads.",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    ...viewQuery,
    format: Type.Optional(Type.Union([Type.Literal("csv"), Type.Literal("xlsx")], { default: "csv" })),
  }),
  response: {
    200: {
      description: "The file, as an attachment",
      content: {
        "text/csv": { schema: { type: "string", format: "binary" } },
        [XLSX_TYPE]: { schema: { type: "string", format: "binary" } },
      },
    },
    ...errors,
  },
};

const ImportRow = Type.Object({
  line: Type.Integer({ description: "The file's line (1 is the header)" }),
  application: Type.String(),
  reviewer: Type.String(),
  before: Type.Union([Type.Number(), Type.Null()], {
    description: "The review's score now (null: none submitted)",
  }),
  after: Type.Union([Type.Number(), Type.Null()], {
    description: "Its score once imported (null: a problem)",
  }),
  changed: Type.Boolean(),
  problems: Type.Array(Type.String(), {
    description: "What keeps the line from being imported, in the request's language",
  }),
});

/** POST /ws/admin/scores/import. */
export const importScoresSchema = {
  tags: ["reviews"],
  summary:
    "Import reviews' scores from a CSV or XLSX file in the export's layout, with a dry run (administrators)",
  description:
    "multipart/form-data with the file in the field `file` (at most 2 MB and 5000 lines). Each line is checked: the " +
    "application, the reviewer (staff; a reviewer of the application's jury), the programme's current scoresheet, " +
    "each value a level of its criterion's scale. With dryRun (the default) nothing is written; otherwise, when no " +
    "line has a problem, every line is written as a submitted review under its programme's current scoresheet and " +
    "the applications' scores and ranks recomputed, in one transaction. Any problem: 400 with `errors` by line, nothing written.",
  security: [{ bearer: [] }],
  consumes: ["multipart/form-data"],
  querystring: Type.Object({
    dryRun: Type.Optional(
      Type.Boolean({ default: true, description: "true (default): only show what would change" }),
    ),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      applied: Type.Boolean(),
      rows: Type.Array(ImportRow),
      invalid: Type.Integer({ description: "Lines with a problem" }),
    }),
    "4xx": Type.Object({
      result: Type.String(),
      code: Type.String(),
      message: Type.String(),
      errors: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), {
          description: "Each refused line's problems, by line",
        }),
      ),
    }),
  },
};

const Calibration = Type.Object({
  reviewer: Type.String({ description: "The reviewer's login" }),
  reviews: Type.Integer({ description: "Reviews they submitted in the jury" }),
  mean: Type.Number(),
  deviation: Type.Number({ description: "Standard deviation of their scores" }),
  shared: Type.Integer({ description: "Their applications someone else reviewed too" }),
  sharedMean: Type.Union([Type.Number(), Type.Null()]),
  othersMean: Type.Union([Type.Number(), Type.Null()]),
  difference: Type.Union([Type.Number(), Type.Null()], { description: "sharedMean − othersMean" }),
  leaning: Type.Union([
    Type.Literal("harsh"),
    Type.Literal("lenient"),
    Type.Literal("even"),
    Type.Literal("unknown"),
  ]),
});

/** GET /ws/admin/calibration. */
export const calibrationSchema = {
  tags: ["reviews"],
  summary:
    "How each reviewer of a jury scores against the other readers of the same applications (administrators)",
  description:
    "Over the jury's submitted reviews: each reviewer's mean and deviation, and on the applications others read too " +
    "their mean against the others' and the difference; harsh or lenient past `threshold` points.",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    jury: Type.String({ minLength: 1, maxLength: 100, description: "The jury's id" }),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      jury: Type.String(),
      threshold: Type.Number({ description: "Points a mean may stray from the others' before it leans" }),
      reviewers: Type.Array(Calibration),
    }),
    ...errors,
  },
};
