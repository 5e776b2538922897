/** Path parameters of the report routes: the candidate's login (a lower-cased e-mail). */
const loginParams = {
  type: "object",
  required: ["login"],
  properties: { login: { type: "string", minLength: 1, maxLength: 254 } },
} as const;

const error = {
  type: "object",
  properties: { result: { type: "string" }, code: { type: "string" }, message: { type: "string" } },
} as const;

/** POST /ws/report/{kind}/{login}: the PDF, as an attachment. It needs no body (one sent is ignored). */
export function reportSchema(summary: string) {
  return {
    tags: ["reports"],
    summary,
    description:
      "Answers application/pdf built from the STORED answer of the login, in the language of " +
      "Accept-Language (fr or en), followed by the candidate's uploaded PDFs of those tabs. " +
      "No body is needed: the stored answer is the only source (a body, which SPEC §7's clients " +
      "sent with the prepared answer, is accepted and ignored).",
    params: loginParams,
    security: [{ bearer: [] }],
    response: {
      200: {
        description: "The report",
        content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
      },
      "4xx": error,
    },
  } as const;
}
