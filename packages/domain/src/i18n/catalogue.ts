/** A catalogue area: the same keys in English and French. Values use i18next `{{param}}` interpolation. */
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
}

/** Replaces `{{name}}` placeholders, for the server (the browser uses i18next itself). */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
