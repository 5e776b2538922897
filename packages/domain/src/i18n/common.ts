import type { CatalogueArea } from "./catalogue.ts";

/** Shared words: navigation, generic errors, alerts. */
export const common: CatalogueArea = {
  en: {
    "nav.home": "Home",
    "nav.contact": "Contact",
    "nav.login": "Login",
    "nav.logout": "Logout",
    "error.generic": "Error",
    "error.http": "Http failure response for {{url}}: {{status}} {{statusText}}",
    "error.notFound": "NOT FOUND",
    "error.sessionExpired": "Session expired, please login again",
    "common.close": "Close",
  },
  fr: {
    "nav.home": "Accueil",
    "nav.contact": "Contact",
    "nav.login": "Connexion",
    "nav.logout": "Déconnexion",
    "common.close": "Fermer",
    "error.generic": "Erreur",
    "error.http": "Échec de la réponse HTTP pour {{url}}\u00a0: {{status}} {{statusText}}",
    "error.notFound": "PAGE INTROUVABLE",
    "error.sessionExpired": "Session expirée, veuillez vous reconnecter",
  },
};
