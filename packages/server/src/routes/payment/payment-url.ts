import type { Message } from "@portal/domain/i18n/catalogue";
import type { Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { message } from "@portal/domain/rules/types";
import { isBlank, isYes, text } from "@portal/domain/rules/values";
import { APPLICATION_FEE, downPayment, paymentEntity, tuitionAmount } from "@portal/domain/workflow/amounts";
import { tuitionEnabled } from "@portal/domain/workflow/locks";
import { paiement3x, tuitionState } from "@portal/domain/workflow/tuition";

/** What can be paid online (SPEC §7 "Payment", §9). */
export const PAYMENT_KINDS = ["application_fee", "down_payment", "tuition"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The `nature` parameter sent to the payment site for each kind. */
export const PAYMENT_NATURES: Record<PaymentKind, string> = {
  application_fee: "FRAIS_CANDIDATURE",
  down_payment: "ACOMPTE",
  tuition: "FRAIS_SCOLARITE",
};

const refused = (code: string, key: string) => message(code, key);

/**
 * Why this payment is not available on the candidate's view of the answer (unpublished decisions
 * hidden, display flags derived), or null when it is: the application fee before validation and not
 * for ING; the down payment while the registration buttons show (published admission O or C, not
 * confirmed, not ING); tuition once registered, registration_docs validated, not yet confirmed, and
 * montant_ins above 0.
 */
export function paymentRefusal(kind: PaymentKind, view: AnswerValues): Message | null {
  const type = text(view.typeformation);
  switch (kind) {
    case "application_fee":
      if (type === "ING") return refused("PAYMENT_NOT_DUE", "payment.refused.noApplicationFee");
      if (isYes(view.candidat_validation))
        return refused(
          "WORKFLOW_APPLICATION_ALREADY_VALIDATED",
          "workflow.refused.applicationAlreadyValidated",
        );
      return null;
    case "down_payment":
      if (type === "ING")
        return refused("WORKFLOW_REGISTRATION_NOT_ONLINE", "workflow.refused.registrationNotOnline");
      if (isYes(view.candidat_confirmation))
        return refused(
          "WORKFLOW_REGISTRATION_ALREADY_VALIDATED",
          "workflow.refused.registrationAlreadyValidated",
        );
      if (!isYes(view.candidat_validation))
        return refused("WORKFLOW_APPLICATION_NOT_VALIDATED", "workflow.refused.applicationNotValidated");
      return isYes(view.show_buttons_reg)
        ? null
        : refused("WORKFLOW_NOT_ADMITTED", "workflow.refused.notAdmitted");
    case "tuition": {
      if (!isYes(view.candidat_confirmation))
        return refused("WORKFLOW_REGISTRATION_NOT_VALIDATED", "workflow.refused.registrationNotValidated");
      if (isYes(view.tuition_paiement_confirmation))
        return refused("WORKFLOW_TUITION_ALREADY_CONFIRMED", "workflow.refused.tuitionAlreadyConfirmed");
      if (!tuitionEnabled(view))
        return refused(
          "WORKFLOW_REGISTRATION_DOCS_NOT_VALIDATED",
          "workflow.refused.registrationDocsNotValidated",
        );
      const state = tuitionState(view);
      if (state.kind === "unknown") return refused("TUITION_AMOUNT_MISSING", "rules.tuition.amountMissing");
      return state.kind === "none" ? refused("TUITION_NONE_DUE", "workflow.tuition.none") : null;
    }
  }
}

/** The amount in euros of an (applicable) payment: 100, the down payment of the programme, or montant_ins. */
export function paymentAmount(kind: PaymentKind, view: AnswerValues): number {
  if (kind === "application_fee") return APPLICATION_FEE;
  if (kind === "down_payment") return downPayment(view.typeformation);
  return tuitionAmount(view) ?? 0;
}

/** The programme sent as `cursus`: the server-set programme code, else the type and the chosen programme. */
export function cursusOf(view: AnswerValues): string {
  if (!isBlank(view.programme)) return text(view.programme);
  const type = text(view.typeformation);
  const choice = type === "MSC" ? view.mscchoice : view.fstchoice;
  return [type, isBlank(choice) ? "" : text(choice)].filter((v) => v !== "").join(" ");
}

/** What the payment page is told besides the answer: the payer's e-mail, the language, the resolved town and country. */
export interface PaymentParty {
  email: string;
  locale: Locale;
  /** The town of the postal address (commune name in France). */
  town: string;
  /** The postal address's country code (ISO 3166-1 alpha-2, as the /ws/pays lookup stores it). */
  countryCode: string;
}

/**
 * The payment page's address: PAYMENT_URL with the query parameters of SPEC §7 in order (entite,
 * montant, courriel, cursus, prenom, nom, locale, nature, cp, adresse, ville, code_pays, and
 * paiement3x for tuition), encoded by URLSearchParams; parameters already in PAYMENT_URL are kept.
 */
export function paymentUrl(
  base: string,
  kind: PaymentKind,
  view: AnswerValues,
  party: PaymentParty,
  inThree = false,
): string {
  const url = new URL(base);
  const params: [string, string][] = [
    ["entite", paymentEntity(view.typeformation)],
    ["montant", String(paymentAmount(kind, view))],
    ["courriel", party.email],
    ["cursus", cursusOf(view)],
    ["prenom", text(view.givenName)],
    ["nom", text(view.familyName)],
    ["locale", party.locale],
    ["nature", PAYMENT_NATURES[kind]],
    ["cp", text(view.zip)],
    ["adresse", text(view.address)],
    ["ville", party.town],
    ["code_pays", party.countryCode],
  ];
  if (kind === "tuition") params.push(["paiement3x", paiement3x(inThree)]);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}
