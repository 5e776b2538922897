import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";
import { SORTS } from "./application-sort.ts";

const errors = { "4xx": ErrorBody };

/** The media type of an XLSX workbook. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const commaList = (description: string) => Type.Optional(Type.String({ maxLength: 2000, description }));
const day = (description: string) =>
  Type.Optional(Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD, UTC, inclusive)` }));

/** The filters and the sort the listing and the exports share. */
export const viewQuery = {
  campaign: Type.Optional(
    Type.String({
      maxLength: 4,
      description:
        "A campaign's year (e.g. 2025), or all; absent: the current campaign (the newest open one)",
    }),
  ),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "Words to find in the login, names or programme; accents and capitals do not matter",
    }),
  ),
  typeformation: commaList("Programme types, comma-separated (e.g. MSC,AM)"),
  choice: commaList("Programme codes, comma-separated: any of the choices (first, second, third, MSc)"),
  jury: commaList('Jury ids, comma-separated; "-" for no jury. A reviewer may name only their juries (403)'),
  stage: commaList("Stages, comma-separated (started, application_validated, …, tuition_confirmed)"),
  admis: commaList('Admission decisions, comma-separated: O, N, L, R, C, "-" (none yet)'),
  eu: commaList("EU national: true, false, unknown (comma-separated)"),
  scholarship: commaList("Scholarship requested: true, false"),
  documents: commaList("Documents: complete, missing, none (comma-separated)"),
  payment: commaList(
    "Payment status, comma-separated (any): paid (nothing outstanding), partly (some paid, some outstanding), unpaid (due, nothing paid)",
  ),
  review: commaList(
    "Document review, comma-separated (any): to_check (a file to check), requested (an open request), overdue (an open request past its deadline)",
  ),
  programme: commaList(
    "Programme codes, comma-separated: the application's programme (first choice, or the MSc chosen)",
  ),
  minScore: Type.Optional(
    Type.String({
      maxLength: 20,
      description: "The lowest weighted score, 0 to 100 (the mean of the submitted reviews)",
    }),
  ),
  reviews: Type.Optional(Type.String({ maxLength: 20, description: "The fewest submitted reviews" })),
  disagree: Type.Optional(
    Type.String({
      maxLength: 20,
      description:
        "Reviews that disagree: true for a spread between readers above 20 points, or a number of points (0 to 100)",
    }),
  ),
  sis: commaList(
    "The hand-off to the student information system: exported (held by an export already) or not_exported",
  ),
  updatedFrom: day("Last activity from"),
  updatedTo: day("Last activity to"),
  createdFrom: day("Created from"),
  createdTo: day("Created to"),
  // Optional with a default (the server fills it in): the OpenAPI document must not call them
  // required, or a validating proxy refuses a listing asked without a sort.
  sort: Type.Optional(
    Type.Union(
      Object.keys(SORTS).map((key) => Type.Literal(key)),
      { default: "updated", description: "The column to sort on; the id breaks ties" },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal("asc"), Type.Literal("desc")], { default: "desc" })),
};

/** One application of the listing. */
const ApplicationItem = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  familyName: Type.String(),
  givenName: Type.String(),
  typeformation: Type.String(),
  fstchoice: Type.String(),
  sndchoice: Type.String(),
  mscchoice: Type.String({ description: "the MSc programme chosen (MSc applications)" }),
  jury: Type.Union([Type.String(), Type.Null()]),
  eu: Type.Union([Type.Boolean(), Type.Null()], { description: "null: not stated yet" }),
  stage: Type.String(),
  documents: Type.String({ description: "complete, missing or none" }),
  admis: Type.String({ description: 'O, N, L, R, C or "-" (none yet)' }),
  scholarshipRequested: Type.Boolean(),
  scholarshipDecision: Type.Union([Type.String(), Type.Null()]),
  updated: Type.String({ format: "date-time" }),
  created: Type.String({ format: "date-time" }),
  programme: Type.Union([Type.String(), Type.Null()], { description: "first choice, or the MSc chosen" }),
  score: Type.Union([Type.Number(), Type.Null()], {
    description: "weighted score out of 100: the mean of the submitted reviews; null before any",
  }),
  reviews: Type.Integer({ description: "submitted reviews" }),
  spread: Type.Union([Type.Number(), Type.Null()], { description: "highest − lowest reviewer's score" }),
  rank: Type.Union([Type.Integer(), Type.Null()], {
    description: "rank within its programme by score (ties share a rank); null unscored",
  }),
});

const Counts = Type.Record(Type.String(), Type.Integer());

/** GET /ws/admin/applications. */
export const listApplicationsSchema = {
  tags: ["applications"],
  summary: "The applications workspace: a filtered, sorted page, its total and the counts per filter value",
  description:
    "Staff only; a reviewer sees the applications of their juries. Each facet's counts are over the view " +
    "with every filter but that facet's own. Keyset pagination: pass `next` as `cursor` with the same sort.",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    ...viewQuery,
    cursor: Type.Optional(Type.String({ maxLength: 500, description: "`next` of the previous page" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      items: Type.Array(ApplicationItem),
      total: Type.Integer({ description: "Applications of the view (all pages)" }),
      next: Type.Union([Type.String(), Type.Null()], { description: "null on the last page" }),
      counts: Type.Object({
        typeformation: Counts,
        jury: Counts,
        stage: Counts,
        admis: Counts,
        eu: Counts,
        scholarship: Counts,
        documents: Counts,
      }),
    }),
    ...errors,
  },
};

const lang = Type.Union([Type.Literal("en"), Type.Literal("fr")], {
  default: "en",
  description: "Language of the headers and values",
});

/** GET /ws/admin/applications/export. */
export const exportApplicationsSchema = {
  tags: ["applications"],
  summary: "Download the current view as CSV or XLSX, with the chosen columns",
  description:
    "Same filters and sort as the listing. Cells that a spreadsheet would run as a formula get a leading quote.",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    ...viewQuery,
    format: Type.Optional(Type.Union([Type.Literal("csv"), Type.Literal("xlsx")], { default: "csv" })),
    columns: Type.String({
      minLength: 1,
      maxLength: 8000,
      description: "Column ids, comma-separated, in order (GET …/applications/columns)",
    }),
    lang: Type.Optional(lang),
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

/** GET /ws/admin/applications/columns. */
export const exportColumnsSchema = {
  tags: ["applications"],
  summary: "The columns the export offers: the listing's, then every form field, grouped by tab",
  security: [{ bearer: [] }],
  querystring: Type.Object({ lang: Type.Optional(lang) }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      columns: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), group: Type.String() })),
    }),
    ...errors,
  },
};
