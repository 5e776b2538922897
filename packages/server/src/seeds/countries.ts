import { createRequire } from "node:module";
import type * as IsoCountries from "i18n-iso-countries";
import type { LocaleData } from "i18n-iso-countries";
import { EU_MEMBER_STATES } from "./eu-members.ts";

const require = createRequire(import.meta.url);
const countries = require("i18n-iso-countries/index.js") as typeof IsoCountries;
// Only the two interface languages (the package's Node entry would load about eighty).
countries.registerLocale(require("i18n-iso-countries/langs/en.json") as LocaleData);
countries.registerLocale(require("i18n-iso-countries/langs/fr.json") as LocaleData);

/** A row of the countries table. */
export interface CountryRow {
  code: string;
  codeiso: string;
  name_en: string;
  name_fr: string;
  pays_ue: boolean;
}

/**
 * Every country of ISO 3166-1 from the i18n-iso-countries package: alpha-2 code, alpha-3 code,
 * English and French names, and EU membership (EU_MEMBER_STATES), ordered by code.
 */
export function countryRows(): CountryRow[] {
  const en = countries.getNames("en", { select: "official" });
  const fr = countries.getNames("fr", { select: "official" });
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((code) => ({
      code,
      codeiso: countries.alpha2ToAlpha3(code) ?? code,
      name_en: en[code] ?? code,
      name_fr: fr[code] ?? en[code] ?? code,
      pays_ue: EU_MEMBER_STATES.includes(code),
    }));
}
