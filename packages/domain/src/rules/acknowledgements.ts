import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { isTicked, text } from "./values.ts";

/** The application acknowledgement is ticked, except for ING. */
export function acknowledgementTicked(values: AnswerValues): Message[] {
  if (text(values.typeformation) === "ING" || isTicked(values.acknowledgement)) return [];
  return [message("ACKNOWLEDGEMENT_MISSING", "rules.acknowledgements.acknowledgement")];
}

/** The statement val_testify2 (accuracy of the application) is ticked. */
export function testifyTicked(values: AnswerValues): Message[] {
  return isTicked(values.val_testify2) ? [] : [message("TESTIFY_MISSING", "rules.acknowledgements.testify")];
}

/** Registration's honour statement (acknowledgementReg) is ticked. */
export function honourStatementTicked(values: AnswerValues): Message[] {
  return isTicked(values.acknowledgementReg)
    ? []
    : [message("HONOUR_STATEMENT_MISSING", "rules.acknowledgements.honour")];
}
