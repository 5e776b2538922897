import type { CatalogueArea } from "./catalogue.ts";

/**
 * Online payments (SPEC §7 "Payment", §9): why a payment is not available, and the texts of the
 * portal's local demonstration payment page (`GET /pay`), with a label per query parameter.
 */
export const payment: CatalogueArea = {
  en: {
    "payment.refused.noApplicationFee": "No application fee is due for the engineering cycle",
    "payment.refused.nothingDue.application_fee":
      "The application fee is already paid: there is nothing left to pay.",
    "payment.refused.nothingDue.down_payment":
      "The down payment is already paid: there is nothing left to pay.",
    "payment.refused.nothingDue.tuition":
      "The tuition fees are already paid in full: there is nothing left to pay.",
    "payment.page.title": "Card payment (demonstration)",
    "payment.page.intro":
      "This page stands in for the card-payment site: no money moves. It shows what the portal sent; Pay tells the portal, with a signed notification, that the payment was made, as the real site would.",
    "payment.page.parameter": "Parameter",
    "payment.page.label": "Meaning",
    "payment.page.value": "Value",
    "payment.page.none": "No parameter was received.",
    "payment.page.close": "You can close this window and go back to the portal.",
    "payment.param.entite": "Payment entity",
    "payment.param.montant": "Amount (euros)",
    "payment.param.courriel": "E-mail",
    "payment.param.cursus": "Programme",
    "payment.param.prenom": "Given name",
    "payment.param.nom": "Family name",
    "payment.param.locale": "Language",
    "payment.param.nature": "What is paid",
    "payment.param.cp": "Postcode",
    "payment.param.adresse": "Address",
    "payment.param.ville": "Town",
    "payment.param.code_pays": "Country code",
    "payment.param.paiement3x": "In three instalments (1) or in full (0)",
  },
  fr: {
    "payment.refused.noApplicationFee": "Aucun frais de candidature n'est dû pour le cycle ingénieur",
    "payment.refused.nothingDue.application_fee":
      "Les frais de candidature sont déjà payés\u00a0: il ne reste rien à payer.",
    "payment.refused.nothingDue.down_payment": "L'acompte est déjà payé\u00a0: il ne reste rien à payer.",
    "payment.refused.nothingDue.tuition":
      "Les frais de scolarité sont déjà intégralement payés\u00a0: il ne reste rien à payer.",
    "payment.page.title": "Paiement par carte (démonstration)",
    "payment.page.intro":
      "Cette page remplace le site de paiement par carte\u00a0: aucun argent n'est débité. Elle affiche ce que le portail a envoyé\u202f; Payer signale au portail, par une notification signée, que le paiement a été fait, comme le site réel.",
    "payment.page.parameter": "Paramètre",
    "payment.page.label": "Signification",
    "payment.page.value": "Valeur",
    "payment.page.none": "Aucun paramètre n'a été reçu.",
    "payment.page.close": "Vous pouvez fermer cette fenêtre et revenir au portail.",
    "payment.param.entite": "Entité de paiement",
    "payment.param.montant": "Montant (euros)",
    "payment.param.courriel": "Courriel",
    "payment.param.cursus": "Formation",
    "payment.param.prenom": "Prénom",
    "payment.param.nom": "Nom",
    "payment.param.locale": "Langue",
    "payment.param.nature": "Objet du paiement",
    "payment.param.cp": "Code postal",
    "payment.param.adresse": "Adresse",
    "payment.param.ville": "Ville",
    "payment.param.code_pays": "Code pays",
    "payment.param.paiement3x": "En trois fois (1) ou en une fois (0)",
  },
};
