import { memo } from "react";
import type { FieldsetSchema } from "@portal/domain/schema/types";
import { Field } from "./field.tsx";
import { useFormText } from "./form-text.ts";
import { localize } from "./localize.ts";
import { useFormSelector } from "./use-form-store.ts";

/** A fieldset of a tab: legend, description and its fields; hidden while none of its fields shows. */
export const FieldsetView = memo(function FieldsetView({ fieldset }: { fieldset: FieldsetSchema }) {
  const { lang } = useFormText();
  const shown = useFormSelector((store) =>
    fieldset.fields.some(
      (id) => store.getState().fields[id]?.visible && store.schema.fields[id]?.widget !== "hidden",
    ),
  );
  const title = localize(fieldset.title, lang);
  return (
    <fieldset className="mb-4" hidden={!shown} data-fieldset={fieldset.id}>
      {title && <legend className="h5 border-bottom pb-1">{title}</legend>}
      {fieldset.description && <p className="text-body-secondary">{localize(fieldset.description, lang)}</p>}
      {fieldset.fields.map((id) => (
        <Field key={id} fieldId={id} />
      ))}
    </fieldset>
  );
});
