import type { FormSchema } from "@portal/domain/schema/types";
import { AppError } from "../../errors.ts";

/** At most this many fields per listing request. */
export const MAX_LISTED_FIELDS = 30;

/** Fields a listing may show besides the form's own: the step the candidate is on. */
const EXTRA_FIELDS = new Set(["step"]);

/**
 * The field ids of `?fields=a,b` (blanks and repeats dropped). Only the form's fields may be
 * listed: an unknown one is refused (400) rather than silently shown as empty.
 */
export function parseListedFields(schema: FormSchema, raw: string | undefined): string[] {
  const ids = [
    ...new Set(
      (raw ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = ids.filter((id) => !(id in schema.fields) && !EXTRA_FIELDS.has(id));
  if (unknown.length > 0)
    throw new AppError("VALIDATION", { detail: `unknown fields: ${unknown.join(", ")}` });
  if (ids.length > MAX_LISTED_FIELDS)
    throw new AppError("VALIDATION", { detail: `at most ${MAX_LISTED_FIELDS} fields` });
  return ids;
}
