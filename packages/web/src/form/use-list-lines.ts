import { useMemo, useState } from "react";
import { parseFileValue } from "@portal/domain/rules/values";
import { useAnswer } from "./answer-context.ts";
import { useFormText } from "./form-text.ts";
import { createRowKeys } from "./row-keys.ts";
import { useFieldValue, useFormStore } from "./use-form-store.ts";
import { deleteStoredFile } from "./widgets/file/file-api.ts";

type Row = Record<string, unknown>;

const without = <T>(set: ReadonlySet<T>, item: T) => new Set([...set].filter((x) => x !== item));

/**
 * The lines of a list field, addressed by stable key rather than by position: edits and removals
 * read the store when they happen, so a late answer (an upload, a deletion) reaches the line it
 * was meant for, or nothing if that line has gone. Removing a line first deletes its uploaded
 * files through the file API, and drops the line only once the server has deleted them.
 */
export function useListLines(listId: string) {
  const store = useFormStore();
  const answer = useAnswer();
  const { t } = useFormText();
  const value = useFieldValue(listId);
  const rows = useMemo(() => (Array.isArray(value) ? (value as Row[]) : []), [value]);
  const [rowKeys] = useState(createRowKeys);
  const keys = rowKeys.of(rows);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<number, string>>(new Map());
  const items = store.schema.fields[listId].items!;
  const fileFields = Object.keys(items.fields).filter((id) => items.fields[id].widget === "file");

  const current = () => {
    const list = store.getValue(listId);
    return Array.isArray(list) ? (list as Row[]) : [];
  };
  const setFailure = (key: number, message: string | null) =>
    setFailures((before) => {
      const next = new Map(before);
      if (message === null) next.delete(key);
      else next.set(key, message);
      return next;
    });

  const update = (key: number, fieldId: string, next: unknown) => {
    const list = current();
    const index = rowKeys.of(list).indexOf(key);
    if (index < 0) {
      // An upload that answers after its line was removed: its file belongs to no line any more.
      const late = fileFields.includes(fieldId) ? parseFileValue(next)?.generated_name : undefined;
      if (answer && late) void deleteStoredFile(answer, late, t);
      return;
    }
    const row = { ...list[index], [fieldId]: next };
    rowKeys.adopt(row, key);
    const copy = list.slice();
    copy[index] = row;
    store.setValue(listId, copy);
  };

  const remove = async (key: number) => {
    if (removing.has(key)) return;
    const list = current();
    const row = list[rowKeys.of(list).indexOf(key)] ?? {};
    const stored = answer
      ? fileFields.flatMap((id) => {
          const name = parseFileValue(row[id])?.generated_name;
          return name ? [{ id, name }] : [];
        })
      : [];
    if (stored.length > 0) {
      setRemoving((before) => new Set(before).add(key));
      setFailure(key, null);
      for (const file of stored) {
        const failure = await deleteStoredFile(answer!, file.name, t);
        if (failure !== null) {
          setRemoving((before) => without(before, key));
          return setFailure(key, failure);
        }
        // Emptied at once, as on the server: the line stays right if a later file is refused.
        update(key, file.id, "");
      }
      setRemoving((before) => without(before, key));
    }
    const now = current();
    const nowKeys = rowKeys.of(now);
    store.setValue(
      listId,
      now.filter((_, index) => nowKeys[index] !== key),
    );
  };

  const add = () => store.setValue(listId, [...current(), {}]);

  return {
    rows,
    keys,
    removing,
    failures,
    update,
    remove,
    add,
    dismiss: (key: number) => setFailure(key, null),
  };
}
