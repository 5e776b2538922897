import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });
const Count = Type.Integer({ minimum: 0 });

/** One programme type's funnel: each step counts the applications at that step or further. */
const FunnelLine = Type.Object({
  typeformation: Type.String({ description: "Programme type code; empty for applications without one yet" }),
  label: Type.String({ description: "The type's name in the caller's language" }),
  started: Count,
  validated: Count,
  admitted: Count,
  registered: Count,
  tuitionConfirmed: Count,
});

/** GET /ws/admin/dashboard. */
export const dashboardSchema = {
  tags: ["dashboard"],
  summary: "The campaign at a glance (staff; a reviewer's figures cover their juries only)",
  description:
    "Accounts, applications started and validated (in total and per UTC day over the last 60 days, " +
    "every day present), the funnel per programme type (cumulative: an application further on counts " +
    "in the earlier steps; admitted means a published admission), validated applications whose " +
    "documents are not complete, the juries with their publication flags, the withdrawals by reason " +
    "and the automatic offers from the waiting lists (made, confirmed, awaiting confirmation, lapsed; " +
    "places freed and not offered yet). 403 for a candidate.",
  security: [{ bearer: [] }],
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      accounts: Type.Object({ candidates: Count, staff: Count }),
      applications: Type.Object({ started: Count, validated: Count }),
      perDay: Type.Array(
        Type.Object({ day: Type.String({ format: "date" }), started: Count, validated: Count }),
      ),
      funnel: Type.Array(FunnelLine),
      documentsAwaitingReview: Type.Integer({
        minimum: 0,
        description:
          "Validated applications with a document still to check: the workspace's view stage=(every stage but started)&review=to_check",
      }),
      juries: Type.Array(
        Type.Object({
          id: Type.String(),
          label: Type.String(),
          applications: Count,
          resultsPublished: Type.Boolean(),
          scholarshipResultsPublished: Type.Boolean(),
        }),
      ),
      withdrawals: Type.Array(
        Type.Object({
          reason: Type.String({ description: "A withdrawal reason code; deadline: declined by default" }),
          label: Type.String({ description: "The reason in the caller's language" }),
          count: Count,
        }),
      ),
      offers: Type.Object({
        made: Count,
        confirmed: Count,
        pending: Count,
        lapsed: Count,
        freed: Type.Integer({ minimum: 0, description: "Places freed by a withdrawal and not offered yet" }),
      }),
    }),
    "4xx": ErrorBody,
  },
};
