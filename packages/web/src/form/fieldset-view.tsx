import { memo } from "react";
import type { Message } from "@portal/domain/i18n/catalogue";
import type { FieldsetSchema } from "@portal/domain/schema/types";
import { Field } from "./field.tsx";
import type { FormStore } from "./form-store.ts";
import { useFormText } from "./form-text.ts";
import { localize } from "./localize.ts";
import { useFormSelector } from "./use-form-store.ts";

/**
 * The messages about a fieldset as a whole ("at least one funding source", Message.group) its
 * fields carry and show now, each once; as keys joined, so that a selector compares them as text.
 */
function groupMessageKeys(store: FormStore, fieldset: FieldsetSchema): string {
  const keys = new Set<string>();
  for (const id of fieldset.fields) {
    if (!store.showsErrors(id)) continue;
    for (const m of store.getState().fields[id]?.errors ?? [])
      if (m.group === fieldset.id) keys.add(JSON.stringify([m.key, m.params ?? {}]));
  }
  return [...keys].join("\n");
}

/**
 * A fieldset of a tab: legend, description, the messages about the group as a whole (tied to the
 * group by aria-describedby) and its fields; hidden while none of its fields shows.
 */
export const FieldsetView = memo(function FieldsetView({ fieldset }: { fieldset: FieldsetSchema }) {
  const { lang, t } = useFormText();
  const groupKeys = useFormSelector((store) => groupMessageKeys(store, fieldset));
  const groupMessages = groupKeys
    ? groupKeys.split("\n").map((entry) => JSON.parse(entry) as [Message["key"], Message["params"]])
    : [];
  const errorId = groupMessages.length > 0 ? `fieldset-${fieldset.id}-error` : undefined;
  const shown = useFormSelector((store) =>
    fieldset.fields.some(
      (id) => store.getState().fields[id]?.visible && store.schema.fields[id]?.widget !== "hidden",
    ),
  );
  const title = localize(fieldset.title, lang);
  return (
    <fieldset className="mb-4" hidden={!shown} data-fieldset={fieldset.id} aria-describedby={errorId}>
      {title && <legend className="h5 border-bottom pb-1">{title}</legend>}
      {fieldset.description && <p className="text-body-secondary">{localize(fieldset.description, lang)}</p>}
      {errorId && (
        <div id={errorId} className="invalid-feedback d-block mb-2 fw-semibold">
          {groupMessages.map(([key, params]) => t(key, params)).join(" ")}
        </div>
      )}
      {fieldset.fields.map((id) => (
        <Field key={id} fieldId={id} />
      ))}
    </fieldset>
  );
});
