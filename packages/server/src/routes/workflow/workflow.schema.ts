import { Type } from "typebox";

/** A refusal: every failure at once, one per line in `message`, and each with its rule code. */
export const WorkflowErrorBody = Type.Object({
  result: Type.String({ description: '"error", or "Not allowed" for 401/403' }),
  code: Type.String({ description: "VALIDATION (400), WRONG_STATE or LOCKED (409), FORBIDDEN…" }),
  message: Type.String({ description: "Every failure, translated, one per line" }),
  failures: Type.Optional(
    Type.Array(Type.Object({ code: Type.String(), message: Type.String() }), {
      description: "Each failure with its stable rule code (e.g. DOCUMENTS_TYPE_MISSING)",
    }),
  ),
  problems: Type.Optional(
    Type.Array(
      Type.Object({
        tab: Type.String({ description: "The form tab the failure is about (e.g. personal)" }),
        field: Type.Optional(
          Type.String({
            description:
              "The field it goes under, when it has one; a list row's field reads prof_xp.0.from_tof",
          }),
        ),
        text: Type.String({ description: "The failure, translated" }),
      }),
      {
        description:
          "What is left, each failure placed on its tab (and field) so the form can group them by tab and link to the field",
      },
    ),
  ),
});

/** A validation done: the success text (and notes), and the answer as the caller now reads it. */
const WorkflowOkBody = Type.Object({
  result: Type.Literal("OK"),
  message: Type.String({ description: "The success text, then any note, one per line" }),
  messages: Type.Array(Type.String()),
  version: Type.Integer({ description: "The answer's new version (send it with the next save)" }),
  updated: Type.String({ format: "date-time" }),
  data: Type.Unknown({ description: "The answer's values as the caller reads them" }),
  readOnlyTabs: Type.Array(Type.String(), { description: "Tabs the caller may no longer change" }),
});

/** PUT /ws/validate…/{login}: no body; the login in any case or encoding. */
export function validationSchema(summary: string, description: string) {
  return {
    tags: ["workflow"],
    summary,
    description:
      `${description} A candidate may only act on their own login (else 403 {"result":"Not allowed"}); ` +
      "administrators on anyone's. 400 VALIDATION lists every failing rule, 409 WRONG_STATE / LOCKED " +
      "when the step is not open; the message follows Accept-Language (en, fr).",
    security: [{ bearer: [] }],
    params: Type.Object({ login: Type.String({ minLength: 1, maxLength: 320 }) }),
    response: { 200: WorkflowOkBody, "4xx": WorkflowErrorBody },
  };
}
