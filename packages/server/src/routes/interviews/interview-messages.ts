import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Message } from "@portal/domain/i18n/catalogue";
import { AppError, type ErrorCode } from "../../errors.ts";

/** The domain's messages as one AppError in the reader's language (400 for input, 409 for a state). */
export function refusal(
  code: Extract<ErrorCode, "VALIDATION" | "WRONG_STATE">,
  messages: Message[],
  locale: Locale,
) {
  const detail = messages.map((m) => translate(locale, m.key, m.params)).join(" ");
  return code === "VALIDATION"
    ? new AppError("VALIDATION", { detail }, translate(locale, "server.validation", { detail }))
    : new AppError("WRONG_STATE", {}, detail);
}
