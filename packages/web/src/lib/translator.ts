import { interpolate, textOf } from "@portal/domain/i18n/catalogue";

/**
 * A lookup's options: the values of the text's `{{placeholders}}`, `count` (which also picks the
 * plural form), `lng` for a language other than the one shown, `defaultValue` for a missing key.
 */
export interface TOptions {
  lng?: string;
  count?: number;
  defaultValue?: string;
  [param: string]: string | number | undefined;
}

/**
 * Translates a key, or the first of several keys that has a text: in the language, else in the
 * fallback language; else `defaultValue`, else the (last) key itself. Texts are not HTML-escaped.
 */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

type Texts = Record<string, string>;

/** A language's texts in two layers: its catalogue, and label overrides that stay on top of it. */
interface Layers {
  catalogue: Texts;
  overrides: Texts;
  // Both merged, made again at the first lookup after a change: a plain lookup reads one object.
  merged?: Texts;
}

/** The texts of a page and the language it shows; `useTranslation` re-renders on its changes. */
export interface Translator {
  /** The language shown. */
  readonly language: string;
  /** Translates in the language shown at the time of the call. */
  t: TFunction;
  /** A translate function for one language. */
  getFixedT(lng: string): TFunction;
  /** Shows another language (the texts at hand: the caller downloads them first). */
  changeLanguage(lng: string): Promise<TFunction>;
  /** Adds a part of a language's catalogue, beneath the overrides given before or after. */
  addTexts(lng: string, texts: Readonly<Texts>): void;
  /** Adds label overrides, on top of the catalogue's texts. */
  overrideTexts(lng: string, texts: Readonly<Texts>): void;
  /** Calls `listener` with the language after each changeLanguage; returns the unsubscribe. */
  onLanguageChanged(listener: (lng: string) => void): () => void;
  /** Calls `listener` when the language changes or texts are added; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The translate function of the language shown: a new one after each change (a render's input). */
  currentT(): TFunction;
}

// Keys come from the code and from the office's overrides: no key may reach Object's prototype.
const emptyTexts = (): Texts => Object.create(null) as Texts;

/**
 * A translator over flat catalogues (key → text, `key_one`/`key_other` plural forms), showing
 * `language` and falling back to `fallback` for the keys a language lacks.
 */
export function createTranslator(language: string, fallback: string): Translator {
  const layers = new Map<string, Layers>();
  const languageListeners = new Set<(lng: string) => void>();
  const listeners = new Set<() => void>();
  let current: TFunction | undefined;

  const layersOf = (lng: string): Layers => {
    let held = layers.get(lng);
    if (!held) layers.set(lng, (held = { catalogue: emptyTexts(), overrides: emptyTexts() }));
    return held;
  };
  const textsOf = (lng: string): Texts | undefined => {
    const held = layers.get(lng);
    if (!held) return undefined;
    return (held.merged ??= Object.assign(emptyTexts(), held.catalogue, held.overrides));
  };
  const find = (lng: string, key: string, count: unknown): string | undefined =>
    textOf(textsOf(lng), lng, key, count) ??
    (lng === fallback ? undefined : textOf(textsOf(fallback), fallback, key, count));

  const translate = (lng: string, key: string | readonly string[], options?: TOptions): string => {
    const count = options?.count;
    let text: string | undefined;
    if (typeof key === "string") text = find(lng, key, count);
    else for (const each of key) if ((text = find(lng, each, count)) !== undefined) break;
    text ??= options?.defaultValue ?? (typeof key === "string" ? key : (key[key.length - 1] ?? ""));
    // A missing value leaves its placeholder as it is; only a lookup with options interpolates.
    return options ? interpolate(text, options as Record<string, string | number>) : text;
  };
  const getFixedT =
    (lng: string): TFunction =>
    (key, options) =>
      translate(options?.lng ?? lng, key, options);

  const changed = () => {
    current = undefined;
    for (const listener of [...listeners]) listener();
  };
  const add = (lng: string, texts: Readonly<Texts>, layer: "catalogue" | "overrides") => {
    const held = layersOf(lng);
    Object.assign(held[layer], texts);
    held.merged = undefined;
    changed();
  };

  return {
    get language() {
      return language;
    },
    t: (key, options) => translate(options?.lng ?? language, key, options),
    getFixedT,
    changeLanguage(lng) {
      language = lng;
      for (const listener of [...languageListeners]) listener(lng);
      changed();
      return Promise.resolve(getFixedT(lng));
    },
    addTexts: (lng, texts) => add(lng, texts, "catalogue"),
    overrideTexts: (lng, texts) => add(lng, texts, "overrides"),
    onLanguageChanged(listener) {
      languageListeners.add(listener);
      return () => languageListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentT: () => (current ??= getFixedT(language)),
  };
}
