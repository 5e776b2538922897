import type { CatalogueArea } from "./catalogue.ts";

/** Messages of the lookup web services: malformed parameters, and CSV imports of lookup tables. */
export const lookups: CatalogueArea = {
  en: {
    "lookups.param.zip": "“{{value}}” is not a French postal code: expected 5 digits, such as 31400.",
    "lookups.param.dept":
      "“{{value}}” is not a French department code: expected 2 digits, 2A or 2B, or 3 digits for overseas departments (971 to 978).",
    "lookups.param.place":
      "“{{value}}” is neither a department code (such as 31, 2A or 971) nor a commune INSEE code (such as 31555).",
    "lookups.param.school":
      "“{{value}}” is not a school code (UAI): expected 7 digits and a letter, such as 0310036W.",
    "lookups.param.country":
      "“{{value}}” is not a country code: expected 2 letters (ISO 3166-1 alpha-2), such as FR.",
    "lookups.param.year": "“{{value}}” is not a year: expected 4 digits, such as 2021.",
    "lookups.param.type": "“{{value}}” is not a programme type: expected MSC, AM, PG_DIP or ING.",
    "lookups.param.table": "There is no lookup table “{{value}}”. Tables: {{tables}}.",
    "lookups.csv.refused_one": "The file was refused and nothing was changed: {{count}} error.",
    "lookups.csv.refused_other": "The file was refused and nothing was changed: {{count}} errors.",
    "lookups.csv.more_one": "… and {{count}} more error.",
    "lookups.csv.more_other": "… and {{count}} more errors.",
    "lookups.csv.noFile": "Send the CSV file as text/csv, or as a multipart form with one file.",
    "lookups.csv.notUtf8": "The file is not UTF-8 text: save it as “CSV UTF-8”.",
    "lookups.csv.empty": "The file is empty: it needs a header line and at least one line of data.",
    "lookups.csv.tooManyRows": "The file has more than {{max}} lines of data.",
    "lookups.csv.unterminatedQuote": "A quoted value starts on this line and is never closed.",
    "lookups.csv.strayQuote":
      "A quote appears inside a value that is not quoted: quote the whole value and double the quotes inside it.",
    "lookups.csv.unknownColumn": "Unknown column “{{column}}”. Columns: {{columns}}.",
    "lookups.csv.duplicateColumn": "Column “{{column}}” appears twice.",
    "lookups.csv.missingColumn": "Required column “{{column}}” is missing.",
    "lookups.csv.fieldCount": "This line has {{found}} values but the header has {{expected}} columns.",
    "lookups.csv.required": "“{{column}}” is empty but required.",
    "lookups.csv.boolean": "“{{column}}”: “{{value}}” is not a yes/no value (true, false, 1, 0, O, N).",
    "lookups.csv.integer": "“{{column}}”: “{{value}}” is not a whole number between {{min}} and {{max}}.",
    "lookups.csv.tooLong": "“{{column}}” is longer than {{max}} characters.",
    "lookups.csv.choice": "“{{column}}”: “{{value}}” is not one of {{choices}}.",
    "lookups.csv.format": "“{{column}}”: “{{value}}” is not valid: expected {{format}}.",
    "lookups.csv.duplicate": "Same key as line {{first}} ({{key}}).",
    "lookups.csv.reference": "“{{column}}”: “{{value}}” does not exist in the table {{table}}.",
    "lookups.csv.stillUsed_one":
      "“{{value}}” is missing from the file but the table {{table}} still uses it ({{count}} line); change that table first.",
    "lookups.csv.stillUsed_other":
      "“{{value}}” is missing from the file but the table {{table}} still uses it ({{count}} lines); change that table first.",
    "lookups.format.alpha2": "2 letters (ISO 3166-1 alpha-2), such as FR",
    "lookups.format.alpha3": "3 letters (ISO 3166-1 alpha-3), such as FRA",
    "lookups.format.zip": "5 digits, such as 31400",
    "lookups.format.dept": "2 digits, 2A, 2B, or 971 to 978",
    "lookups.format.insee": "an INSEE code of 5 characters, such as 31555 or 2A004",
    "lookups.format.uai": "7 digits and a letter, such as 0310036W",
  },
  fr: {
    "lookups.param.zip":
      "«\u00a0{{value}}\u00a0» n'est pas un code postal français\u00a0: 5 chiffres attendus, par exemple 31400.",
    "lookups.param.dept":
      "«\u00a0{{value}}\u00a0» n'est pas un code de département\u00a0: 2 chiffres, 2A ou 2B attendus, ou 3 chiffres pour l'outre-mer (971 à 978).",
    "lookups.param.place":
      "«\u00a0{{value}}\u00a0» n'est ni un code de département (par exemple 31, 2A ou 971) ni un code INSEE de commune (par exemple 31555).",
    "lookups.param.school":
      "«\u00a0{{value}}\u00a0» n'est pas un code d'établissement (UAI)\u00a0: 7 chiffres et une lettre attendus, par exemple 0310036W.",
    "lookups.param.country":
      "«\u00a0{{value}}\u00a0» n'est pas un code de pays\u00a0: 2 lettres attendues (ISO 3166-1 alpha-2), par exemple FR.",
    "lookups.param.year":
      "«\u00a0{{value}}\u00a0» n'est pas une année\u00a0: 4 chiffres attendus, par exemple 2021.",
    "lookups.param.type":
      "«\u00a0{{value}}\u00a0» n'est pas un type de formation\u00a0: MSC, AM, PG_DIP ou ING attendu.",
    "lookups.param.table":
      "Il n'y a pas de table de référence «\u00a0{{value}}\u00a0». Tables\u00a0: {{tables}}.",
    "lookups.csv.refused_one": "Le fichier est refusé et rien n'a été modifié\u00a0: {{count}} erreur.",
    "lookups.csv.refused_other": "Le fichier est refusé et rien n'a été modifié\u00a0: {{count}} erreurs.",
    "lookups.csv.more_one": "… et {{count}} autre erreur.",
    "lookups.csv.more_other": "… et {{count}} autres erreurs.",
    "lookups.csv.noFile":
      "Envoyez le fichier CSV en text/csv, ou dans un formulaire multipart avec un seul fichier.",
    "lookups.csv.notUtf8":
      "Le fichier n'est pas du texte UTF-8\u00a0: enregistrez-le en «\u00a0CSV UTF-8\u00a0».",
    "lookups.csv.empty":
      "Le fichier est vide\u00a0: il faut une ligne d'en-tête et au moins une ligne de données.",
    "lookups.csv.tooManyRows": "Le fichier a plus de {{max}} lignes de données.",
    "lookups.csv.unterminatedQuote":
      "Une valeur entre guillemets commence sur cette ligne et n'est jamais fermée.",
    "lookups.csv.strayQuote":
      "Un guillemet apparaît dans une valeur qui n'est pas entre guillemets\u00a0: mettez toute la valeur entre guillemets et doublez les guillemets qu'elle contient.",
    "lookups.csv.unknownColumn": "Colonne inconnue «\u00a0{{column}}\u00a0». Colonnes\u00a0: {{columns}}.",
    "lookups.csv.duplicateColumn": "La colonne «\u00a0{{column}}\u00a0» apparaît deux fois.",
    "lookups.csv.missingColumn": "La colonne obligatoire «\u00a0{{column}}\u00a0» manque.",
    "lookups.csv.fieldCount": "Cette ligne a {{found}} valeurs mais l'en-tête a {{expected}} colonnes.",
    "lookups.csv.required": "«\u00a0{{column}}\u00a0» est vide mais obligatoire.",
    "lookups.csv.boolean":
      "«\u00a0{{column}}\u00a0»\u00a0: «\u00a0{{value}}\u00a0» n'est pas une valeur oui/non (true, false, 1, 0, O, N).",
    "lookups.csv.integer":
      "«\u00a0{{column}}\u00a0»\u00a0: «\u00a0{{value}}\u00a0» n'est pas un nombre entier entre {{min}} et {{max}}.",
    "lookups.csv.tooLong": "«\u00a0{{column}}\u00a0» dépasse {{max}} caractères.",
    "lookups.csv.choice":
      "«\u00a0{{column}}\u00a0»\u00a0: «\u00a0{{value}}\u00a0» n'est pas parmi {{choices}}.",
    "lookups.csv.format":
      "«\u00a0{{column}}\u00a0»\u00a0: «\u00a0{{value}}\u00a0» n'est pas valide\u00a0: {{format}} attendu.",
    "lookups.csv.duplicate": "Même clé que la ligne {{first}} ({{key}}).",
    "lookups.csv.reference":
      "«\u00a0{{column}}\u00a0»\u00a0: «\u00a0{{value}}\u00a0» n'existe pas dans la table {{table}}.",
    "lookups.csv.stillUsed_one":
      "«\u00a0{{value}}\u00a0» ne figure pas dans le fichier mais la table {{table}} l'utilise encore ({{count}} ligne)\u202f; modifiez d'abord cette table.",
    "lookups.csv.stillUsed_other":
      "«\u00a0{{value}}\u00a0» ne figure pas dans le fichier mais la table {{table}} l'utilise encore ({{count}} lignes)\u202f; modifiez d'abord cette table.",
    "lookups.format.alpha2": "2 lettres (ISO 3166-1 alpha-2), par exemple FR",
    "lookups.format.alpha3": "3 lettres (ISO 3166-1 alpha-3), par exemple FRA",
    "lookups.format.zip": "5 chiffres, par exemple 31400",
    "lookups.format.dept": "2 chiffres, 2A, 2B, ou 971 à 978",
    "lookups.format.insee": "un code INSEE de 5 caractères, par exemple 31555 ou 2A004",
    "lookups.format.uai": "7 chiffres et une lettre, par exemple 0310036W",
  },
};
