import type { AnswerValues, EvaluateOptions, FormSchema } from "../schema/types.ts";
import { VALIDATED_SUFFIX } from "../schema/types.ts";
import { evaluate } from "./evaluate.ts";
import { tabFieldIds } from "./schema-index.ts";

/**
 * The values a save of `tabId` carries: only the submitable (visible, not read-only, not help
 * text) fields of that tab, plus its `<tab>_validated` flag. Hidden fields are never submitted.
 * The server runs it on the merged answer to keep only what the candidate may write.
 */
export function submitableValues(
  schema: FormSchema,
  tabId: string,
  values: AnswerValues,
  options: EvaluateOptions = {},
): AnswerValues {
  const { fields } = evaluate(schema, values, options);
  const out: AnswerValues = {};
  for (const id of tabFieldIds(schema, tabId)) {
    if (fields[id]?.submitable && values[id] !== undefined) out[id] = values[id];
  }
  const flag = `${tabId}${VALIDATED_SUFFIX}`;
  if (values[flag] !== undefined && schema.fields[flag]) out[flag] = values[flag];
  return out;
}
