import type { CatalogueArea } from "./catalogue.ts";

/** Refusals of an internal note (POST /ws/admin/answers/{id}/notes), in staff wording. */
export const notes: CatalogueArea = {
  en: {
    "notes.empty": "the note is empty: write it before adding it",
    "notes.tooLong": "the note is {{length}} characters long, at most {{max}} are allowed: shorten it",
  },
  fr: {
    "notes.empty": "la note est vide\u00a0: écrivez-la avant de l'ajouter",
    "notes.tooLong":
      "la note fait {{length}} caractères, {{max}} au plus sont permis\u00a0: raccourcissez-la",
  },
};
