import type { TFunction } from "i18next";
import { nextTab } from "@portal/domain/engine/navigation";
import { indexOf } from "@portal/domain/engine/schema-index";
import { submitableValues } from "@portal/domain/engine/submitable";
import { validateTab } from "@portal/domain/engine/tab-validity";
import { VALIDATED_SUFFIX } from "@portal/domain/schema/types";
import { ApiError, UnauthorizedError, describeError } from "../../lib/api-error.ts";
import type { FormStore } from "../../form/form-store.ts";
import { postTab } from "./form-api.ts";

/** What a save of one tab came to. */
export type SaveOutcome =
  | { kind: "invalid"; fields: string[] }
  | { kind: "saved"; version: number; next?: string; notes: string[] }
  | { kind: "failed"; message: string };

/** The answer being edited: its id and the version the form is based on. */
export interface SaveTarget {
  formId: string;
  answerId: number;
  version: number;
}

/**
 * Saves one tab (SPEC §4): checks it with the engine (an invalid tab shows its errors and is not
 * sent), sets its `<tab>_validated` flag to O, posts its submitable values with the version, then
 * takes the server's stored values. An answer other than OK means the session is gone (SPEC §8);
 * 409 (stale version, locked tab) and 400 show the server's message.
 */
export async function saveTab(
  store: FormStore,
  tab: string,
  target: SaveTarget,
  t: TFunction,
): Promise<SaveOutcome> {
  const { schema } = store;
  const options = store.getOptions();
  store.revealTab(tab);
  const check = validateTab(schema, tab, store.getValues(), options);
  if (!check.valid) return { kind: "invalid", fields: Object.keys(check.errors) };
  const values = { ...store.getValues(), [`${tab}${VALIDATED_SUFFIX}`]: "O" };
  try {
    const answer = await postTab(target.formId, target.answerId, {
      tab,
      version: target.version,
      values: submitableValues(schema, tab, values, options),
    });
    if (answer?.result !== "OK") return { kind: "failed", message: t("error.sessionExpired") };
    store.setValues(answer.data ? storedPatch(store, tab, answer.data, answer.changed ?? []) : values);
    return {
      kind: "saved",
      version: answer.version,
      next: nextTab(schema, store.getValues(), tab, { ...options, state: store.getState() }),
      notes: answer.messages ?? [],
    };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { kind: "failed", message: t("error.sessionExpired") };
    if (error instanceof ApiError && error.status === 409 && error.serverMessage)
      return { kind: "failed", message: error.serverMessage };
    return { kind: "failed", message: describeError(error, t) };
  }
}

/**
 * What to take from the server's stored values after a save: the saved tab's fields, the fields of
 * no tab (flags and values the server derives) and whatever it changed; edits not yet saved in
 * other tabs stay as typed.
 */
export function storedPatch(
  store: FormStore,
  tab: string,
  data: Record<string, unknown>,
  changed: string[],
): Record<string, unknown> {
  const { tabOf } = indexOf(store.schema);
  const patch: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(data)) {
    const owner = tabOf.get(id);
    if (owner === undefined || owner === tab || changed.includes(id)) patch[id] = value;
  }
  return patch;
}
