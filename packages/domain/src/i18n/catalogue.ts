/** A catalogue area: the same keys in English and French. Values use `{{param}}` interpolation. */
export interface CatalogueArea {
  en: Record<string, string>;
  fr: Record<string, string>;
}

/** A message produced by a rule or the server: a stable code, a catalogue key and its parameters. */
export interface Message {
  code: string;
  key: string;
  params?: Record<string, string | number>;
  /** The field the message belongs under (a list row's field reads `prof_xp.0.from_tof`), when it has one. */
  field?: string;
  /** The tab holding that field, or the tab the message is about. */
  tab?: string;
  /**
   * The fieldset the message is about as a whole ("at least one funding source"): shown once for
   * the group, not under the one field that carries it.
   */
  group?: string;
}

/** Replaces `{{name}}` placeholders (the server's translate and the web app's translator). */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

// One per language, made at its first plural: the browser imports this module at start-up.
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The text of a key in one language's texts. Given a numeric `count`, its plural form first:
 * `key_one` or `key_other` by the language's plural rules (French `one` covers 0 and 1), then the
 * key itself when the texts have no such form. Undefined when the texts hold neither.
 */
export function textOf(
  texts: Readonly<Record<string, string>> | undefined,
  locale: string,
  key: string,
  count?: unknown,
): string | undefined {
  if (texts === undefined) return undefined;
  if (typeof count === "number") {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const plural = texts[`${key}_${rules.select(count)}`];
    if (plural !== undefined) return plural;
  }
  return texts[key];
}
