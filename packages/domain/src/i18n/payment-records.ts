import type { CatalogueArea } from "./catalogue.ts";

/**
 * Payments received and recorded (issue #11): the payment site's notifications and why one is
 * refused, the office's manual records, the demonstration page's "Pay" form and outcome, and what
 * the registration and tuition confirmations say about the payment.
 */
export const paymentRecords: CatalogueArea = {
  en: {
    "paymentRecords.nature.application_fee": "Application fee",
    "paymentRecords.nature.down_payment": "Down payment",
    "paymentRecords.nature.tuition": "Tuition fees",
    "paymentRecords.signature.missing":
      "The notification is not signed: send the x-payment-signature header (sha256=<HMAC-SHA256 of the body>)",
    "paymentRecords.signature.invalid":
      "The notification's signature does not match its body: sign the exact body sent with the shared secret",
    "paymentRecords.body.invalid": "The notification's body is not valid JSON",
    "paymentRecords.reference.unknown": "No payment was requested with the reference {{reference}}",
    "paymentRecords.replay": "This payment has already been recorded (notification {{notificationId}})",
    "paymentRecords.nature.mismatch":
      "The reference {{reference}} is for the {{expected}}, not for what the notification names",
    "paymentRecords.amount.mismatch":
      "The amount should be {{expected}} € for this payment, not {{amount}} €",
    "paymentRecords.instalment.invalid": "The instalment of this payment must be {{allowed}}",
    "paymentRecords.amount.decimals": "The amount must be 0 or more, in euros with at most 2 decimals",
    "paymentRecords.paidAt.invalid": "The payment date is not a valid date-time",
    "paymentRecords.refund.zero": "A refund must be above 0 €",
    "paymentRecords.refund.tooMuch":
      "A refund cannot be more than what was received for the {{nature}}: {{paid}} at most",
    "paymentRecords.page.pay": "Pay {{amount}} €",
    "paymentRecords.page.payInstalment": "Pay instalment {{instalment}} of {{instalments}} ({{amount}} €)",
    "paymentRecords.page.allPaid": "Every instalment of this payment has been paid.",
    "paymentRecords.page.accepted": "Payment accepted",
    "paymentRecords.page.refused": "Payment refused",
    "paymentRecords.page.back": "Back to the portal",
    "paymentRecords.page.disabled":
      "The demonstration payment is off: the portal uses another payment site (PAYMENT_URL).",
    "paymentRecords.confirmation.down_payment.received": "Down payment received.",
    "paymentRecords.confirmation.down_payment.awaiting":
      "Down payment awaiting confirmation: we will tell you once it is received.",
    "paymentRecords.confirmation.tuition.received": "Tuition payment received.",
    "paymentRecords.confirmation.tuition.awaiting":
      "Tuition payment awaiting confirmation: we will tell you once it is received.",
  },
  fr: {
    "paymentRecords.nature.application_fee": "Frais de candidature",
    "paymentRecords.nature.down_payment": "Acompte",
    "paymentRecords.nature.tuition": "Frais de scolarité",
    "paymentRecords.signature.missing":
      "La notification n'est pas signée\u00a0: envoyez l'en-tête x-payment-signature (sha256=<HMAC-SHA256 du corps>)",
    "paymentRecords.signature.invalid":
      "La signature de la notification ne correspond pas à son corps\u00a0: signez le corps exact envoyé avec le secret partagé",
    "paymentRecords.body.invalid": "Le corps de la notification n'est pas du JSON valide",
    "paymentRecords.reference.unknown": "Aucun paiement n'a été demandé avec la référence {{reference}}",
    "paymentRecords.replay": "Ce paiement est déjà enregistré (notification {{notificationId}})",
    "paymentRecords.nature.mismatch":
      "La référence {{reference}} concerne\u00a0: {{expected}}, pas ce que nomme la notification",
    "paymentRecords.amount.mismatch": "Le montant de ce paiement doit être {{expected}} €, pas {{amount}} €",
    "paymentRecords.instalment.invalid":
      "Ce paiement se fait en {{instalments}} fois\u00a0: l'échéance doit être {{allowed}}",
    "paymentRecords.amount.decimals":
      "Le montant doit être positif ou nul, en euros avec au plus 2 décimales",
    "paymentRecords.paidAt.invalid": "La date du paiement n'est pas une date-heure valide",
    "paymentRecords.refund.zero": "Un remboursement doit être supérieur à 0 €",
    "paymentRecords.refund.tooMuch":
      "Un remboursement ne peut dépasser ce qui a été reçu pour\u00a0: {{nature}}, soit {{paid}} au plus",
    "paymentRecords.page.pay": "Payer {{amount}} €",
    "paymentRecords.page.payInstalment": "Payer l'échéance {{instalment}} sur {{instalments}} ({{amount}} €)",
    "paymentRecords.page.allPaid": "Toutes les échéances de ce paiement sont payées.",
    "paymentRecords.page.accepted": "Paiement accepté",
    "paymentRecords.page.refused": "Paiement refusé",
    "paymentRecords.page.back": "Retour au portail",
    "paymentRecords.page.disabled":
      "Le paiement de démonstration est désactivé\u00a0: le portail utilise un autre site de paiement (PAYMENT_URL).",
    "paymentRecords.confirmation.down_payment.received": "Acompte reçu.",
    "paymentRecords.confirmation.down_payment.awaiting":
      "Acompte en attente de confirmation\u00a0: nous vous préviendrons dès sa réception.",
    "paymentRecords.confirmation.tuition.received": "Paiement des frais de scolarité reçu.",
    "paymentRecords.confirmation.tuition.awaiting":
      "Paiement des frais de scolarité en attente de confirmation\u00a0: nous vous préviendrons dès sa réception.",
  },
};
