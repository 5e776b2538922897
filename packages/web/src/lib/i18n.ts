import { createInstance } from "i18next";
import type { i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { locales } from "@portal/domain/i18n/locales";
import type { Locale } from "@portal/domain/i18n/locales";
import { dataOf, publicApi, setRequestLanguage } from "./api/client.ts";
import { FORM_ID } from "./form-id.ts";

const LANG_KEY = "portal.lang";

/** The language chosen earlier in this browser (EN/FR switch), English by default. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  return locales.includes(stored as Locale) ? (stored as Locale) : "en";
}

/** The texts of some languages, key → text. */
export type Catalogues = Partial<Record<Locale, Record<string, string>>>;

// One chunk per language, built from the domain catalogues (scripts/catalogues.ts): a visitor
// downloads the language shown, not both.
const CATALOGUE_MODULES: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import("virtual:catalogue/en"),
  fr: () => import("virtual:catalogue/fr"),
};

// The catalogues this page holds: downloaded ones, or all of them given by the tests' set-up.
const loaded: Catalogues = {};

/** Downloads the catalogue of one language (once); the app awaits it before its first render. */
export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  loaded[locale] ??= (await CATALOGUE_MODULES[locale]()).default;
  return loaded[locale];
}

/** Gives catalogues at hand already (the tests pass every language), so that none is downloaded. */
export function provideCatalogues(texts: Catalogues): void {
  Object.assign(loaded, texts);
}

// The languages whose whole catalogue an instance holds (label overrides alone do not count).
const complete = new WeakMap<I18n, Set<Locale>>();

/**
 * A ready i18next instance over the catalogues loaded so far (flat keys, synchronous init).
 * Changing its language remembers the choice, updates `<html lang>` and the Accept-Language of
 * server calls; switchLanguage downloads the language's catalogue first when needed.
 */
export function createI18n(locale: Locale = storedLocale()): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  const held = locales.filter((l) => loaded[l] !== undefined);
  void instance.init({
    resources: Object.fromEntries(held.map((l) => [l, { translation: { ...loaded[l] } }])),
    lng: locale,
    fallbackLng: held.includes("en") ? "en" : locale,
    supportedLngs: locales,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  complete.set(instance, new Set(held));
  followLanguage(locale);
  instance.on("languageChanged", (lng) => {
    followLanguage(lng);
    localStorage.setItem(LANG_KEY, lng);
  });
  return instance;
}

/** Shows the interface in `locale`, downloading its catalogue first when the instance lacks it. */
export async function switchLanguage(instance: I18n, locale: Locale): Promise<void> {
  const held = complete.get(instance) ?? new Set<Locale>();
  if (!held.has(locale)) {
    // Label overrides merged earlier for this language stay on top of its catalogue.
    instance.addResourceBundle(locale, "translation", await loadCatalogue(locale), true, false);
    held.add(locale);
    complete.set(instance, held);
  }
  await instance.changeLanguage(locale);
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
