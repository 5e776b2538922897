import type { Message } from "@portal/domain/i18n/catalogue";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";

/** An invalid tab, ready to send: one line per field ("{title} is not completed properly (…)") and texts per field. */
export interface InvalidTabBody {
  result: "error";
  code: "VALIDATION";
  message: string;
  errors: Record<string, string[]>;
}

/** Translates the engine's messages of an invalid tab, naming each field by its title in the caller's language. */
export function invalidTabBody(
  locale: Locale,
  schema: FormSchema,
  errors: Record<string, Message[]>,
): InvalidTabBody {
  const texts: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const [id, messages] of Object.entries(errors)) {
    texts[id] = messages.map((m) => translate(locale, m.key, m.params));
    const title = schema.fields[id]?.title?.[locale] ?? id;
    lines.push(`${translate(locale, "form.fieldNotCompleted", { title })} (${texts[id].join(", ")})`);
  }
  return {
    result: "error",
    code: "VALIDATION",
    message: translate(locale, "server.validation", { detail: lines.join("; ") }),
    errors: texts,
  };
}
