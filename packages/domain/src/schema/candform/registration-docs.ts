import type { VisibleIf } from "../types.ts";
import { ANY, EMPTY } from "../types.ts";
import type { TabGroup } from "./builders.ts";
import { checkbox, file, help, integer, t, text } from "./builders.ts";
import { ADMITTED } from "./registration.ts";

const CONFIRMED = { candidat_confirmation: ["O"] };
/**
 * Registration confirmed, montant_ins 0 and the tuition step not yet confirmed: nothing to pay, but
 * the candidate still confirms the step (show_tuition_payment, which shows the payment buttons and
 * their confirmation, needs an amount above 0).
 */
const NO_TUITION_TO_CONFIRM: VisibleIf = {
  allOf: [CONFIRMED, { montant_ins: ["0"] }, { tuition_paiement_confirmation: [EMPTY, "N"] }],
};
const PDF_10MB = t("PDF file, 10 MB at most.", "Fichier PDF, 10 Mo au plus.");

/** Documents2, register, registration_docs, tuition and cvec tabs (end of registration). */
export const registrationDocs: TabGroup = {
  tabs: [
    {
      id: "documents2",
      title: t("Registration documents", "Pièces d'inscription"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "documents2_files",
          title: t("Documents for your registration", "Pièces pour votre inscription"),
          fields: ["doc_degree_certified", "doc_id_photo"],
        },
      ],
    },
    {
      id: "register",
      title: t("Register", "S'inscrire"),
      visibleIf: ADMITTED,
      fieldsets: [{ id: "register_statement", fields: ["register_help", "acknowledgementReg"] }],
      buttons: [
        {
          id: "validate_registration",
          label: t("Validate registration", "Valider l'inscription"),
          htmlClass: "btn btn-success",
          parameters: { action: "validate-registration" },
          visibleIf: { show_buttons_reg: ["O"] },
        },
        {
          id: "download_registration",
          label: t("Download my registration file", "Télécharger mon dossier d'inscription"),
          htmlClass: "btn btn-outline-primary",
          parameters: { action: "download-registration-file", report: "regapplication_file" },
          visibleIf: CONFIRMED,
        },
      ],
    },
    {
      id: "registration_docs",
      title: t("Administrative documents", "Pièces administratives"),
      visibleIf: CONFIRMED,
      fieldsets: [
        {
          id: "registration_docs_files",
          title: t("Insurance certificates", "Attestations d'assurance"),
          fields: ["doc_health_insurance", "doc_civil_liability"],
        },
      ],
    },
    {
      id: "tuition",
      title: t("Tuition fees", "Frais de scolarité"),
      visibleIf: CONFIRMED,
      enabledIf: { registration_docs_validated: ["O"] },
      fieldsets: [{ id: "tuition_fees", fields: ["tuition_help", "tuition_pending_help", "montant_ins"] }],
      buttons: [
        {
          id: "pay_tuition_full",
          label: t("Pay the tuition fees in full", "Payer les frais de scolarité en une fois"),
          htmlClass: "btn btn-primary",
          parameters: { action: "pay-tuition", paiement3x: 0 },
          visibleIf: { show_tuition_payment: ["O"] },
        },
        {
          id: "pay_tuition_3x",
          label: t("Pay the tuition fees in three instalments", "Payer les frais de scolarité en trois fois"),
          htmlClass: "btn btn-primary",
          parameters: { action: "pay-tuition", paiement3x: 1 },
          visibleIf: { show_tuition_payment: ["O"] },
        },
        {
          id: "confirm_tuition",
          label: t("Confirm tuition payment", "Confirmer le paiement des frais de scolarité"),
          htmlClass: "btn btn-success",
          parameters: { action: "confirm-tuition" },
          visibleIf: { show_tuition_payment: ["O"] },
        },
        {
          id: "confirm_no_tuition",
          label: t("Confirm: no tuition fees to pay", "Confirmer : aucun frais de scolarité à payer"),
          htmlClass: "btn btn-success",
          parameters: { action: "confirm-tuition" },
          visibleIf: NO_TUITION_TO_CONFIRM,
        },
      ],
    },
    {
      id: "cvec",
      title: t("CVEC", "CVEC"),
      visibleIf: CONFIRMED,
      fieldsets: [
        { id: "cvec_certificate", fields: ["cvec_help", "cvec_number", "cvec_file", "doc_non_cve"] },
      ],
    },
  ],
  fields: {
    doc_degree_certified: file(
      t("Certified copy of your last degree", "Copie certifiée de votre dernier diplôme"),
      ["pdf"],
      {
        required: true,
        description: PDF_10MB,
      },
    ),
    doc_id_photo: file(t("Photo for the student card", "Photo pour la carte d'étudiant"), ["jpg"], {
      required: true,
    }),
    register_help: help(
      t(
        "<p>Check your registration tabs, tick the statement and validate your registration.</p>",
        "<p>Vérifiez vos onglets d'inscription, cochez l'attestation et validez votre inscription.</p>",
      ),
    ),
    acknowledgementReg: checkbox(
      t(
        "I testify on my honor to the accuracy of the information given for my registration",
        "J'atteste sur l'honneur l'exactitude des informations fournies pour mon inscription",
      ),
    ),
    doc_health_insurance: file(
      t("Health insurance certificate", "Attestation d'assurance maladie"),
      ["pdf"],
      {
        required: true,
        description: PDF_10MB,
      },
    ),
    doc_civil_liability: file(
      t("Civil liability insurance certificate", "Attestation de responsabilité civile"),
      ["pdf"],
      {
        required: true,
        description: PDF_10MB,
      },
    ),
    // Once the office has set the amount (SPEC §4: buttons above 0, "none due" at 0).
    tuition_help: help(
      t(
        "<p>When tuition fees are due, pay them online, in full or in three instalments, then confirm the payment. When none are due, simply confirm this step.</p>",
        "<p>Si des frais de scolarité sont dus, réglez-les en ligne, en une fois ou en trois fois, puis confirmez le paiement. Si aucun frais n'est dû, confirmez simplement cette étape.</p>",
      ),
      { visibleIf: { montant_ins: [ANY] } },
    ),
    // While the amount is missing: dashes and nothing to confirm yet (SPEC §4), said as such.
    tuition_pending_help: help(
      t(
        "<p>The admissions office has not set your tuition fees yet, so they show as dashes and there is nothing to pay or confirm on this tab for now. Once they are set, you will pay them here, or confirm this step if none are due.</p>",
        "<p>Le service des admissions n'a pas encore fixé vos frais de scolarité\u00a0: ils s'affichent en tirets et il n'y a rien à payer ni à confirmer sur cet onglet pour l'instant. Une fois fixés, vous les réglerez ici, ou vous confirmerez cette étape si aucun frais n'est dû.</p>",
      ),
      { visibleIf: { montant_ins: [EMPTY] } },
    ),
    // A number, not an integer: the office sets amounts in euros with cents (decision-input.ts).
    montant_ins: {
      ...integer(t("Tuition fees due (euros)", "Frais de scolarité dus (euros)"), 0, 100000, {
        readOnly: true,
      }),
      type: "number",
    },
    cvec_help: help(
      t(
        "<p>Students in France pay the student and campus life contribution (CVEC) on cvec.etudiant.gouv.fr. Give your certificate number and upload the certificate.</p>",
        "<p>Les étudiants en France acquittent la contribution de vie étudiante et de campus (CVEC) sur cvec.etudiant.gouv.fr. Indiquez le numéro de votre attestation et déposez-la.</p>",
      ),
    ),
    cvec_number: text(t("CVEC certificate number", "Numéro d'attestation CVEC"), {
      required: true,
      pattern: "^[A-Za-z0-9 -]{6,30}$",
      visibleIf: { show_doc_non_cve: ["N"] },
    }),
    cvec_file: file(t("CVEC certificate", "Attestation CVEC"), ["pdf"], {
      required: true,
      visibleIf: { show_doc_non_cve: ["N"] },
    }),
    doc_non_cve: file(t("Proof of CVEC exemption", "Justificatif d'exonération de la CVEC"), ["pdf"], {
      visibleIf: { show_doc_non_cve: ["O"] },
    }),
  },
};
