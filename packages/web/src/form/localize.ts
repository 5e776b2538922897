import { useTranslation } from "react-i18next";
import type { Locale } from "@portal/domain/i18n/index";
import type { LocalizedText } from "@portal/domain/schema/types";

/** The text in the given language (English when that language is missing). */
export function localize(text: LocalizedText | undefined, lang: Locale): string | undefined {
  if (!text) return undefined;
  return text[lang] || text.en;
}

/** The current interface language as a catalogue locale ("fr" or "en"). */
export function useLang(): Locale {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith("fr") ? "fr" : "en";
}

/** Joins class names, dropping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
