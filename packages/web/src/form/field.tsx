import { memo, useCallback, useMemo } from "react";
import type { Message } from "@portal/domain/i18n/catalogue";
import { decidedField } from "./decided-field.ts";
import { useFormAddons } from "./form-addons.ts";
import { FieldView } from "./field-view.tsx";
import { useFormText } from "./form-text.ts";
import { resolveLookupPath } from "./lookup-options.ts";
import { RepeatGroup } from "./repeat-group.tsx";
import {
  useFieldState,
  useFieldValue,
  useFormSelector,
  useFormStore,
  useShowErrors,
} from "./use-form-store.ts";

const NO_ERRORS: Message[] = [];

/** A field's own messages: those about its whole fieldset show once, for the group (fieldset-view.tsx). */
function ownErrors(errors: Message[]): Message[] {
  return errors.some((m) => m.group) ? errors.filter((m) => !m.group) : errors;
}

/** DOM id of a field's control. */
export const fieldDomId = (fieldId: string) => `field-${fieldId}`;

/**
 * One field of the form, connected to the store by its id alone: it re-renders when its value,
 * its engine state or its error display changes, and not when another field is typed into.
 * Hidden fields (visibleIf) render nothing; list fields render a repeatable group. A note of the
 * form's addons (form-addons.ts) is shown as the field's description.
 */
export const Field = memo(function Field({ fieldId }: { fieldId: string }) {
  const store = useFormStore();
  const field = store.schema.fields[fieldId];
  const value = useFieldValue(fieldId);
  const state = useFieldState(fieldId);
  const showErrors = useShowErrors(fieldId);
  const { lang } = useFormText();
  const lookupPath = useFormSelector((s) =>
    field?.lookup ? resolveLookupPath(field.lookup, (id) => s.getValue(id)) : undefined,
  );
  const onChange = useCallback((next: unknown) => store.setValue(fieldId, next), [store, fieldId]);
  const onBlur = useCallback(() => store.touch(fieldId), [store, fieldId]);
  const note = useFormAddons().notes[fieldId];
  const shown = useMemo(() => {
    const decided = field && decidedField(field, state);
    // A note from the journey (a fee paid online: no proof needed) stands for the description.
    return decided && note ? { ...decided, description: { en: note, fr: note } } : decided;
  }, [field, state, note]);
  if (!field || !shown || !state?.visible) return null;
  if (field.type === "array" && field.items) return <RepeatGroup listId={fieldId} />;
  return (
    <FieldView
      domId={fieldDomId(fieldId)}
      name={fieldId}
      field={shown}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={state.readOnly}
      errors={showErrors ? ownErrors(state.errors) : NO_ERRORS}
      lang={lang}
      lookupPath={lookupPath}
    />
  );
});
