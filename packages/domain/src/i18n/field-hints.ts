import type { CatalogueArea } from "./catalogue.ts";

/** The help button beside a field's label that shows its tooltip (web form/field-hint.tsx). */
export const fieldHints: CatalogueArea = {
  en: {
    "fieldHints.button": "Help: {{field}}",
  },
  fr: {
    "fieldHints.button": "Aide : {{field}}",
  },
};
