import type { CatalogueArea } from "./catalogue.ts";

/** Messages of accounts and sessions: e-mail checks, links, login, central login. */
export const auth: CatalogueArea = {
  en: {
    "auth.email.invalid": "The e-mail address is not valid. Please check it (for example name@example.org).",
    "auth.email.tooLong": "The e-mail address must not exceed 254 characters.",
    "auth.email.localTooLong": "The part of the e-mail address before the @ must not exceed 64 characters.",
    "auth.email.labelTooLong":
      "Each part of the e-mail address's domain (between dots) must not exceed 63 characters.",
    "auth.token.invalid":
      "This link is not valid. Please use the link of the latest e-mail, or ask for a new one.",
    "auth.token.expired": "This link has expired. Please ask for a new one.",
    "auth.token.used": "This link has already been used. Please ask for a new one if needed.",
    "auth.login.failed":
      "Login failed: the e-mail address or the password is not correct, or the account is not activated.",
    "auth.login.throttled":
      "Too many failed logins to this account from your connection. Please wait {{seconds}} s before trying again, or ask for a new password on the home page.",
    "auth.login.guarded":
      "This account has had too many failed logins in the last hour, so for now it accepts only devices that have logged in to it before. Please try again in {{minutes}} min, or ask for a new password on the home page.",
    "auth.cas.refused": "The central login did not confirm your identity. Please log in again.",
    "auth.cas.unavailable": "The central login service cannot be reached. Please try again later.",
    "auth.cas.wrongService":
      "The central login answered for another site. Please log in again from this site.",
  },
  fr: {
    "auth.email.invalid":
      "L'adresse e-mail n'est pas valide. Veuillez la vérifier (par exemple nom@exemple.fr).",
    "auth.email.tooLong": "L'adresse e-mail ne doit pas dépasser 254 caractères.",
    "auth.email.localTooLong": "La partie de l'adresse e-mail avant le @ ne doit pas dépasser 64 caractères.",
    "auth.email.labelTooLong":
      "Chaque partie du domaine de l'adresse e-mail (entre les points) ne doit pas dépasser 63 caractères.",
    "auth.token.invalid":
      "Ce lien n'est pas valide. Veuillez utiliser le lien du dernier e-mail reçu, ou en demander un nouveau.",
    "auth.token.expired": "Ce lien a expiré. Veuillez en demander un nouveau.",
    "auth.token.used": "Ce lien a déjà été utilisé. Veuillez en demander un nouveau si nécessaire.",
    "auth.login.failed":
      "Échec de la connexion\u00a0: l'adresse e-mail ou le mot de passe est incorrect, ou le compte n'est pas activé.",
    "auth.login.throttled":
      "Trop de connexions échouées à ce compte depuis votre connexion. Veuillez patienter {{seconds}} s avant de réessayer, ou demandez un nouveau mot de passe sur la page d'accueil.",
    "auth.login.guarded":
      "Ce compte a subi trop de connexions échouées au cours de la dernière heure\u00a0: pour l'instant, il n'accepte que les appareils qui s'y sont déjà connectés. Veuillez réessayer dans {{minutes}} min, ou demandez un nouveau mot de passe sur la page d'accueil.",
    "auth.cas.refused":
      "L'authentification centrale n'a pas confirmé votre identité. Veuillez vous reconnecter.",
    "auth.cas.unavailable":
      "Le service d'authentification centrale est injoignable. Veuillez réessayer plus tard.",
    "auth.cas.wrongService":
      "L'authentification centrale a répondu pour un autre site. Veuillez vous reconnecter depuis ce site.",
  },
};
