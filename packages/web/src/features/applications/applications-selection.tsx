import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import type { ApplicationRow } from "./applications-api.ts";
import { displayName } from "./applications-columns.tsx";
import type { ViewQuery } from "./applications-view.ts";
import type { Selection } from "./bulk-api.ts";
import { filtersSelection } from "./bulk-api.ts";

/**
 * The rows ticked for a bulk action: some ids, or every application the view's filters match
 * ("all"), which the server resolves itself so that rows not loaded yet are included.
 */
export interface RowSelection {
  ids: ReadonlySet<number>;
  all: boolean;
  toggle(row: ApplicationRow, on: boolean): void;
  setPage(rows: readonly ApplicationRow[], on: boolean): void;
  selectAll(): void;
  clear(): void;
}

/** The selection state of the workspace; another view (filters, sort) starts with nothing selected. */
export function useRowSelection(query: ViewQuery, rows: readonly ApplicationRow[]): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState(false);
  const key = JSON.stringify(query);
  useEffect(() => {
    setIds(new Set());
    setAll(false);
  }, [key]);
  const clear = useCallback(() => {
    setIds(new Set());
    setAll(false);
  }, []);
  return useMemo(
    () => ({
      ids: all ? new Set(rows.map((row) => row.id)) : ids,
      all,
      toggle(row, on) {
        // Unticking one row of "all matching" leaves the rows on screen but that one.
        const next = new Set(all ? rows.map((r) => r.id) : ids);
        if (on) next.add(row.id);
        else next.delete(row.id);
        setAll(false);
        setIds(next);
      },
      setPage(page, on) {
        setAll(false);
        setIds(on ? new Set(page.map((row) => row.id)) : new Set());
      },
      selectAll: () => setAll(true),
      clear,
    }),
    [ids, all, rows, clear],
  );
}

/** What a bulk action sends: the ticked ids, or the view's filters when all matching are selected. */
export function selectionOf(selection: RowSelection, query: ViewQuery): Selection {
  return selection.all ? filtersSelection(query) : { ids: [...selection.ids] };
}

/** How many applications the selection holds. */
export function selectedCount(selection: RowSelection, total: number): number {
  return selection.all ? total : selection.ids.size;
}

/** The header cell ticking every row shown (mixed when only some are). */
export function SelectPageBox({
  rows,
  selection,
}: {
  rows: readonly ApplicationRow[];
  selection: RowSelection;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const ticked = rows.filter((row) => selection.ids.has(row.id)).length;
  const every = rows.length > 0 && ticked === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !every;
  }, [ticked, every]);
  return (
    <th scope="col" className="text-center" style={{ width: "2.5rem" }}>
      <input
        ref={ref}
        type="checkbox"
        className="form-check-input"
        aria-label={t("bulk.selectPage")}
        checked={every}
        onChange={(event) => selection.setPage(rows, event.target.checked)}
      />
    </th>
  );
}

/** The cell ticking one row, labelled with the candidate's name. */
export function SelectRowBox({ row, selection }: { row: ApplicationRow; selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <td className="text-center">
      <input
        type="checkbox"
        className="form-check-input"
        aria-label={t("bulk.selectRow", { name: displayName(row, t) })}
        checked={selection.ids.has(row.id)}
        onChange={(event) => selection.toggle(row, event.target.checked)}
      />
    </td>
  );
}

/**
 * Above the table once rows are ticked: how many are selected, the offer to extend a full page to
 * every application matching the filters, and the actions on the selection.
 */
export function SelectionBar({
  selection,
  shown,
  total,
  onChange,
  onRemind,
  onInvite,
  onAssign,
}: {
  selection: RowSelection;
  shown: number;
  total: number;
  onChange(): void;
  onRemind(): void;
  /** Invites the selection to interview (administrators; absent for others). */
  onInvite?(): void;
  /** Assigns reviewers to the selection (administrators; absent for others). */
  onAssign?(): void;
}) {
  const { t } = useTranslation();
  const count = selectedCount(selection, total);
  if (count === 0) return null;
  const pageSelected = !selection.all && shown > 0 && selection.ids.size === shown;
  return (
    <div
      role="toolbar"
      aria-label={t("bulk.toolbar")}
      className="d-flex flex-wrap align-items-center gap-2 mb-2 p-2 border rounded bg-body-tertiary"
    >
      <span className="fw-semibold me-1" aria-live="polite">
        {t("bulk.selected", { count })}
      </span>
      <Button size="sm" variant="primary" onClick={onChange}>
        {t("bulk.change")}
      </Button>
      <Button size="sm" variant="outline-primary" onClick={onRemind}>
        {t("bulk.remind")}
      </Button>
      {onInvite && (
        <Button size="sm" variant="outline-primary" onClick={onInvite}>
          {t("bulk.interview")}
        </Button>
      )}
      {onAssign && (
        <Button size="sm" variant="outline-primary" onClick={onAssign}>
          {t("scoring.assign.action")}
        </Button>
      )}
      <div className="w-100 small" aria-live="polite">
        {selection.all ? (
          <>
            {t("bulk.allSelected", { count: total })}{" "}
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={selection.clear}>
              {t("bulk.clearSelection")}
            </Button>
          </>
        ) : (
          pageSelected &&
          total > shown && (
            <>
              {t("bulk.pageSelected", { count: shown })}{" "}
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={selection.selectAll}>
                {t("bulk.selectAll", { count: total })}
              </Button>
            </>
          )
        )}
      </div>
    </div>
  );
}
