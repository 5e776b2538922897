/**
 * The server's refusals of an upload that are about the file itself (packages/server/src/errors.ts):
 * too large, empty, wrong extension, content that is not what its extension says, a PDF with
 * scripts or one that cannot be checked. Sending the same bytes again cannot succeed, so the
 * widget offers to choose another file instead of Retry; network failures and 5xx keep Retry.
 */
export const FILE_REFUSAL_CODES: readonly string[] = [
  "FILE_TOO_LARGE",
  "FILE_EMPTY",
  "FILE_EXTENSION",
  "FILE_CONTENT",
  "FILE_ACTIVE_CONTENT",
  "FILE_UNCHECKABLE",
];

/** Whether an error body's `code` says the file itself was refused (retrying it is pointless). */
export function isFileRefusal(code: unknown): boolean {
  return typeof code === "string" && FILE_REFUSAL_CODES.includes(code);
}
