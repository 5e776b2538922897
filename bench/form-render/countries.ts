import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Every country (ISO alpha-2 code and English name), as the /ws/pays lookup gives them to our select. */
export function countries(): { value: string; label: string }[] {
  const lib = require("i18n-iso-countries") as {
    registerLocale(data: unknown): void;
    getNames(lang: string): Record<string, string>;
  };
  lib.registerLocale(require("i18n-iso-countries/langs/en.json"));
  return Object.entries(lib.getNames("en"))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
