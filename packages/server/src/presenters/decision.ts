import type { Static } from "typebox";
import type { Message } from "@portal/domain/i18n/catalogue";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { currentDecision, scholarshipDecisionOptions } from "@portal/domain/workflow/decision-input";
import type { DecisionBody } from "./decision.schema.ts";

/** The decision of an application as the dossier and the decision route send it. */
export type PresentedDecision = Static<typeof DecisionBody>;

/** The stored decision with the scholarship decisions open to the application, labelled in the reader's language. */
export function presentDecision(values: AnswerValues, locale: Locale): PresentedDecision {
  const d = currentDecision(values);
  return {
    admis: d.admis,
    motivation: d.motivation ?? null,
    motivationVisible: d.motivationVisible ?? false,
    rank: d.rank ?? null,
    decisionbourse: d.decisionbourse ?? "--",
    montant_ins: d.montant_ins ?? null,
    scholarshipOptions: scholarshipDecisionOptions(values).map((o) => ({
      value: o.value,
      label: translate(locale, o.key, o.params),
    })),
  };
}

/** The staff label of an input field of a decision (admis, rank, jury…), in the reader's language. */
export function decisionFieldLabel(field: string, locale: Locale): string {
  return translate(locale, `decisions.field.${field === "motivation_visible" ? "motivationVisible" : field}`);
}

/** Each field's messages as text: `label: message`. */
export function decisionErrorTexts(errors: Record<string, Message[]>, locale: Locale): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((m) => `${decisionFieldLabel(field, locale)}: ${translate(locale, m.key, m.params)}`),
  );
}
