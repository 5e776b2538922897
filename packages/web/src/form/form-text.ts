import { createContext, useContext } from "react";
import type { TFunction } from "i18next";
import type { Locale } from "@portal/domain/i18n/index";

/** The language and translate function of the form, read once by FormRenderer for all its fields. */
export interface FormText {
  lang: Locale;
  t: TFunction;
}

/** Provided by FormRenderer: one i18n subscription for the whole form instead of one per field. */
export const FormTextContext = createContext<FormText | null>(null);

/** The form's language and translate function (inside a FormRenderer). */
export function useFormText(): FormText {
  const text = useContext(FormTextContext);
  if (!text) throw new Error("useFormText needs a FormRenderer above it");
  return text;
}
