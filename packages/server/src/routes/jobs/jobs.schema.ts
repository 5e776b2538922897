import { Type } from "typebox";
import { ErrorBody } from "../answers/answers.schema.ts";

const errors = { "4xx": ErrorBody };
const State = Type.Union(
  [
    Type.Literal("created"),
    Type.Literal("retry"),
    Type.Literal("active"),
    Type.Literal("completed"),
    Type.Literal("cancelled"),
    Type.Literal("failed"),
  ],
  { description: "As pg-boss names them (queries/job-runs.ts RUN_STATES)" },
);
const When = Type.Union([Type.String({ format: "date-time" }), Type.Null()]);
const RunId = Type.String({
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
});
const Name = Type.String({ maxLength: 60 });

const Run = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: State,
  retries: Type.Integer({ description: "Attempts after the first" }),
  retryLimit: Type.Integer(),
  createdAt: Type.String({ format: "date-time" }),
  startAfter: Type.String({ format: "date-time", description: "Not run before (a retry's back-off)" }),
  startedAt: When,
  completedAt: When,
  counts: Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()], {
    description: "What a completed run did (e.g. sent: 3)",
  }),
  error: Type.Union([Type.String(), Type.Null()], { description: "Why a failed run failed" }),
  requestedBy: Type.Union([Type.String(), Type.Null()], {
    description: "Who asked for it; null when scheduled",
  }),
});

const Job = Type.Object({
  name: Type.String(),
  cron: Type.String({ description: "When it runs by itself, in the institution's time zone" }),
  waiting: Type.Integer(),
  running: Type.Integer(),
  failed: Type.Integer(),
});

/** GET /ws/admin/jobs. */
export const listJobsSchema = {
  tags: ["jobs"],
  summary: "The portal's jobs and their latest runs (administrators)",
  security: [{ bearer: [] }],
  querystring: Type.Object({
    state: Type.Optional(State),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    idle: Type.Optional(
      Type.Boolean({ description: "Also scheduled runs that found nothing to do (left out by default)" }),
    ),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      timeZone: Type.String(),
      jobs: Type.Array(Job),
      runs: Type.Array(Run),
    }),
    ...errors,
  },
};

/** POST /ws/admin/jobs/{name}/run. */
export const runJobSchema = {
  tags: ["jobs"],
  summary: "Run a job now (administrators)",
  description: "409 when a run of it is already waiting; 404 for an unknown job.",
  security: [{ bearer: [] }],
  params: Type.Object({ name: Name }),
  response: { 202: Type.Object({ result: Type.Literal("OK"), id: Type.String() }), ...errors },
};

/** POST /ws/admin/jobs/{name}/runs/{id}/retry. */
export const retryRunSchema = {
  tags: ["jobs"],
  summary: "Run a failed run again (administrators)",
  description: "409 unless the run failed; 404 for an unknown job or run.",
  security: [{ bearer: [] }],
  params: Type.Object({ name: Name, id: RunId }),
  response: { 200: Type.Object({ result: Type.Literal("OK") }), ...errors },
};
