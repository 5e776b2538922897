import type { CatalogueArea } from "./catalogue.ts";

/** Staff wording of the application stages (workflow/stage.ts), for the back office's tables and filters. */
export const stages: CatalogueArea = {
  en: {
    "stage.started": "Started",
    "stage.application_validated": "Application validated",
    "stage.scholarship_applied": "Scholarship applied",
    "stage.admitted": "Admitted",
    "stage.waiting_list": "Waiting list",
    "stage.refused": "Refused",
    "stage.registration_validated": "Registration validated",
    "stage.tuition_confirmed": "Tuition confirmed",
    "stage.withdrawn": "Withdrawn",
  },
  fr: {
    "stage.started": "Commencée",
    "stage.application_validated": "Candidature validée",
    "stage.scholarship_applied": "Bourse demandée",
    "stage.admitted": "Admis",
    "stage.waiting_list": "Liste d'attente",
    "stage.refused": "Refusé",
    "stage.registration_validated": "Inscription validée",
    "stage.tuition_confirmed": "Droits confirmés",
    "stage.withdrawn": "Désistement",
  },
};
