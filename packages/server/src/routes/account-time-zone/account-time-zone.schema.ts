import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

/** PUT /ws/account/time-zone. */
export const accountTimeZoneSchema = {
  tags: ["accounts"],
  summary: "Keep the time zone my browser is in on my account: the dates my e-mails name are written in it",
  description: "400 when the zone is not an IANA time zone (Europe/Paris, America/New_York, …).",
  security: [{ bearer: [] }],
  body: Type.Object(
    {
      timeZone: Type.String({
        minLength: 1,
        maxLength: 64,
        description: "Intl.DateTimeFormat().resolvedOptions().timeZone",
      }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ result: Type.Literal("OK"), timeZone: Type.String() }),
    "4xx": ErrorBody,
  },
};
