import type { CatalogueArea } from "./catalogue.ts";

/** Document review and requests (issue #11): refusals of the staff routes and history lines, in staff wording. */
export const documentReview: CatalogueArea = {
  en: {
    "documentReview.status.to_check": "To check",
    "documentReview.status.accepted": "Accepted",
    "documentReview.status.refused": "Refused",
    "documentReview.unknownReason":
      "“{{reason}}” is not a document reason of the catalogue: choose one of {{allowed}}",
    "documentReview.reasonNeeded": "a refused document needs a reason: choose one of {{allowed}}",
    "documentReview.badDeadline":
      "the deadline “{{deadline}}” is not a day written YYYY-MM-DD, e.g. 2026-12-12",
    "documentReview.pastDeadline": "the deadline {{deadline}} is already past: choose today or a later day",
    "documentReview.unknownField":
      "“{{field}}” is not a document field of this application: choose one of {{allowed}}",
    "documentReview.reasonCodeTaken":
      "a {{kind}} reason with the code “{{code}}” already exists: choose another code",
    "documentReview.reasonCode":
      "the code “{{code}}” may hold only lower-case letters, digits and _ (1 to 50 characters)",
    "documentReview.reasonLabel": "both labels, English and French, must be filled in",
    "documentReview.history.review": "Document reviewed: {{field}} — {{status}}",
    "documentReview.history.request": "Document requested from the candidate: {{field}}",
    "documentReview.history.status": "Review",
    "documentReview.history.reason": "Reason",
    "documentReview.history.comment": "Comment",
    "documentReview.history.deadline": "Deadline",
  },
  fr: {
    "documentReview.status.to_check": "À vérifier",
    "documentReview.status.accepted": "Acceptée",
    "documentReview.status.refused": "Refusée",
    "documentReview.unknownReason":
      "«\u00a0{{reason}}\u00a0» n'est pas un motif de pièce du catalogue\u00a0: choisissez parmi {{allowed}}",
    "documentReview.reasonNeeded": "une pièce refusée demande un motif\u00a0: choisissez parmi {{allowed}}",
    "documentReview.badDeadline":
      "l'échéance «\u00a0{{deadline}}\u00a0» n'est pas un jour écrit AAAA-MM-JJ, par exemple 2026-12-12",
    "documentReview.pastDeadline":
      "l'échéance {{deadline}} est déjà passée\u00a0: choisissez aujourd'hui ou un jour suivant",
    "documentReview.unknownField":
      "«\u00a0{{field}}\u00a0» n'est pas un champ de pièce de cette candidature\u00a0: choisissez parmi {{allowed}}",
    "documentReview.reasonCodeTaken":
      "un motif {{kind}} de code «\u00a0{{code}}\u00a0» existe déjà\u00a0: choisissez un autre code",
    "documentReview.reasonCode":
      "le code «\u00a0{{code}}\u00a0» ne peut contenir que des minuscules, des chiffres et _ (1 à 50 caractères)",
    "documentReview.reasonLabel": "les deux libellés, anglais et français, doivent être remplis",
    "documentReview.history.review": "Pièce examinée\u00a0: {{field}} — {{status}}",
    "documentReview.history.request": "Pièce demandée au candidat\u00a0: {{field}}",
    "documentReview.history.status": "Examen",
    "documentReview.history.reason": "Motif",
    "documentReview.history.comment": "Commentaire",
    "documentReview.history.deadline": "Échéance",
  },
};
