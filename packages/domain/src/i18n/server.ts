import type { CatalogueArea } from "./catalogue.ts";

/** Error messages the server sends (see packages/server/src/errors.ts). */
export const server: CatalogueArea = {
  en: {
    "server.notAllowed": "Not allowed",
    "server.forbidden": "You are not allowed to access this resource.",
    "server.xsrfMismatch":
      "The anti-forgery token is missing or does not match. Reload the page and try again.",
    "server.notFound": "Not found.",
    "server.validation": "The request is not valid: {{detail}}",
    "server.staleVersion":
      "This answer was changed elsewhere since you opened it. Reload the page to see the latest version, then save again.",
    "server.locked": "This part of the application is validated and can no longer be changed.",
    "server.wrongState": "This step is not available at this stage of the application.",
    "server.tooLarge": "The file is too large: the limit is {{limit}} bytes.",
    "server.unsupportedType": "This file type is not accepted here.",
    "server.rateLimited": "Too many attempts. Please wait {{seconds}} s and try again.",
    "server.badRequest": "The request is not valid.",
    "server.internal": "An unexpected error occurred. Please try again later.",
    "server.fileTooLarge": "The file is too large: it must not exceed {{mb}} MB ({{limit}} bytes).",
    "server.fileEmpty": "The file is empty.",
    "server.fileExtension":
      "The file “{{name}}” does not have an accepted extension. Accepted formats: {{accept}}.",
    "server.fileContent": "The content of the file “{{name}}” is not a real {{ext}} file.",
    "server.fileField": "No file can be uploaded to “{{path}}”.",
    "server.fileCount": "Send exactly one file.",
    "server.fileFieldHidden":
      "No file can be uploaded to “{{path}}” now: this field is not shown in the application at its current stage.",
    "server.fileListLine_one":
      "No file can be uploaded to “{{path}}”: the list has {{count}} line; upload to it or to a new line right after it.",
    "server.fileListLine_other":
      "No file can be uploaded to “{{path}}”: the list has {{count}} lines; upload to one of them or to a new line right after them.",
    "server.fileQuota":
      "The file for “{{path}}” would bring the documents of this application over {{mb}} MB in total ({{usedMb}} MB already stored). Delete a document you no longer need, or upload a lighter file.",
    "server.fileActiveContent":
      "This PDF contains scripts or launch actions; print it to PDF again or scan it, then upload the new file.",
    "server.fileUncheckable":
      "This PDF cannot be checked for scripts (it is encrypted or compressed in an unusual way); print it to PDF again or scan it, then upload the new file.",
    "server.databaseUnavailable":
      "The service is briefly unavailable; your last change was not saved, please try again in a moment.",
    "server.accountIsAdmin":
      "This is an administrator's account: it cannot be erased, anonymised or purged. Disable it with npm run admin -- disable <login> instead.",
  },
  fr: {
    "server.notAllowed": "Non autorisé",
    "server.forbidden": "Vous n'avez pas accès à cette ressource.",
    "server.xsrfMismatch":
      "Le jeton anti-falsification est absent ou ne correspond pas. Rechargez la page et réessayez.",
    "server.notFound": "Introuvable.",
    "server.validation": "La requête n'est pas valide\u00a0: {{detail}}",
    "server.staleVersion":
      "Ce dossier a été modifié ailleurs depuis son ouverture. Rechargez la page pour voir la dernière version, puis enregistrez à nouveau.",
    "server.locked": "Cette partie du dossier est validée et ne peut plus être modifiée.",
    "server.wrongState": "Cette étape n'est pas disponible à ce stade du dossier.",
    "server.tooLarge": "Le fichier est trop volumineux\u00a0: la limite est de {{limit}} octets.",
    "server.unsupportedType": "Ce type de fichier n'est pas accepté ici.",
    "server.rateLimited": "Trop de tentatives. Veuillez patienter {{seconds}} s puis réessayer.",
    "server.badRequest": "La requête n'est pas valide.",
    "server.internal": "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
    "server.fileTooLarge":
      "Le fichier est trop lourd\u00a0: il ne doit pas dépasser {{mb}} Mo ({{limit}} octets).",
    "server.fileEmpty": "Le fichier est vide.",
    "server.fileExtension":
      "Le fichier «\u00a0{{name}}\u00a0» n'a pas une extension acceptée. Formats acceptés\u00a0: {{accept}}.",
    "server.fileContent": "Le contenu du fichier «\u00a0{{name}}\u00a0» n'est pas un vrai fichier {{ext}}.",
    "server.fileField": "Aucun fichier ne peut être déposé dans «\u00a0{{path}}\u00a0».",
    "server.fileCount": "Envoyez exactement un seul fichier.",
    "server.fileFieldHidden":
      "Aucun fichier ne peut être déposé dans «\u00a0{{path}}\u00a0» pour le moment\u00a0: ce champ n'est pas affiché à ce stade du dossier.",
    "server.fileListLine_one":
      "Aucun fichier ne peut être déposé dans «\u00a0{{path}}\u00a0»\u00a0: la liste compte {{count}} ligne\u202f; déposez le fichier sur celle-ci ou sur une nouvelle ligne juste après.",
    "server.fileListLine_other":
      "Aucun fichier ne peut être déposé dans «\u00a0{{path}}\u00a0»\u00a0: la liste compte {{count}} lignes\u202f; déposez le fichier sur l'une d'elles ou sur une nouvelle ligne juste après.",
    "server.fileQuota":
      "Le fichier pour «\u00a0{{path}}\u00a0» porterait les documents de ce dossier au-delà de {{mb}} Mo au total ({{usedMb}} Mo déjà déposés). Supprimez un document devenu inutile ou déposez un fichier plus léger.",
    "server.fileActiveContent":
      "Ce PDF contient des scripts ou des actions de lancement\u202f; imprimez-le à nouveau en PDF ou numérisez-le, puis déposez le nouveau fichier.",
    "server.fileUncheckable":
      "Ce PDF ne peut pas être vérifié (il est chiffré ou compressé de façon inhabituelle)\u202f; imprimez-le à nouveau en PDF ou numérisez-le, puis déposez le nouveau fichier.",
    "server.databaseUnavailable":
      "Le service est momentanément indisponible\u202f; votre dernière modification n'a pas été enregistrée, veuillez réessayer dans un instant.",
    "server.accountIsAdmin":
      "C'est le compte d'un administrateur\u00a0: il ne peut être ni effacé, ni anonymisé, ni purgé. Désactivez-le plutôt avec npm run admin -- disable <identifiant>.",
  },
};
