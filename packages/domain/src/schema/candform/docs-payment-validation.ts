import type { TabGroup } from "./builders.ts";
import { checkbox, file, help, list, select, t } from "./builders.ts";
import { DOC_TYPES } from "./options.ts";

const NOT_ING = { typeformation: ["MSC", "AM", "PG_DIP"] };

/** Application fee paid online (SPEC §9). */
export const APPLICATION_FEE = 100;

/** Docs (uploaded documents), payment (application fee) and validation tabs. */
export const docsPaymentValidation: TabGroup = {
  tabs: [
    {
      id: "docs",
      title: t("Documents", "Documents"),
      fieldsets: [
        { id: "docs_list", title: t("Your documents", "Vos documents"), fields: ["docs_help", "docs"] },
      ],
    },
    {
      id: "payment",
      title: t("Payment", "Paiement"),
      visibleIf: NOT_ING,
      fieldsets: [
        {
          id: "payment_fee",
          title: t("Application fee", "Frais de candidature"),
          fields: ["payment_help", "proof_of_payment"],
        },
      ],
      buttons: [
        {
          id: "pay_application_fee",
          label: t("Pay the application fee online", "Payer les frais de candidature en ligne"),
          htmlClass: "btn btn-primary",
          parameters: { action: "pay-application-fee", montant: APPLICATION_FEE },
          visibleIf: { show_payment: ["O"] },
        },
      ],
    },
    {
      id: "validation",
      title: t("Validation", "Validation"),
      fieldsets: [
        {
          id: "validation_statements",
          title: t("Validation of your application", "Validation de votre candidature"),
          fields: ["validation_help", "acknowledgement", "val_testify2"],
        },
      ],
      buttons: [
        {
          id: "validate_application",
          label: t("Validate my application", "Valider ma candidature"),
          htmlClass: "btn btn-success",
          parameters: { action: "validate-application" },
          visibleIf: { show_buttons: ["O"] },
        },
        {
          id: "download_application",
          label: t("Download my application file", "Télécharger mon dossier de candidature"),
          htmlClass: "btn btn-outline-primary",
          parameters: { action: "download-application-file", report: "application_file" },
          visibleIf: { candidat_validation: ["O"] },
        },
      ],
    },
  ],
  fields: {
    docs_help: help(
      t(
        "<p>Upload, as PDF files: identity card or passport, CV, cover letter, degree and transcript of records. A language certificate may be required depending on your nationality and programme; a France Travail certificate if you are unemployed.</p>",
        "<p>Déposez, en PDF : carte d'identité ou passeport, CV, lettre de motivation, diplôme et relevé de notes. Un certificat de langue peut être demandé selon votre nationalité et la formation ; une attestation France Travail si vous êtes demandeur d'emploi.</p>",
      ),
    ),
    docs: list(t("Documents", "Documents"), {
      type_doc: select(t("Type of document", "Type de document"), DOC_TYPES, { required: true }),
      doc_file: file(t("File", "Fichier"), ["pdf"], { required: true }),
    }),
    payment_help: help(
      t(
        "<p>The application fee is 100 euros. Pay it online, then upload the proof of payment (PDF).</p>",
        "<p>Les frais de candidature sont de 100 euros. Payez-les en ligne puis déposez le justificatif de paiement (PDF).</p>",
      ),
    ),
    proof_of_payment: file(t("Proof of payment", "Justificatif de paiement"), ["pdf"], {
      tooltip: t(
        "Receipt of the online payment or bank transfer.",
        "Reçu du paiement en ligne ou du virement.",
      ),
    }),
    validation_help: help(
      t(
        "<p>Once validated, your application can no longer be changed.</p>",
        "<p>Une fois validée, votre candidature ne peut plus être modifiée.</p>",
      ),
    ),
    acknowledgement: checkbox(
      t(
        "I have read and accept the terms of the application procedure",
        "J'ai lu et j'accepte les conditions de la procédure de candidature",
      ),
      { visibleIf: NOT_ING },
    ),
    val_testify2: checkbox(
      t(
        "I testify on my honor to the accuracy of the information given in this application",
        "J'atteste sur l'honneur l'exactitude des informations fournies dans cette candidature",
      ),
    ),
  },
};
