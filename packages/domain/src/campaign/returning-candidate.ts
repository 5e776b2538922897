import type { AnswerValues } from "../rules/types.ts";
import type { FormSchema } from "../schema/types.ts";
import { isWorkflowField } from "../workflow/save-tab.ts";

/** The tabs a returning candidate may bring from their last application: identity, background, languages. */
export const PREFILL_TABS = ["personal", "background", "langs"] as const;

/**
 * The values a new application starts with when its candidate asks to reuse their last one
 * (issue #39): the fields of the identity, background and languages tabs, never a file (a document
 * or the photo is uploaded again), a decision, a payment or a workflow field, and no tab marked
 * validated, so that the candidate reads each tab again and saves it. Empty values are left out.
 */
export function prefillFromPrevious(previous: AnswerValues, schema: FormSchema): AnswerValues {
  const values: AnswerValues = {};
  for (const tab of schema.tabs) {
    if (!(PREFILL_TABS as readonly string[]).includes(tab.id)) continue;
    for (const fieldset of tab.fieldsets) {
      for (const id of fieldset.fields) {
        const field = schema.fields[id];
        if (!field || field.widget === "file" || isWorkflowField(id)) continue;
        const value = previous[id];
        if (value === undefined || value === null || value === "") continue;
        if (Array.isArray(value) && field.items && carriesFiles(field.items.fields)) continue;
        // A copy: the new application never shares a list or an object with last year's.
        values[id] = JSON.parse(JSON.stringify(value)) as unknown;
      }
    }
  }
  return values;
}

/** True when a list's items hold a file (their lines would point at last year's uploads). */
function carriesFiles(fields: Record<string, { widget: string }>): boolean {
  return Object.values(fields).some((f) => f.widget === "file");
}
