import { SET_BY_HINTS } from "@portal/domain/engine/derived-fields";
import type { FieldSchema, FieldState } from "@portal/domain/schema/types";

/**
 * The field as the engine's state decides it (engine/derived-fields.ts): only the options still
 * offered (DU: Bachelor or Doctorate), and for a value another field sets, a description saying so
 * (the engine also makes it read-only). The same field object when nothing is decided.
 */
export function decidedField(field: FieldSchema, state: FieldState | undefined): FieldSchema {
  if (!state?.options && !state?.setBy) return field;
  const offered = state.options;
  return {
    ...field,
    oneOf:
      offered && field.oneOf ? field.oneOf.filter((o) => offered.includes(String(o.enum[0]))) : field.oneOf,
    description: (state.setBy && SET_BY_HINTS[state.setBy]) || field.description,
  };
}
