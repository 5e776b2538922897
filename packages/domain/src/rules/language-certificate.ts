import type { AnswerValues } from "./types.ts";
import { chosenProgrammes } from "./choices.ts";
import { text } from "./values.ts";

/** English-speaking countries, ISO 3166 alpha-2 (SPEC §9). */
export const ENGLISH_SPEAKING_COUNTRIES: readonly string[] = ["GB", "US", "IE", "CA", "ZA", "NZ", "AU"];

/** The same countries in ISO 3166 alpha-3, accepted too since the country lookup may store either. */
const ENGLISH_SPEAKING_ALPHA3: readonly string[] = ["GBR", "USA", "IRL", "CAN", "ZAF", "NZL", "AUS"];

/** Advanced Masters for which even English-speaking nationals need a language certificate. */
export const CERTIFICATE_PROGRAMMES_FOR_ENGLISH_SPEAKERS: readonly string[] = ["MS SAS", "MS SPA"];

/** True when the nationality (ISO alpha-2 or alpha-3 code, any case) is an English-speaking country. */
export function isEnglishSpeakingNational(values: AnswerValues): boolean {
  const code = text(values.nationality).toUpperCase();
  return ENGLISH_SPEAKING_COUNTRIES.includes(code) || ENGLISH_SPEAKING_ALPHA3.includes(code);
}

/**
 * Whether the `english` document (shown as "language certificate") is required.
 *
 * SPEC §5 reads "Required for English-speaking nationals only for ING or AM with MS SAS or MS SPA
 * choices; for ING it is not required", which contradicts itself on ING. Our reading, the one the
 * last clause settles:
 * - ING: never required, whatever the nationality;
 * - nationals of a non-English-speaking country (or no nationality given yet): required;
 * - nationals of an English-speaking country (SPEC §9 list): required only for AM when MS SAS or
 *   MS SPA is among the three choices (compared without case or extra spaces).
 */
export function languageCertificateRequired(values: AnswerValues): boolean {
  const programme = text(values.typeformation);
  if (programme === "ING") return false;
  if (!isEnglishSpeakingNational(values)) return true;
  if (programme !== "AM") return false;
  const normalise = (s: string) => s.replace(/\s+/g, " ").toUpperCase();
  return chosenProgrammes(values).some((c) =>
    CERTIFICATE_PROGRAMMES_FOR_ENGLISH_SPEAKERS.includes(normalise(c)),
  );
}
