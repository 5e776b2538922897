import type { CatalogueArea } from "./catalogue.ts";

/** Labels the dashboard's API gives its figures (GET /ws/admin/dashboard), in staff wording. */
export const dashboardFigures: CatalogueArea = {
  en: {
    "dashboardFigures.noProgrammeType": "Programme not chosen yet",
  },
  fr: {
    "dashboardFigures.noProgrammeType": "Formation pas encore choisie",
  },
};
