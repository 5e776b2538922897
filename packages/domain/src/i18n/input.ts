import type { CatalogueArea } from "./catalogue.ts";

/**
 * Messages of the server's input guard (packages/server/src/plugins/input-guard.ts): which part of
 * the request holds what the portal cannot store, and what to do about it.
 */
export const input: CatalogueArea = {
  en: {
    "input.characters":
      "{{where}} contains a character that cannot be accepted: a NUL character (U+0000) or half of a UTF-16 surrogate pair. Remove it and send the request again.",
    "input.encoding":
      "{{where}} is not correctly percent-encoded (a “%” must be followed by two hexadecimal digits that form UTF-8 text). Encode it again and retry.",
    "input.nesting": "The request body is nested more than {{max}} levels deep. Send a flatter body.",
    "input.paramTooLong":
      "A part of the address is longer than {{max}} characters. Shorten it and send the request again.",
    "input.number":
      "{{where}} is not a number the portal can use. Send a whole number written with digits only.",
    "input.where.path": "The address of the request",
    "input.where.param": "The part “{{name}}” of the address",
    "input.where.query": "The query parameter “{{name}}”",
    "input.where.body": "The field “{{name}}” of the request body",
    "input.where.bodyRoot": "The request body",
    "input.where.file": "The file “{{name}}”",
  },
  fr: {
    "input.characters":
      "{{where}} contient un caractère qui ne peut pas être accepté\u00a0: un caractère NUL (U+0000) ou une moitié de paire de substitution UTF-16. Retirez-le et renvoyez la requête.",
    "input.encoding":
      "{{where}} n'est pas correctement encodé en pourcentage (un «\u00a0%\u00a0» doit être suivi de deux chiffres hexadécimaux formant du texte UTF-8). Encodez-le à nouveau et réessayez.",
    "input.nesting":
      "Le corps de la requête est imbriqué sur plus de {{max}} niveaux. Envoyez un corps moins imbriqué.",
    "input.paramTooLong":
      "Une partie de l'adresse dépasse {{max}} caractères. Raccourcissez-la et renvoyez la requête.",
    "input.number":
      "{{where}} n'est pas un nombre utilisable par le portail. Envoyez un nombre entier écrit uniquement avec des chiffres.",
    "input.where.path": "L'adresse de la requête",
    "input.where.param": "La partie «\u00a0{{name}}\u00a0» de l'adresse",
    "input.where.query": "Le paramètre «\u00a0{{name}}\u00a0» de l'adresse",
    "input.where.body": "Le champ «\u00a0{{name}}\u00a0» du corps de la requête",
    "input.where.bodyRoot": "Le corps de la requête",
    "input.where.file": "Le fichier «\u00a0{{name}}\u00a0»",
  },
};
