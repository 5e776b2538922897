import type { CatalogueArea } from "./catalogue.ts";

/** Messages of the business rules (SPEC §5): English verbatim from the spec, French translations. */
export const rules: CatalogueArea = {
  en: {
    "rules.identity.nameCharacters":
      "Special characters are not allowed in Family, Given, Maiden or Middle names",
    "rules.identity.dateOfBirthMissing": "Date of birth is missing",
    "rules.identity.documentMissing": "Identity information (identity card or passport) is missing",
    "rules.identity.photo": "Photo is missing or is not a jpg file",
    "rules.identity.cardDates": "Identity card: the expiry date must be after the date of issue",
    "rules.identity.passportDates": "Passport: the expiry date must be after the date of issue",
    "rules.identity.refereeEmail": "Invalid e-mail address for referee 1 or referee 2",
    "rules.choices.differ": "Your first choice must be different from your second and third choices",
    "rules.background.bacSpecialities": "Bac specialities should be different",
    "rules.background.accessTitle": "Level and grade do not match the access title",
    "rules.background.academic":
      "Academic background: institution information, date from/to or 'other field' of study is missing",
    "rules.background.academicDates": "Academic background: a study period must end after it begins",
    "rules.background.experienceDates":
      "Professional experience date error: the begin date must be before the end date",
    "rules.languages.scoreRange": "The {{test}} score must be a number from {{min}} to {{max}}",
    "rules.languages.scoreNumber": "The score must be a number",
    "rules.funding.missing": "Funding details information is missing",
    "rules.documents.coverMissing": "Cover letter is missing or is not a pdf file",
    "rules.documents.typeMissing": "{{type}} document is missing or is not a pdf file",
    "rules.documents.invalidRemoved": "Removed invalid doc entries",
    "rules.payment.proofMissing": "Proof of payment is missing or is not a pdf file",
    "rules.payment.downPaymentProofMissing": "Proof of down payment is missing or is not a pdf file",
    "rules.acknowledgements.acknowledgement": "You must tick the acknowledgement box",
    "rules.acknowledgements.testify": "You must certify that the information you gave is accurate",
    "rules.acknowledgements.honour": "You must tick: I testify on my honor to the accuracy...",
    "rules.passwords.mismatch": "The passwords do not match.",
    "rules.passwords.tooShort": "The password must have at least 12 characters.",
    "rules.scholarships.noneChosen": "You must choose at least one scholarship program",
    "rules.scholarships.notEligible": "You are not eligible for the {{scholarship}} scholarship",
    "rules.scholarships.documentMissing": "{{file}} document is missing or is not a pdf file",
    "rules.scholarships.motivationLetterMissing": "Motivation letter is missing or is not a pdf file",
    "rules.tuition.amountMissing": "The tuition fees have not been set yet",
  },
  fr: {
    "rules.identity.nameCharacters":
      "Les caractères spéciaux ne sont pas autorisés dans le nom de famille, le prénom, le nom de jeune fille ou les autres prénoms",
    "rules.identity.dateOfBirthMissing": "La date de naissance est manquante",
    "rules.identity.documentMissing":
      "Les informations d'identité (carte d'identité ou passeport) sont manquantes",
    "rules.identity.photo": "La photo est manquante ou n'est pas un fichier jpg",
    "rules.identity.cardDates":
      "Carte d'identité\u00a0: la date d'expiration doit être postérieure à la date de délivrance",
    "rules.identity.passportDates":
      "Passeport\u00a0: la date d'expiration doit être postérieure à la date de délivrance",
    "rules.identity.refereeEmail": "Adresse e-mail invalide pour le référent 1 ou le référent 2",
    "rules.choices.differ": "Votre premier choix doit être différent de vos deuxième et troisième choix",
    "rules.background.bacSpecialities": "Les spécialités du bac doivent être différentes",
    "rules.background.accessTitle": "Le niveau et le grade ne correspondent pas au titre d'accès",
    "rules.background.academic":
      "Parcours académique\u00a0: l'établissement, les dates de début/fin ou l'«\u00a0autre domaine\u00a0» d'études sont manquants",
    "rules.background.academicDates":
      "Parcours académique\u00a0: une période d'études doit se terminer après son début",
    "rules.background.experienceDates":
      "Erreur de date dans l'expérience professionnelle\u00a0: la date de début doit précéder la date de fin",
    "rules.languages.scoreRange": "Le score {{test}} doit être un nombre de {{min}} à {{max}}",
    "rules.languages.scoreNumber": "Le score doit être un nombre",
    "rules.funding.missing": "Les informations sur le financement sont manquantes",
    "rules.documents.coverMissing": "La lettre de motivation est manquante ou n'est pas un fichier pdf",
    "rules.documents.typeMissing":
      "Le document «\u00a0{{type}}\u00a0» est manquant ou n'est pas un fichier pdf",
    "rules.documents.invalidRemoved": "Les entrées de documents invalides ont été supprimées",
    "rules.payment.proofMissing": "Le justificatif de paiement est manquant ou n'est pas un fichier pdf",
    "rules.payment.downPaymentProofMissing":
      "Le justificatif de paiement de l'acompte est manquant ou n'est pas un fichier pdf",
    "rules.acknowledgements.acknowledgement": "Vous devez cocher la case de prise de connaissance",
    "rules.acknowledgements.testify": "Vous devez certifier l'exactitude des informations fournies",
    "rules.acknowledgements.honour": "Vous devez cocher\u00a0: J'atteste sur l'honneur l'exactitude...",
    "rules.passwords.mismatch": "Les mots de passe ne sont pas identiques.",
    "rules.passwords.tooShort": "Le mot de passe doit contenir au moins 12 caractères.",
    "rules.scholarships.noneChosen": "Vous devez choisir au moins un programme de bourses",
    "rules.scholarships.notEligible": "Vous n'êtes pas éligible à la bourse {{scholarship}}",
    "rules.scholarships.documentMissing":
      "Le document «\u00a0{{file}}\u00a0» est manquant ou n'est pas un fichier pdf",
    "rules.scholarships.motivationLetterMissing":
      "La lettre de motivation est manquante ou n'est pas un fichier pdf",
    "rules.tuition.amountMissing": "Les frais de scolarité n'ont pas encore été fixés",
  },
};
