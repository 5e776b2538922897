import type { Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";
import { uploadRefusal } from "../../policies/file.ts";
import { fieldPathLabel, type PresentedDocumentField } from "../../presenters/document-review.ts";

/**
 * The file fields the form shows for these values (as an administrator's form does): top-level file
 * fields, and the file of each existing line of a list. What "request a missing document" offers.
 */
export function documentFieldsOf(
  schema: FormSchema,
  values: Record<string, unknown>,
  locale: Locale,
): PresentedDocumentField[] {
  const paths: string[] = [];
  for (const tab of schema.tabs) {
    for (const fieldId of tab.fieldsets.flatMap((set) => set.fields)) {
      const field = schema.fields[fieldId];
      if (!field) continue;
      if (field.widget === "file" && field.type !== "array") {
        if (uploadRefusal({ isAdmin: true }, schema, values, { fieldId, tab: tab.id }) === null)
          paths.push(fieldId);
        continue;
      }
      const items = field.items?.fields ?? {};
      const lines = Array.isArray(values[fieldId]) ? (values[fieldId] as unknown[]) : [];
      for (const [itemField, item] of Object.entries(items)) {
        if (item.widget !== "file") continue;
        lines.forEach((_, index) => {
          const place = { fieldId, tab: tab.id, index, itemField };
          if (uploadRefusal({ isAdmin: true }, schema, values, place) === null)
            paths.push(`${fieldId}.${index}.${itemField}`);
        });
      }
    }
  }
  return [...new Set(paths)].map((field) => ({
    field,
    label: fieldPathLabel(schema, field, locale, values),
  }));
}
