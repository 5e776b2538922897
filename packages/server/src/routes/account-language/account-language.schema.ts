import { Type } from "typebox";

const ErrorBody = Type.Object({ result: Type.String(), code: Type.String(), message: Type.String() });

/** PUT /ws/account/language. */
export const accountLanguageSchema = {
  tags: ["accounts"],
  summary: "Keep the language I chose on my account: my e-mails and my pages on any device use it",
  security: [{ bearer: [] }],
  body: Type.Object(
    { locale: Type.Union([Type.Literal("en"), Type.Literal("fr")], { description: "en or fr" }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      result: Type.Literal("OK"),
      locale: Type.Union([Type.Literal("en"), Type.Literal("fr")]),
    }),
    "4xx": ErrorBody,
  },
};
