/** The interface languages. A module of its own: the browser needs the list without the catalogues. */
export type Locale = "en" | "fr";
export const locales: Locale[] = ["en", "fr"];

/**
 * The cookie the web app keeps the visitor's language in, and the server reads to answer the page
 * in that language (server plugins/spa.ts, web lib/i18n.ts).
 */
export const LANGUAGE_COOKIE = "portal.lang";
