import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

const Instant = Type.String({ format: "date-time", description: "The last instant allowed (ISO 8601, UTC)" });

/** GET /ws/form/{formId}/answer/{login}/deadlines. */
export const applicationDeadlinesSchema = {
  tags: ["deadlines"],
  summary:
    "The dates an application must meet: its programme's, else the campaign's (its candidate, administrators)",
  description:
    "Each step's closing instant; a step without a date is absent. Before a programme is chosen, the campaign's " +
    "dates (DEADLINE_<STEP>, each day closing at its end in TIME_ZONE). After a date the candidate can no longer " +
    "validate that step; staff can. The browser formats the instants in its own zone and language.",
  security: [{ bearer: [] }],
  params: Type.Object({
    formId: Type.String({ minLength: 1, maxLength: 100 }),
    login: Type.String({ minLength: 1, maxLength: 320 }),
  }),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      programme: Type.String({ description: "The application's programme code; empty before one is chosen" }),
      timeZone: Type.String({
        description: "The institution's IANA zone, in which the campaign's days close",
      }),
      deadlines: Type.Object(
        {
          application: Type.Optional(Instant),
          scholarship: Type.Optional(Instant),
          registration: Type.Optional(Instant),
          tuition: Type.Optional(Instant),
        },
        { additionalProperties: false },
      ),
    }),
    "4xx": ErrorBody,
  },
};
