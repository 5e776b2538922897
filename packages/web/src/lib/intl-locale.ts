/**
 * The Intl locale of the interface language: French as written in France, English as in Britain
 * (day before month, 24-hour clock: "31 March 2027, 14:05", "31 mars 2027, 14:05").
 */
export const intlLocale = (language: string): string =>
  language.toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
