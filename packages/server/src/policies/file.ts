import type { FormSchema, VisibleIf } from "@portal/domain/schema/types";
import { tabFieldIds, indexOf } from "@portal/domain/engine/schema-index";
import {
  conditionHolds,
  createVisibility,
  isTabEnabled,
  isTabVisible,
  watchedId,
  type Resolve,
} from "@portal/domain/engine/visibility";
import { isWorkflowField } from "@portal/domain/workflow/save-tab";

/**
 * Files of an answer are read and written under the answer's own rules (policies/answer.ts:
 * its candidate and administrators; tab locks for candidates). This adds the one rule of files:
 * a stored file is reachable only through the path of the answer it belongs to.
 */
export function fileBelongsToAnswer(file: { answer_id: number }, answer: { id: number }): boolean {
  return file.answer_id === answer.id;
}

/** Where an upload goes, as the policy needs it: the top-level field, its tab, and the list line. */
export interface UploadPlace {
  fieldId: string;
  tab: string;
  index?: number;
  itemField?: string;
}

/** Why an upload place is refused: the form does not show it, or the list line is past the next one. */
export type UploadRefusal = "hidden" | "line";

/**
 * Whether a condition can hold once the candidate sets the fields they may still change on the
 * open tab (`editable`): a plain condition ORs its watched fields, so one editable field suffices.
 * The form shows a field as soon as its neighbour is ticked (the tuition waiver and its letter),
 * before the tab is saved; tabs and server flags are never editable here.
 */
function canHold(condition: VisibleIf, resolve: Resolve, editable: Set<string>): boolean {
  const groups = condition as { allOf?: unknown; oneOf?: unknown };
  if (Array.isArray(groups.allOf))
    return (groups.allOf as VisibleIf[]).every((c) => canHold(c, resolve, editable));
  if (Array.isArray(groups.oneOf))
    return (groups.oneOf as VisibleIf[]).some((c) => canHold(c, resolve, editable));
  if (conditionHolds(condition, resolve)) return true;
  return Object.keys(condition).some((path) => editable.has(watchedId(path)));
}

/**
 * Whether the actor may upload to this place of an answer whose values are `values` as presented
 * to the actor (display flags derived, see presenters/answer-display.ts): the same visibility the
 * form computes. The tab must be visible and enabled (administrators see every tab, as in their
 * form), the field not read-only and shown (or about to be, see canHold), and a list line must
 * exist or be the next one. `row` holds the values sent with the upload for the line's other fields.
 * The workflow's locks are checked apart (409 LOCKED). Null: allowed.
 */
export function uploadRefusal(
  actor: { isAdmin: boolean },
  schema: FormSchema,
  values: Record<string, unknown>,
  place: UploadPlace,
  row: Record<string, unknown> = {},
): UploadRefusal | null {
  const tab = indexOf(schema).tabById.get(place.tab);
  const field = Object.hasOwn(schema.fields, place.fieldId) ? schema.fields[place.fieldId] : undefined;
  if (!tab || !field || field.readOnly) return "hidden";
  const form = createVisibility(schema.fields, values);
  const tabVisible = isTabVisible(tab, form.resolve, actor.isAdmin);
  if (!isTabEnabled(tab, tabVisible, form.resolve, actor.isAdmin)) return "hidden";
  const editable = new Set(
    tabFieldIds(schema, place.tab).filter((id) => !schema.fields[id]?.readOnly && !isWorkflowField(id)),
  );
  editable.delete(place.fieldId);
  if (field.visibleIf && !canHold(field.visibleIf, form.resolve, editable)) return "hidden";
  if (place.index === undefined) return null;

  const current = values[place.fieldId];
  const lines = Array.isArray(current) ? current : [];
  if (place.index > lines.length) return "line";
  const item = field.items?.fields[place.itemField ?? ""];
  if (!item || item.readOnly) return "hidden";
  const stored = lines[place.index] as Record<string, unknown> | undefined;
  const line = { ...(stored && typeof stored === "object" ? stored : {}), ...row };
  const inLine = createVisibility(field.items!.fields, line, form.resolve);
  if (item.visibleIf && !canHold(item.visibleIf, inLine.resolve, editable)) return "hidden";
  return null;
}
