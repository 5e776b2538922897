import type { CatalogueArea } from "./catalogue.ts";

/**
 * The dates of a candidate's programme (issue #37): how a deadline reads (day, time and the zone it
 * is given in), what the home and the validation tabs say about it, and the refusals once it has passed.
 */
export const deadlines: CatalogueArea = {
  en: {
    "deadlines.at": "{{date}}, {{time}} ({{zone}} time)",
    "deadlines.atZone": "{{date}}, {{time}} ({{zone}})",
    "deadlines.open.application": "Validate your application before {{date}}.",
    "deadlines.open.scholarship": "Validate your scholarship application before {{date}}.",
    "deadlines.open.registration": "Confirm your registration before {{date}}.",
    "deadlines.open.tuition": "Pay and confirm your tuition fees before {{date}}.",
    "deadlines.closed.application":
      "Applications to your programme closed on {{date}}: your application can no longer be validated. Contact the admissions office.",
    "deadlines.closed.scholarship":
      "Scholarship applications closed on {{date}}: your scholarship application can no longer be validated.",
    "deadlines.closed.registration":
      "Registration confirmations closed on {{date}}: your registration can no longer be confirmed online. Contact the admissions office.",
    "deadlines.closed.tuition":
      "Tuition payments closed on {{date}}: they can no longer be made or confirmed online. Contact the admissions office.",
    "deadlines.badTimeZone": "“{{zone}}” is not a time zone.",
  },
  fr: {
    "deadlines.at": "{{date}} à {{time}} (heure de {{zone}})",
    "deadlines.atZone": "{{date}} à {{time}} ({{zone}})",
    "deadlines.open.application": "Validez votre candidature avant le {{date}}.",
    "deadlines.open.scholarship": "Validez votre demande de bourse avant le {{date}}.",
    "deadlines.open.registration": "Confirmez votre inscription avant le {{date}}.",
    "deadlines.open.tuition": "Réglez et confirmez vos frais de scolarité avant le {{date}}.",
    "deadlines.closed.application":
      "Les candidatures à votre formation ont fermé le {{date}}\u00a0: votre candidature ne peut plus être validée. Contactez le service des admissions.",
    "deadlines.closed.scholarship":
      "Les demandes de bourse ont fermé le {{date}}\u00a0: votre demande de bourse ne peut plus être validée.",
    "deadlines.closed.registration":
      "Les confirmations d’inscription ont fermé le {{date}}\u00a0: votre inscription ne peut plus être confirmée en ligne. Contactez le service des admissions.",
    "deadlines.closed.tuition":
      "Les paiements des frais de scolarité ont fermé le {{date}}\u00a0: ils ne peuvent plus être faits ni confirmés en ligne. Contactez le service des admissions.",
    "deadlines.badTimeZone": "«\u00a0{{zone}}\u00a0» n’est pas un fuseau horaire.",
  },
};
