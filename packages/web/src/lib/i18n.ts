import { LANGUAGE_COOKIE, locales } from "@portal/domain/i18n/locales";
import type { Locale } from "@portal/domain/i18n/locales";
import { dataOf, publicApi, setRequestLanguage } from "./api/client.ts";
import { FORM_ID } from "./form-id.ts";
import { getSession } from "./session-store.ts";
import { isStaffSession } from "./staff-session.ts";
import { createInstance } from "i18next";
import type { i18n as Translator } from "i18next";

const LANG_KEY = "portal.lang";

const isLocale = (value: string | null | undefined): value is Locale => locales.includes(value as Locale);

/**
 * The language to start in: the one a link carries (`?lang=`, an invitation's or an activation's, so
 * a French invitee does not land on an English page); else the one chosen earlier in this browser
 * (EN/FR switch, or the signed-in account's, applied at login), the cookie standing in when the
 * storage was cleared; else, on a first visit, the first of the browser's languages the portal has
 * (navigator.languages: "fr-CH" → French); else English.
 */
export function storedLocale(): Locale {
  const linked = new URLSearchParams(window.location.search).get("lang");
  if (isLocale(linked)) {
    // The link's language becomes this browser's choice: a reload after the activation keeps it.
    localStorage.setItem(LANG_KEY, linked);
    return linked;
  }
  const cookie = document.cookie
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const stored = localStorage.getItem(LANG_KEY);
  if (isLocale(stored)) return stored;
  if (isLocale(cookie)) return cookie;
  const browser = (navigator.languages ?? [navigator.language])
    .map((tag) => tag.split("-")[0].toLowerCase())
    .find(isLocale);
  return browser ?? "en";
}

/** The texts of some languages, key → text. */
export type Catalogues = Partial<Record<Locale, Record<string, string>>>;

/**
 * The texts of a language a page holds (scripts/catalogue-parts.ts): those of the public pages
 * (shell, home, login, activation, errors), which come with the first visit; with them those of a
 * candidate's pages (the form, the journey); or all of them, the back office's included.
 */
export type CataloguePart = "public" | "candidate" | "all";

type Texts = Record<string, string>;
/** The chunks of a language's catalogue (scripts/catalogues.ts). */
type Chunk = "public" | "rest" | "staff";

// Three chunks per language, built from the domain catalogues (scripts/catalogues.ts): a visitor
// downloads the language shown, and of it the public pages' texts until another page needs more;
// a candidate never downloads the back office's.
const CATALOGUE_MODULES: Record<Locale, Record<Chunk, () => Promise<{ default: Texts }>>> = {
  en: {
    public: () => import("virtual:catalogue/en/public"),
    rest: () => import("virtual:catalogue/en/rest"),
    staff: () => import("virtual:catalogue/en/staff"),
  },
  fr: {
    public: () => import("virtual:catalogue/fr/public"),
    rest: () => import("virtual:catalogue/fr/rest"),
    staff: () => import("virtual:catalogue/fr/staff"),
  },
};

/** The chunks of each part, and the parts in the order each holds the one before. */
const PART_CHUNKS: Record<CataloguePart, Chunk[]> = {
  public: ["public"],
  candidate: ["public", "rest"],
  all: ["public", "rest", "staff"],
};
const PARTS: CataloguePart[] = ["public", "candidate", "all"];
const covers = (held: CataloguePart | undefined, wanted: CataloguePart) =>
  held !== undefined && PARTS.indexOf(held) >= PARTS.indexOf(wanted);

// The texts this page holds per language and chunk: downloaded ones, or all of them given by the
// tests' set-up (as the public chunk, with the others empty).
const loaded: Partial<Record<Locale, Partial<Record<Chunk, Texts>>>> = {};

async function loadChunk(locale: Locale, chunk: Chunk): Promise<Texts> {
  const held = (loaded[locale] ??= {});
  held[chunk] ??= (await CATALOGUE_MODULES[locale][chunk]()).default;
  return held[chunk];
}

