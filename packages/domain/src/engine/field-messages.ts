import type { Message } from "../i18n/catalogue.ts";
import type { FieldSchema } from "../schema/types.ts";

/** The part of an Ajv error the engine reads. */
export interface ValidatorError {
  keyword: string;
  params: Record<string, unknown>;
}

const message = (code: string, key: string, params?: Record<string, string | number>): Message =>
  params ? { code, key, params } : { code, key };

/** Turns one Ajv error on a field into a catalogue message. */
export function messageFor(field: FieldSchema, error: ValidatorError): Message {
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case "required":
      return message("FIELD_REQUIRED", "form.required");
    case "pattern":
      if (field.format === "date" || field.widget === "date")
        return message("FIELD_INVALID_DATE", "form.invalidDate");
      return message("FIELD_PATTERN", "form.pattern");
    case "minimum":
      return message("FIELD_MINIMUM", "form.minimum", { min: limit });
    case "maximum":
      return message("FIELD_MAXIMUM", "form.maximum", { max: limit });
    case "minLength":
      return message("FIELD_MIN_LENGTH", "form.minLength", { min: limit });
    case "maxLength":
      return message("FIELD_MAX_LENGTH", "form.maxLength", { max: limit });
    case "enum":
      return message("FIELD_ENUM", "form.enum");
    case "type":
      return message("FIELD_TYPE", "form.type");
    default:
      return message("FIELD_INVALID", "form.invalid");
  }
}

/** Messages of a list of Ajv errors, one per keyword. */
export function messagesFor(field: FieldSchema, errors: ValidatorError[]): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const error of errors) {
    if (seen.has(error.keyword)) continue;
    seen.add(error.keyword);
    out.push(messageFor(field, error));
  }
  return out;
}

/** Date-widget bound messages. */
export const dateMessages = {
  invalid: (): Message => message("FIELD_INVALID_DATE", "form.invalidDate"),
  min: (min: string): Message => message("FIELD_MIN_DATE", "form.minDate", { min }),
  max: (max: string): Message => message("FIELD_MAX_DATE", "form.maxDate", { max }),
};

/** The message of a form field whose value is not an e-mail address (rules/email.ts). */
export const invalidEmailMessage = (): Message => message("FIELD_INVALID_EMAIL", "form.invalidEmail");
