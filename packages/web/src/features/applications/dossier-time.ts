import { intlLocale } from "../../lib/intl-locale.ts";

/** A date and time of the dossier (notes, history, files) in the interface language. */
export function formatWhen(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}
