import type { CatalogueArea } from "./catalogue.ts";

/** Personal data (GDPR): the candidate's download, and the administrators' export, erasure and anonymisation. */
export const privacy: CatalogueArea = {
  en: {
    "privacy.title": "Your personal data",
    "privacy.intro":
      "Download everything this portal holds about you (your account, your application, its history, the e-mails sent to you and your documents) as one ZIP file.",
    "privacy.download": "Download my data",
    "privacy.downloading": "Preparing your file…",
    "admin.privacy.title": "Personal data of this candidate",
    "admin.privacy.intro": "On the person's request only. Erasure and anonymisation cannot be undone.",
    "admin.privacy.export": "Export (ZIP)",
    "admin.privacy.anonymise": "Anonymise…",
    "admin.privacy.erase": "Erase…",
    "admin.privacy.eraseTitle": "Erase the account {{login}}?",
    "admin.privacy.eraseBody":
      "The account, the application, its history, the uploaded documents and the e-mails to this person are deleted for good. The erasure register keeps only the date, your id and the counts.",
    "admin.privacy.anonymiseTitle": "Anonymise the account {{login}}?",
    "admin.privacy.anonymiseBody":
      "Names, birth details, identity numbers, addresses, e-mail addresses, free texts and documents are removed and the account is deleted. The programme, the decisions and the dates stay, under a random placeholder, for statistics.",
    "admin.privacy.confirmErase": "Erase for good",
    "admin.privacy.confirmAnonymise": "Anonymise for good",
    "admin.privacy.cancel": "Cancel",
    "admin.privacy.erased":
      "Erased. Applications: {{answers}}; documents: {{files}}. Register reference {{reference}}.",
    "admin.privacy.anonymised":
      "Anonymised. Applications kept for statistics: {{answers}}; documents deleted: {{files}}. Register reference {{reference}}.",
  },
  fr: {
    "privacy.title": "Vos données personnelles",
    "privacy.intro":
      "Téléchargez tout ce que ce portail détient sur vous (votre compte, votre dossier, son historique, les courriels qui vous ont été envoyés et vos documents) en un seul fichier ZIP.",
    "privacy.download": "Télécharger mes données",
    "privacy.downloading": "Préparation de votre fichier…",
    "admin.privacy.title": "Données personnelles de ce candidat",
    "admin.privacy.intro":
      "Uniquement à la demande de la personne. L'effacement et l'anonymisation sont irréversibles.",
    "admin.privacy.export": "Exporter (ZIP)",
    "admin.privacy.anonymise": "Anonymiser…",
    "admin.privacy.erase": "Effacer…",
    "admin.privacy.eraseTitle": "Effacer le compte {{login}}\u202f?",
    "admin.privacy.eraseBody":
      "Le compte, le dossier, son historique, les documents déposés et les courriels adressés à cette personne sont supprimés définitivement. Le registre des effacements ne garde que la date, votre identifiant et les nombres.",
    "admin.privacy.anonymiseTitle": "Anonymiser le compte {{login}}\u202f?",
    "admin.privacy.anonymiseBody":
      "Les noms, la naissance, les numéros d'identité, les adresses, les adresses électroniques, les textes libres et les documents sont supprimés et le compte est effacé. La formation, les décisions et les dates restent, sous un identifiant aléatoire, pour les statistiques.",
    "admin.privacy.confirmErase": "Effacer définitivement",
    "admin.privacy.confirmAnonymise": "Anonymiser définitivement",
    "admin.privacy.cancel": "Annuler",
    "admin.privacy.erased":
      "Effacé. Dossiers\u00a0: {{answers}}\u202f; documents\u00a0: {{files}}. Référence au registre {{reference}}.",
    "admin.privacy.anonymised":
      "Anonymisé. Dossiers conservés pour les statistiques\u00a0: {{answers}}\u202f; documents supprimés\u00a0: {{files}}. Référence au registre {{reference}}.",
  },
};
