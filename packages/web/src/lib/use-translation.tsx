import { createContext, useContext, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import type { TFunction, Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the components below it the page's translator (the app's providers, the tests' set-ups). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The translate function of the language shown, and the translator. The component renders again
 * when the language changes or texts are added (a catalogue part downloaded, label overrides),
 * with a new `t`, so that what is computed from `t` (useMemo, effects) follows too.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const t = useSyncExternalStore(i18n.subscribe, i18n.currentT, i18n.currentT);
  return { t, i18n };
}
