import { useMemo, useState } from "react";
import Alert from "react-bootstrap/Alert";
import { evaluateListItems } from "@portal/domain/engine/evaluate-items";
import { indexOf } from "@portal/domain/engine/schema-index";
import type { FieldState } from "@portal/domain/schema/types";
import { FieldView } from "./field-view.tsx";
import { useFormText } from "./form-text.ts";
import { cx, localize } from "./localize.ts";
import { resolveLookupPath } from "./lookup-options.ts";
import { useFieldState, useFormSelector, useFormStore } from "./use-form-store.ts";
import { useListLines } from "./use-list-lines.ts";
import Button from "react-bootstrap/Button";

/**
 * A list field (docs, heb_line, prof_xp) as a repeatable group: one fieldset per row with the
 * item's fields (their own visibleIf and checks, from the engine), a remove button per row (which
 * deletes the row's uploaded files first) and an add button. Read-only lists show their rows
 * disabled, without the buttons. Rows are keyed by line, not position (see useListLines).
 */
export function RepeatGroup({ listId }: { listId: string }) {
  const store = useFormStore();
  const { t, lang } = useFormText();
  const list = store.schema.fields[listId];
  const lines = useListLines(listId);
  const { rows, keys } = lines;
  const readOnly = useFieldState(listId)?.readOnly ?? false;
  const tab = indexOf(store.schema).tabOf.get(listId);
  const tabShown = useFormSelector((s) => (tab ? s.showsTabErrors(tab) : false));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const states = useMemo(
    () =>
      evaluateListItems(store.schema, listId, { ...store.getValues(), [listId]: rows }, readOnly, {
        login: store.getOptions().login,
      }),
    [store, listId, rows, readOnly],
  );
  const items = list.items!;
  const domId = `field-${listId}`;

  const touch = (cell: string) =>
    setTouched((before) => (before.has(cell) ? before : new Set(before).add(cell)));

  return (
    <fieldset id={domId} className={cx("mb-3", list.htmlClass)} data-field={listId}>
      <legend className="form-label fs-6 fw-semibold">{localize(list.title, lang)}</legend>
      {list.description && <div className="form-text mb-2">{localize(list.description, lang)}</div>}
      {rows.length === 0 && <p className="text-body-secondary small">{t("renderer.noRows")}</p>}
      {rows.map((row, index) => {
        const key = keys[index];
        const failure = lines.failures.get(key);
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
                        lines.update(key, fieldId, next);
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
            {failure && (
              <Alert
                variant="danger"
                className="mt-2"
                dismissible
                onClose={() => lines.dismiss(key)}
                closeLabel={t("renderer.close")}
              >
                {failure}
              </Alert>
            )}
            {!readOnly && (
              <Button
                variant="outline-danger"
                size="sm"
                disabled={lines.removing.has(key)}
                aria-busy={lines.removing.has(key) || undefined}
                onClick={() => void lines.remove(key)}
              >
                {t("renderer.rowRemove", { n: index + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <Button variant="outline-primary" size="sm" onClick={lines.add}>
          {t("renderer.rowAdd")}
        </Button>
      )}
    </fieldset>
  );
}
