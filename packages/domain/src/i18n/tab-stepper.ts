import type { CatalogueArea } from "./catalogue.ts";

/**
 * The form's tabs as steps on a phone (issue #12): where the candidate is, the previous and next
 * steps, and the menu of every step with its errors.
 */
export const tabStepper: CatalogueArea = {
  en: {
    "stepper.label": "Steps of the form",
    "stepper.position": "Step {{position}} of {{count}} · {{tab}}",
    "stepper.previous": "Previous",
    "stepper.next": "Next",
    "stepper.menu": "Go to step",
    "stepper.option": "{{position}}. {{tab}}",
    "stepper.optionErrors_one": "{{position}}. {{tab}} — {{count}} error",
    "stepper.optionErrors_other": "{{position}}. {{tab}} — {{count}} errors",
  },
  fr: {
    "stepper.label": "Étapes du formulaire",
    "stepper.position": "Étape {{position}} sur {{count}} · {{tab}}",
    "stepper.previous": "Précédente",
    "stepper.next": "Suivante",
    "stepper.menu": "Aller à l'étape",
    "stepper.option": "{{position}}. {{tab}}",
    "stepper.optionErrors_one": "{{position}}. {{tab}} — {{count}} erreur",
    "stepper.optionErrors_other": "{{position}}. {{tab}} — {{count}} erreurs",
  },
};
