// Which interface texts come with the first download: those of the pages an anonymous visitor
// lands on (the shell, home, login, account creation and activation, the error pages) and of the
// server's refusals they can show. Every other text (the form, the candidate's journey, the back
// office…) is in the language's second part, downloaded with the first page that needs it.

/** The parts of a language's catalogue: what the public pages need, and the rest. */
export const catalogueParts = ["public", "rest"] as const;
export type CataloguePart = (typeof catalogueParts)[number];

// Key prefixes of the public pages' texts (a prefix ends with a dot).
const PUBLIC_PREFIXES = [
  "nav.",
  "shell.",
  "error.",
  "common.",
  "server.",
  "auth.",
  "input.",
  "rules.passwords.",
  "privacy.",
  // The top bar's back-office links, shown as soon as a staff member logs in.
  "backOffice.",
];
const PUBLIC_KEYS = new Set(["juries.link", "templatesPage.link", "reasonsPage.link"]);

/** True when the key's text belongs to the public part of the catalogue. */
export function isPublicText(key: string): boolean {
  return PUBLIC_KEYS.has(key) || PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The texts of one part of a catalogue. */
export function cataloguePart(texts: Record<string, string>, part: CataloguePart): Record<string, string> {
  const wanted = part === "public";
  return Object.fromEntries(Object.entries(texts).filter(([key]) => isPublicText(key) === wanted));
}
