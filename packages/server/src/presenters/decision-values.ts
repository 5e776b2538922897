import { formatEuros } from "@portal/domain/workflow/amounts";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { isYes } from "@portal/domain/rules/values";
import {
  DECISION_FIELDS,
  DECISION_LABEL_KEYS,
  scholarshipDecisionLabel,
} from "@portal/domain/workflow/decision-input";

/** What a decision value needs to be read: the language, and the motivation catalogue's labels (queries/reasons.ts reasonLabeller). */
export interface DecisionValueContext {
  locale: Locale;
  motivationLabel: (code: string | null) => string | null;
}

const FIELDS: ReadonlySet<string> = new Set(DECISION_FIELDS);

/** Whether an answer field is one a decision writes (admis, decision_motivation, …): presentDecisionValue reads it. */
export function isDecisionField(field: string): boolean {
  return FIELDS.has(field);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A stored decision value in staff wording, or null when empty: the decision's staff label ("No
 * decision", "Admitted"), the motivation's catalogue label, the scholarship decision's label
 * ("No scholarship decision", "ASO scholarship"), Yes/No, the waiting rank, the amount in euros.
 * The one reading of these values for the history and the bulk change and import previews.
 */
export function presentDecisionValue(
  field: string,
  value: unknown,
  ctx: DecisionValueContext,
): string | null {
  const { locale } = ctx;
  // An empty admission decision is "no decision" (the stored "-"), not an empty cell.
  if (field === "admis") {
    const code = isBlank(value) ? "-" : String(value).trim();
    const key = (DECISION_LABEL_KEYS as Record<string, string>)[code];
    return key ? translate(locale, key) : code;
  }
  if (isBlank(value)) return null;
  const text = String(value).trim();
  switch (field) {
    case "decision_motivation":
      return ctx.motivationLabel(text);
    case "decision_motivation_visible":
      return translate(locale, isYes(value) || value === true ? "history.yes" : "history.no");
    case "decisionbourse": {
      const option = scholarshipDecisionLabel(text);
      return translate(locale, option.key, option.params);
    }
    case "montant_ins": {
      const euros = typeof value === "number" ? value : Number(text.replace(",", "."));
      return Number.isFinite(euros) ? formatEuros(euros, locale) : text;
    }
    default:
      return text;
  }
}
