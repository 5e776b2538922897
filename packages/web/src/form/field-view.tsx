import type { ReactNode } from "react";
import type { Message } from "@portal/domain/i18n/catalogue";
import type { Locale } from "@portal/domain/i18n/index";
import type { FieldSchema } from "@portal/domain/schema/types";
import { FieldHint, useFieldHint } from "./field-hint.tsx";
import { useFormText } from "./form-text.ts";
import { cx, localize } from "./localize.ts";
import { widgetRegistry } from "./widget-registry.ts";
import { serialiseValue } from "./widgets/serialise.ts";

/** Everything the frame of one field needs; the value store stays outside (see field.tsx). */
export interface FieldViewProps {
  domId: string;
  name: string;
  field: FieldSchema;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  readOnly: boolean;
  /** The messages to show now (empty when valid or not yet touched). */
  errors: Message[];
  lang: Locale;
  lookupPath?: string;
}

/**
 * One field with its frame: label tied to the control (htmlFor), required marker, description,
 * tooltip (only when the schema gives one: field-hint.tsx, beside the label so that it covers no
 * other field), error message tied with aria-describedby, and for a
 * read-only field a hidden input carrying the value.
 */
export function FieldView(props: FieldViewProps) {
  const { domId, name, field, value, readOnly, errors, lang } = props;
  const { t } = useFormText();
  const entry = widgetRegistry[field.widget] ?? widgetRegistry.text;
  const Widget = entry.component;
  const title = localize(field.title, lang);
  const description = localize(field.description, lang);
  const tooltip = localize(field.tooltip, lang);
  const invalid = errors.length > 0;
  const descriptionId = description && !entry.bare ? `${domId}-description` : undefined;
  const hintId = tooltip && !entry.bare ? `${domId}-hint` : undefined;
  const hint = useFieldHint(!!hintId);
  const errorId = invalid ? `${domId}-error` : undefined;
  const label: ReactNode = (
    <>
      {title}
      {field.required && !readOnly && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const widget = (
    <Widget
      id={domId}
      name={name}
      field={field}
      value={value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      readOnly={readOnly}
      invalid={invalid}
      describedBy={cx(hintId, descriptionId, errorId) || undefined}
      errorId={errorId}
      lang={lang}
      placeholder={localize(field.placeholder, lang)}
      label={label}
      title={title}
      lookupPath={props.lookupPath}
    />
  );
  if (entry.bare) return widget;
  return (
    <div className={cx("mb-3", field.htmlClass)} data-field={name} {...hint.frame}>
      {!entry.ownLabel && title && (
        <label htmlFor={domId} className={cx("form-label", field.labelClasses)}>
          {label}
        </label>
      )}
      {hintId && tooltip && (
        <FieldHint
          id={hintId}
          text={tooltip}
          shown={hint.shown}
          small={hint.small}
          buttonLabel={t("fieldHints.button", { field: title ?? "" })}
        />
      )}
      {widget}
      {readOnly && !entry.ownHiddenInput && <input type="hidden" name={name} value={serialiseValue(value)} />}
      {description && (
        <div id={descriptionId} className="form-text">
          {description}
        </div>
      )}
      {invalid && (
        <div id={errorId} className="invalid-feedback d-block">
          {errors.map((m) => t(m.key, m.params)).join(" ")}
        </div>
      )}
    </div>
  );
}
