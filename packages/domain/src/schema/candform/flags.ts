import type { FieldSchema, LocalizedText } from "../types.ts";
import { VALIDATED_SUFFIX } from "../types.ts";
import { hidden, t } from "./builders.ts";
import { YES_NO } from "./options.ts";

const serverFlag = (title: LocalizedText, extra: Partial<FieldSchema> = {}): FieldSchema =>
  hidden(title, { readOnly: true, oneOf: YES_NO, default: "N", ...extra });
const serverValue = (title: LocalizedText, extra: Partial<FieldSchema> = {}): FieldSchema =>
  hidden(title, { readOnly: true, ...extra });

/**
 * Values only the server sets (display flags, workflow state, computed programme); hidden and
 * read-only, in no fieldset, so a candidate's save never carries them.
 */
export const serverFields: Record<string, FieldSchema> = {
  show_admis: serverFlag(t("Show the admission decision", "Afficher la décision d'admission")),
  show_bourses: serverFlag(t("Show the scholarship tab", "Afficher l'onglet des bourses")),
  show_buttons: serverFlag(t("Show the application buttons", "Afficher les boutons de candidature"), {
    default: "O",
  }),
  show_buttons_bourses: serverFlag(t("Show the scholarship buttons", "Afficher les boutons des bourses")),
  show_buttons_reg: serverFlag(t("Show the registration buttons", "Afficher les boutons d'inscription")),
  show_payment: serverFlag(t("Show the payment button", "Afficher le bouton de paiement"), { default: "O" }),
  show_result: serverFlag(t("Show the result tab", "Afficher l'onglet résultat")),
  show_result_bourse: serverFlag(t("Show the scholarship decision", "Afficher la décision de bourse")),
  show_tuition_payment: serverFlag(t("Show the tuition payment buttons", "Afficher les boutons de paiement")),
  show_doc_non_cve: serverFlag(
    t("CVEC exemption document expected", "Justificatif d'exonération CVEC attendu"),
  ),
  candidat_validation: serverFlag(t("Application validated", "Candidature validée")),
  candidat_confirmation: serverFlag(t("Registration confirmed", "Inscription confirmée")),
  bourse_validation: serverFlag(t("Scholarship application validated", "Demande de bourse validée")),
  tuition_paiement_confirmation: serverFlag(
    t("Tuition payment confirmed", "Paiement de la scolarité confirmé"),
  ),
  juryisae: serverValue(t("Admission jury", "Jury d'admission")),
  // The decision's details (PUT /ws/admin/answers/{id}/decision); admis, decisionbourse and montant_ins are form fields.
  decision_motivation: serverValue(t("Decision motivation", "Motivation de la décision")),
  decision_motivation_visible: serverFlag(
    t("Motivation shown to the candidate", "Motivation montrée au candidat"),
  ),
  waiting_rank: {
    type: "integer",
    widget: "hidden",
    title: t("Waiting list rank", "Rang sur la liste d'attente"),
    readOnly: true,
  },
  programme: serverValue(t("Programme code", "Code de la formation")),
  programmeLibelle: serverValue(t("Programme name", "Intitulé de la formation")),
  programmePb: serverValue(t("Programme problem", "Problème de formation")),
  campaign_year: {
    type: "integer",
    widget: "hidden",
    title: t("Campaign year", "Année de campagne"),
    readOnly: true,
  },
};

/** The `<tab>_validated` flag of each tab: hidden, O or N, set to O by the candidate's save of that tab. */
export function validatedFlags(tabIds: string[]): Record<string, FieldSchema> {
  return Object.fromEntries(
    tabIds.map((id) => [
      `${id}${VALIDATED_SUFFIX}`,
      hidden(t(`Tab ${id} validated`, `Onglet ${id} validé`), { oneOf: YES_NO, default: "N" }),
    ]),
  ) as Record<string, FieldSchema>;
}
