import type { AnswerValues, EvaluateOptions, FormSchema } from "../schema/types.ts";
import { VALIDATED_SUFFIX } from "../schema/types.ts";
import { evaluateTabFields, type TabFieldsState } from "./evaluate.ts";
import { tabFieldIds } from "./schema-index.ts";

/**
 * The values a save of `tabId` carries: only the submitable (visible, not read-only, not help
 * text) fields of that tab, plus its `<tab>_validated` flag. Hidden fields are never submitted.
 * The server runs it on the merged answer to keep only what the candidate may write. `state`:
 * the evaluation of these very values (of the whole form or of this tab), when the caller has it already.
 */
export function submitableValues(
  schema: FormSchema,
  tabId: string,
  values: AnswerValues,
  options: EvaluateOptions = {},
  state: TabFieldsState = evaluateTabFields(schema, tabId, values, options),
): AnswerValues {
  const { fields } = state;
  const out: AnswerValues = {};
  for (const id of tabFieldIds(schema, tabId)) {
    if (fields[id]?.submitable && values[id] !== undefined) out[id] = values[id];
  }
  const flag = `${tabId}${VALIDATED_SUFFIX}`;
  if (values[flag] !== undefined && schema.fields[flag]) out[flag] = values[flag];
  return out;
}