/**
 * Downloads a part of the catalogue of one language (once) and returns the texts held for it;
 * the app awaits the public part (a signed-in visitor's, sessionTexts) before its first render.
 */
export async function loadCatalogue(locale: Locale, part: CataloguePart = "all"): Promise<Texts> {
  const chunks = await Promise.all(PART_CHUNKS[part].map((chunk) => loadChunk(locale, chunk)));
  return Object.assign({}, ...chunks) as Texts;
}

/** The texts the signed-in person's pages use: a candidate's, or all of them for staff. */
export function sessionTexts(): CataloguePart {
  const session = getSession();
  if (!session) return "public";
  return isStaffSession(session) ? "all" : "candidate";
}

/** Gives catalogues at hand already (the tests pass every language), so that none is downloaded. */
export function provideCatalogues(texts: Catalogues): void {
  for (const locale of locales) {
    const all = texts[locale];
    if (all) loaded[locale] = { public: all, rest: {}, staff: {} };
  }
}

// The part of each language's catalogue an instance holds (label overrides alone do not count).
const held = new WeakMap<Translator, Partial<Record<Locale, CataloguePart>>>();
// The instances of this page, given the rest of the texts when a page needs them.
const instances = new Set<Translator>();

function heldPart(locale: Locale): CataloguePart | undefined {
  const texts = loaded[locale];
  // The largest part whose chunks have all arrived.
  return [...PARTS].reverse().find((part) => PART_CHUNKS[part].every((chunk) => texts?.[chunk]));
}

/** The one namespace: the catalogues are flat (key → text), their keys hold dots and colons. */
const NAMESPACE = "translation";

/**
 * An i18next instance over the catalogues loaded so far, falling back to English when it holds
 * English. Keys are flat (no nesting or namespace separators: "staffRights.decide" is one key);
 * plural forms are i18next's own (`key_one`, `key_other`, by Intl.PluralRules); values are not
 * HTML-escaped (React escapes what it renders) and a value missing from the options leaves its
 * `{{placeholder}}` as it is, as the server's texts do (domain i18n/catalogue.ts). Components
 * render again when the language changes or texts are added (react-i18next's bindI18nStore).
 * Changing its language remembers the choice, updates `<html lang>` and the Accept-Language of
 * server calls; switchLanguage downloads the language's catalogue first when needed.
 */
export function createI18n(locale: Locale = storedLocale()): Translator {
  const parts: Partial<Record<Locale, CataloguePart>> = {};
  for (const l of locales) {
    const part = heldPart(l);
    if (part) parts[l] = part;
  }
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: parts.en ? "en" : locale,
    supportedLngs: [...locales],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // The catalogues are given (loaded chunks): init is synchronous, the first render has its texts.
    initAsync: false,
    resources: {},
    interpolation: { escapeValue: false },
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
    react: { bindI18n: "languageChanged", bindI18nStore: "added", useSuspense: false },
  });
  for (const l of locales) {
    const part = parts[l];
    if (part) for (const chunk of PART_CHUNKS[part]) addTexts(instance, l, loaded[l]?.[chunk] ?? {});
  }
  held.set(instance, parts);
  instances.add(instance);
  followLanguage(locale);
  instance.on("languageChanged", (lng) => {
    followLanguage(lng);
    localStorage.setItem(LANG_KEY, lng);
  });
  return instance;
}

/** Adds a part of a language's catalogue, beneath the label overrides given before or after. */
function addTexts(instance: Translator, locale: string, texts: Readonly<Texts>): void {
  instance.addResourceBundle(locale, NAMESPACE, texts, true, false);
}

/** Adds label overrides, on top of the catalogue's texts. */
function overrideTexts(instance: Translator, locale: string, texts: Readonly<Texts>): void {
  instance.addResourceBundle(locale, NAMESPACE, texts, true, true);
}

