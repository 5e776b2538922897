import type { Message } from "../i18n/catalogue.ts";
import { missingReferences } from "../workflow/references.ts";
import type { AnswerValues, RuleContext } from "./types.ts";

/**
 * At the application's validation, every referee's letter is in when the programme requires
 * references (workflow/references.ts missingReferences); the server gives the references' states in
 * the context, and without them nothing is judged.
 */
export function referencesReceived(values: AnswerValues, context: RuleContext): Message[] {
  return context.references ? missingReferences(values, context.references) : [];
}
