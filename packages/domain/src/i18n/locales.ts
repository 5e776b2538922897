/** The interface languages. A module of its own: the browser needs the list without the catalogues. */
export type Locale = "en" | "fr";
export const locales: Locale[] = ["en", "fr"];