// Gives an instance the texts it lacks of one part of a language (label overrides merged earlier
// for that language stay on top of them).
async function complete(instance: Translator, locale: Locale, part: CataloguePart): Promise<void> {
  const parts = held.get(instance) ?? {};
  if (covers(parts[locale], part)) return;
  const texts = await loadCatalogue(locale, part);
  // Another call may have given it these texts meanwhile.
  if (covers(held.get(instance)?.[locale], part)) return;
  addTexts(instance, locale, texts);
  parts[locale] = part;
  held.set(instance, parts);
  // The reader switched language while these texts were downloading: the language now shown needs them too.
  if (instance.language !== locale) await complete(instance, instance.language as Locale, part);
}

/**
 * Downloads a part of the texts (beyond the public ones) in the language shown, and gives them to
 * the page's instances: the pages loaded on demand await it beside their own chunk.
 */
export async function loadTexts(part: CataloguePart): Promise<void> {
  if (instances.size === 0) await loadCatalogue(storedLocale(), part);
  // The instances, including one the boot created while these texts were downloading (the router
  // loads the first page's chunk before the boot's texts have all arrived): it holds only the texts
  // that had arrived then.
  await Promise.all([...instances].map((instance) => complete(instance, instance.language as Locale, part)));
}

/** Loads a back-office page's chunk and, at the same time, every text (see loadTexts). */
export async function withAllTexts<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadTexts("all")]);
  return module;
}

/**
 * Loads the chunk of a page a candidate and staff both see (the form screen, the candidate's home)
 * and, at the same time, the texts of the signed-in person's pages (sessionTexts): a candidate
 * does not download the back office's.
 */
export async function withSessionTexts<T>(load: () => Promise<T>): Promise<T> {
  const part = sessionTexts();
  const [module] = await Promise.all([load(), loadTexts(part === "public" ? "candidate" : part)]);
  return module;
}

/**
 * Shows the interface in `locale`, downloading first the part of its catalogue that the instance
 * holds of the language shown (the public texts alone on a public page, all of them elsewhere).
 */
export async function switchLanguage(instance: Translator, locale: Locale): Promise<void> {
  // The largest part held in any language: a page may have asked for more texts while another
  // language was shown.
  const parts = Object.values(held.get(instance) ?? {});
  const current = [...PARTS].reverse().find((part) => parts.some((h) => covers(h, part))) ?? "public";
  await complete(instance, locale, current);
  await instance.changeLanguage(locale);
}

// The only writer of <html lang>: the page follows the translator, nothing reads the language back from it.
// The cookie lets the server send the next page already in this language (its top bar and <html
// lang> show before any script runs); a year, like the choice kept in localStorage.
function followLanguage(lng: string): void {
  // Rendered at build (src/prerender/render-page.tsx): the page's language is its file's.
  if (typeof document === "undefined") return;
  document.documentElement.lang = lng;
  setRequestLanguage(lng);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Merges label overrides over the catalogue. Accepts a flat map (key → text, for every language)
 * or one map per language ({ en: {…}, fr: {…} }); anything that is not text is ignored.
 */
export function applyLabels(instance: Translator, labels: unknown): void {
  if (typeof labels !== "object" || labels === null) return;
  const record = labels as Record<string, unknown>;
  const perLocale = locales.some((l) => typeof record[l] === "object" && record[l] !== null);
  for (const locale of locales) {
    const source = perLocale ? record[locale] : record;
    const texts = onlyTexts(source);
    if (Object.keys(texts).length > 0) overrideTexts(instance, locale, texts);
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

/** The query of the label overrides, fetched once. */
export const labelsQuery = { queryKey: ["labels"] as const, queryFn: fetchLabels, staleTime: Infinity };

function onlyTexts(source: unknown): Record<string, string> {
  if (typeof source !== "object" || source === null) return {};
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string" && key !== "result") texts[key] = value;
  }
  return texts;
}
