import { useMemo, useRef, useState } from "react";
import { evaluateListItems } from "@portal/domain/engine/evaluate-items";
import { indexOf } from "@portal/domain/engine/schema-index";
import type { FieldState } from "@portal/domain/schema/types";
import { FieldView } from "./field-view.tsx";
import { useFormText } from "./form-text.ts";
import { cx, localize } from "./localize.ts";
import { resolveLookupPath } from "./lookup-options.ts";
import { useFieldState, useFieldValue, useFormSelector, useFormStore } from "./use-form-store.ts";

type Row = Record<string, unknown>;
let nextKey = 0;

/** Stable keys for the rows of a list, kept in step with adds and removes. */
function useRowKeys(length: number) {
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(nextKey++);
  if (keys.current.length > length) keys.current.length = length;
  return keys;
}

/**
 * A list field (docs, heb_line, prof_xp) as a repeatable group: one fieldset per row with the
 * item's fields (their own visibleIf and checks, from the engine), a remove button per row and an
 * add button. Read-only lists show their rows disabled, without the buttons.
 */
export function RepeatGroup({ listId }: { listId: string }) {
  const store = useFormStore();
  const { t, lang } = useFormText();
  const list = store.schema.fields[listId];
  const value = useFieldValue(listId);
  const readOnly = useFieldState(listId)?.readOnly ?? false;
  const tab = indexOf(store.schema).tabOf.get(listId);
  const tabShown = useFormSelector((s) => (tab ? s.showsTabErrors(tab) : false));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => (Array.isArray(value) ? (value as Row[]) : []), [value]);
  const keys = useRowKeys(rows.length);
  const states = useMemo(
    () => evaluateListItems(store.schema, listId, { ...store.getValues(), [listId]: rows }, readOnly),
    [store, listId, rows, readOnly],
  );
  const items = list.items!;
  const domId = `field-${listId}`;

  const touch = (key: string) => !touched.has(key) && setTouched(new Set(touched).add(key));
  const update = (index: number, fieldId: string, next: unknown) => {
    const copy = rows.slice();
    copy[index] = { ...copy[index], [fieldId]: next };
    store.setValue(listId, copy);
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    store.setValue(
      listId,
      rows.filter((_, i) => i !== index),
    );
  };

  return (
    <fieldset id={domId} className={cx("mb-3", list.htmlClass)} data-field={listId}>
      <legend className="form-label fs-6 fw-semibold">{localize(list.title, lang)}</legend>
      {list.description && <div className="form-text mb-2">{localize(list.description, lang)}</div>}
      {rows.length === 0 && <p className="text-body-secondary small">{t("renderer.noRows")}</p>}
      {rows.map((row, index) => {
        const key = keys.current[index];
        const rowStates: Record<string, FieldState> = states[index] ?? {};
        return (
          <fieldset key={key} className="border rounded p-3 mb-2" data-row={index}>
            <legend className="float-none w-auto px-1 fs-6 mb-0">
              {t("renderer.row", { n: index + 1 })}
            </legend>
            <div className="row g-2">
              {items.order.map((fieldId) => {
                const state = rowStates[fieldId];
                if (!state?.visible) return null;
                const cell = `${key}.${fieldId}`;
                const field = items.fields[fieldId];
                return (
                  <div key={fieldId} className="col-md-6">
                    <FieldView
                      domId={`${domId}-${key}-${fieldId}`}
                      name={`${listId}.${index}.${fieldId}`}
                      field={field}
                      value={row[fieldId]}
                      onChange={(next) => {
                        touch(cell);
                        update(index, fieldId, next);
                      }}
                      onBlur={() => touch(cell)}
                      readOnly={state.readOnly}
                      errors={tabShown || touched.has(cell) ? state.errors : []}
                      lang={lang}
                      lookupPath={
                        field.lookup
                          ? resolveLookupPath(field.lookup, (id) => row[id] ?? store.getValue(id))
                          : undefined
                      }
                    />
                  </div>
                );
              })}
            </div>
            {!readOnly && (
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)}>
                {t("renderer.rowRemove", { n: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => store.setValue(listId, [...rows, {}])}
        >
          {t("renderer.rowAdd")}
        </button>
      )}
    </fieldset>
  );
}
