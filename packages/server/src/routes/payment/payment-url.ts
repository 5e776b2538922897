import type { Locale } from "@portal/domain/i18n/index";
import { programmeChoice } from "@portal/domain/rules/choices";
import type { AnswerValues } from "@portal/domain/rules/types";
import { isBlank, text } from "@portal/domain/rules/values";
import { paymentEntity } from "@portal/domain/workflow/amounts";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import { paiement3x } from "@portal/domain/workflow/tuition";

// payment.schema.ts takes the kinds from here; the rule itself lives in the domain.
export { PAYMENT_KINDS } from "@portal/domain/workflow/payments";

/** The `nature` parameter sent to the payment site for each kind. */
export const PAYMENT_NATURES: Record<PaymentKind, string> = {
  application_fee: "FRAIS_CANDIDATURE",
  down_payment: "ACOMPTE",
  tuition: "FRAIS_SCOLARITE",
};

/** The programme sent as `cursus`: the server-set programme code, else the type and the chosen programme. */
export function cursusOf(view: AnswerValues): string {
  if (!isBlank(view.programme)) return text(view.programme);
  return [text(view.typeformation), programmeChoice(view)].filter((v) => v !== "").join(" ");
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

/** What is paid: the amount in euros (what is left to pay, computed by the server), and how. */
export interface PaymentTerms {
  amount: number;
  /** Tuition in three instalments. */
  inThree?: boolean;
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
  terms: PaymentTerms,
): string {
  const url = new URL(base);
  const params: [string, string][] = [
    ["entite", paymentEntity(view.typeformation)],
    ["montant", String(terms.amount)],
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
  if (kind === "tuition") params.push(["paiement3x", paiement3x(terms.inThree ?? false)]);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}
