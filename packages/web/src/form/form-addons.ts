import { createContext, useContext } from "react";

/**
 * What the screen around the form adds from the server's answers, beyond the schema's conditions:
 * the schema buttons to hide whatever their visibleIf (by `parameters.action`: an action the server
 * says cannot be done now, such as a payment with nothing left to pay), and a note shown in place
 * of a field's description (by field id, already translated).
 */
export interface FormAddons {
  hiddenActions: readonly string[];
  notes: Readonly<Record<string, string>>;
}

const NONE: FormAddons = { hiddenActions: [], notes: {} };

/** Provided by the journey around the form screen's renderer; nothing added outside it. */
export const FormAddonsContext = createContext<FormAddons>(NONE);

/** The form's addons (none outside a provider). */
export function useFormAddons(): FormAddons {
  return useContext(FormAddonsContext);
}
