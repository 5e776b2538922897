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
    "server.rateLimited": "Too many attempts. Please wait {{seconds}} seconds and try again.",
    "server.badRequest": "The request is not valid.",
    "server.internal": "An unexpected error occurred. Please try again later.",
    "server.fileTooLarge": "The file is too large: it must not exceed {{mb}} MB ({{limit}} bytes).",
    "server.fileEmpty": "The file is empty.",
    "server.fileExtension":
      "The file “{{name}}” does not have an accepted extension. Accepted formats: {{accept}}.",
    "server.fileContent": "The content of the file “{{name}}” is not a real {{ext}} file.",
    "server.fileField": "No file can be uploaded to “{{path}}”.",
    "server.fileCount": "Send exactly one file.",
    "server.databaseUnavailable":
      "The service is briefly unavailable; your last change was not saved, please try again in a moment.",
  },
  fr: {
    "server.notAllowed": "Not allowed",
    "server.forbidden": "Vous n'avez pas accès à cette ressource.",
    "server.xsrfMismatch":
      "Le jeton anti-falsification est absent ou ne correspond pas. Rechargez la page et réessayez.",
    "server.notFound": "Introuvable.",
    "server.validation": "La requête n'est pas valide : {{detail}}",
    "server.staleVersion":
      "Ce dossier a été modifié ailleurs depuis son ouverture. Rechargez la page pour voir la dernière version, puis enregistrez à nouveau.",
    "server.locked": "Cette partie du dossier est validée et ne peut plus être modifiée.",
    "server.wrongState": "Cette étape n'est pas disponible à ce stade du dossier.",
    "server.tooLarge": "Le fichier est trop volumineux : la limite est de {{limit}} octets.",
    "server.unsupportedType": "Ce type de fichier n'est pas accepté ici.",
    "server.rateLimited": "Trop de tentatives. Veuillez patienter {{seconds}} secondes puis réessayer.",
    "server.badRequest": "La requête n'est pas valide.",
    "server.internal": "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
    "server.fileTooLarge":
      "Le fichier est trop lourd : il ne doit pas dépasser {{mb}} Mo ({{limit}} octets).",
    "server.fileEmpty": "Le fichier est vide.",
    "server.fileExtension":
      "Le fichier « {{name}} » n'a pas une extension acceptée. Formats acceptés : {{accept}}.",
    "server.fileContent": "Le contenu du fichier « {{name}} » n'est pas un vrai fichier {{ext}}.",
    "server.fileField": "Aucun fichier ne peut être déposé dans « {{path}} ».",
    "server.fileCount": "Envoyez exactement un seul fichier.",
    "server.databaseUnavailable":
      "Le service est momentanément indisponible ; votre dernière modification n'a pas été enregistrée, veuillez réessayer dans un instant.",
  },
};
