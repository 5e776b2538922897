import { createInstance } from "i18next";
import type { i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogues, locales } from "@portal/domain/i18n/index";
import type { Locale } from "@portal/domain/i18n/index";
import { dataOf, publicApi, setRequestLanguage } from "./api/client.ts";
import { FORM_ID } from "./form-id.ts";

const LANG_KEY = "portal.lang";

/** The language chosen earlier in this browser (EN/FR switch), English by default. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  return locales.includes(stored as Locale) ? (stored as Locale) : "en";
}

/**
 * A ready i18next instance over the domain catalogues (flat keys, synchronous init). Changing its
 * language remembers the choice, updates `<html lang>` and the Accept-Language of server calls.
 */
export function createI18n(locale: Locale = storedLocale()): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources: Object.fromEntries(locales.map((l) => [l, { translation: { ...catalogues[l] } }])),
    lng: locale,
    fallbackLng: "en",
    supportedLngs: locales,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  followLanguage(locale);
  instance.on("languageChanged", (lng) => {
    followLanguage(lng);
    localStorage.setItem(LANG_KEY, lng);
  });
  return instance;
}

// The only writer of <html lang>: the page follows i18next, nothing reads the language back from it.
function followLanguage(lng: string): void {
  document.documentElement.lang = lng;
  setRequestLanguage(lng);
}

/**
 * Merges label overrides over the catalogue. Accepts a flat map (key → text, for every language)
 * or one map per language ({ en: {…}, fr: {…} }); anything that is not text is ignored.
 */
export function applyLabels(instance: I18n, labels: unknown): void {
  if (typeof labels !== "object" || labels === null) return;
  const record = labels as Record<string, unknown>;
  const perLocale = locales.some((l) => typeof record[l] === "object" && record[l] !== null);
  for (const locale of locales) {
    const source = perLocale ? record[locale] : record;
    const texts = onlyTexts(source);
    if (Object.keys(texts).length > 0) instance.addResources(locale, "translation", texts);
  }
}

/** GET {ws}/{formid}/labels; an absent service (404) or any failure means "no overrides". */
export async function fetchLabels(): Promise<unknown> {
  try {
    return await dataOf(publicApi.GET("/ws/form/{formId}/labels", { params: { path: { formId: FORM_ID } } }));
  } catch {
    return {};
  }
}

function onlyTexts(source: unknown): Record<string, string> {
  if (typeof source !== "object" || source === null) return {};
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string" && key !== "result") texts[key] = value;
  }
  return texts;
}
