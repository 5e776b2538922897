import { flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ColumnDef, Header } from "@tanstack/react-table";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { ApplicationRow } from "./applications-api.ts";
import type { ColumnMeta } from "./applications-columns.tsx";
import type { SortKey, WorkspaceView } from "./applications-view.ts";
import type { RowSelection } from "./applications-selection.tsx";
import { SelectPageBox, SelectRowBox } from "./applications-selection.tsx";

/**
 * The applications of the view as a table. TanStack Table in manual mode: the rows arrive sorted
 * and filtered by the server; a header click asks for another sort through `onSort`, and the sorted
 * header says so (aria-sort). The name cell is the row's header. The table scrolls sideways inside a
 * labelled, focusable region on a narrow screen.
 */
export function ApplicationsTable({
  rows,
  columns,
  view,
  onSort,
  selection,
}: {
  rows: ApplicationRow[];
  columns: ColumnDef<ApplicationRow, unknown>[];
  view: WorkspaceView;
  onSort(column: SortKey): void;
  /** The rows ticked for a bulk action; without it the table has no checkbox column. */
  selection?: RowSelection;
}) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
  });
  const sortedColumn = columns.find((c) => (c.meta as ColumnMeta | undefined)?.sort === view.sort);

  return (
    <div className="table-responsive" role="region" aria-label={t("workspace.table")} tabIndex={0}>
      {/* Small text, names on one line and long logins cut: the table fits a 1366 px screen. */}
      <Table hover size="sm" className="align-middle mb-0 small">
        <caption className="visually-hidden">
          {t("workspace.caption", {
            column: sortedColumn ? String(sortedColumn.header) : view.sort,
            order: t(`workspace.order.${view.order}`),
          })}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && <SelectPageBox rows={rows} selection={selection} />}
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} view={view} onSort={onSort} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {selection && <SelectRowBox row={row.original} selection={selection} />}
              {row.getVisibleCells().map((cell) =>
                cell.column.id === "name" ? (
                  <th key={cell.id} scope="row" className="fw-normal text-nowrap">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** A column header: a button that sorts on the column, the current order told by aria-sort. */
function SortableHeader({
  header,
  view,
  onSort,
}: {
  header: Header<ApplicationRow, unknown>;
  view: WorkspaceView;
  onSort(column: SortKey): void;
}) {
  const { t } = useTranslation();
  const sort = (header.column.columnDef.meta as ColumnMeta).sort;
  const active = view.sort === sort;
  const label = String(header.column.columnDef.header);
  return (
    <th scope="col" aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 fw-semibold text-body text-decoration-none text-nowrap"
        title={t("workspace.sortBy", { column: label })}
        onClick={() => onSort(sort)}
      >
        {flexRender(header.column.columnDef.header, header.getContext())}
        <span aria-hidden="true" className={active ? "ms-1" : "ms-1 text-body-secondary"}>
          {active ? (view.order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}
