import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

/** The applications an action applies to: listed by id, or the listing's filters (same keys as its query). */
export const Selection = Type.Union([
  Type.Object(
    { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 20000 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      filters: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 2000 }), {
        description: "The query keys of GET /ws/admin/applications (q, jury, stage, admis, …)",
      }),
    },
    { additionalProperties: false },
  ),
]);

/** POST /ws/admin/reminders. */
export const sendRemindersSchema = {
  tags: ["reminders"],
  summary: "E-mail a reminder to the candidates of a selection (staff; a reviewer only their juries)",
  description:
    "reminder_application goes to the applications not validated yet, reminder_registration to the admitted " +
    "candidates not registered yet; the others of the selection are left out. One mail per candidate in their " +
    "language, the deadline written in it; one history line (kind reminder) per application. dryRun=true only counts.",
  security: [{ bearer: [] }],
  querystring: Type.Object({ dryRun: Type.Optional(Type.Boolean({ default: false })) }),
  body: Type.Object(
    {
      template: Type.String({ maxLength: 100, description: "reminder_application or reminder_registration" }),
      deadline: Type.Optional(Type.String({ maxLength: 30, description: "YYYY-MM-DD" })),
      selection: Selection,
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      recipients: Type.Integer({ description: "Candidates the reminder goes to" }),
      sent: Type.Integer({ description: "Mails queued (0 on a dry run)" }),
    }),
    "4xx": ErrorBody,
  },
};
