import { createColumnHelper } from "@tanstack/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { Locale } from "@portal/domain/i18n/index";
import type { ReactNode } from "react";
import type { ApplicationRow } from "./applications-api.ts";
import type { FacetLabels } from "./applications-labels.ts";
import type { SortKey } from "./applications-view.ts";

/** What a column needs besides its row: the sort key its header asks the server for. */
export interface ColumnMeta {
  sort: SortKey;
}

/** The ids of the table's columns, which the export dialog preselects among the server's columns. */
export const TABLE_COLUMNS = [
  "name",
  "typeformation",
  "choices",
  "jury",
  "eu",
  "stage",
  "documents",
  "admis",
  "scholarship",
  "updated",
] as const;

/**
 * The standing's columns (issue #38): score, reviews, spread, rank within the programme (the
 * choices' column names the programme). Last in a general view; beside the name when the view is a
 * ranking, where they are what the jury reads first.
 */
export const STANDING_COLUMNS = ["score", "reviews", "spread", "rank"] as const;

const column = createColumnHelper<ApplicationRow>();

/** A score or spread out of 100 as the table shows it: at most one decimal. */
const points = (value: number | null, lang: Locale) =>
  value === null ? "–" : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value);

/** What a column shows for a value the application does not have yet. */
function orDash(t: TFunction, text: string | null | undefined): string {
  return text ? text : t("workspace.unset");
}

/** The candidate's name as officers sort it: family name first. */
export function displayName(row: ApplicationRow, t: TFunction): string {
  const name = [row.familyName, row.givenName].filter(Boolean).join(", ");
  return name || t("workspace.noName");
}

/** A long label (a programme, a jury) on two lines or so rather than five narrow ones. */
function Wide({ children }: { children: ReactNode }) {
  return (
    <span className="d-inline-block" style={{ minWidth: "8rem" }}>
      {children}
    </span>
  );
}

/** A date and time in the officer's language ("24 Nov 2026, 21:45"). */
export function formatDateTime(iso: string | null | undefined, lang: Locale): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * The table's columns: the name (the dossier's link, drawn by the table, the login beneath it), programme type and
 * choices, jury, EU, stage, documents, admission decision, scholarship requested and decided, last
 * activity; then the standing of issue #38 (score, reviews, spread, rank within the programme). Each sorts on the server by its `meta.sort`.
 */
export function applicationColumns(
  t: TFunction,
  lang: Locale,
  labels: FacetLabels,
  name: (row: ApplicationRow) => ReactNode,
  ranking = false,
): ColumnDef<ApplicationRow, unknown>[] {
  const cell = (
    id: (typeof TABLE_COLUMNS)[number] | (typeof STANDING_COLUMNS)[number],
    sort: SortKey,
    render: (row: ApplicationRow) => ReactNode,
  ) =>
    column.display({
      id,
      header: (STANDING_COLUMNS as readonly string[]).includes(id)
        ? t(`ranking.column.${id}`)
        : t(`workspace.col.${id}`),
      cell: ({ row }) => render(row.original),
      meta: { sort } satisfies ColumnMeta,
    });
  const standing = [
    cell("score", "score", (row) => <span className="text-nowrap">{points(row.score, lang)}</span>),
    cell("reviews", "reviews", (row) => row.reviews),
    cell("spread", "spread", (row) => points(row.spread, lang)),
    cell("rank", "rank", (row) => row.rank ?? "–"),
  ];
  return [
    cell("name", "name", name),
    ...(ranking ? standing : []),
    cell("typeformation", "typeformation", (row) =>
      orDash(t, row.typeformation && labels.typeformation(row.typeformation)),
    ),
    cell("choices", "fstchoice", (row) => {
      // An MSc application names its programme in mscchoice; the others in their ranked choices.
      const choices = [row.mscchoice, row.fstchoice, row.sndchoice].filter(Boolean) as string[];
      return (
        <Wide>{choices.length === 0 ? t("workspace.unset") : choices.map(labels.choice).join(" · ")}</Wide>
      );
    }),
    cell("jury", "jury", (row) => <Wide>{labels.jury(row.jury ?? "-")}</Wide>),
    cell("eu", "eu", (row) => labels.eu(row.eu === null ? "unknown" : String(row.eu))),
    cell("stage", "stage", (row) => labels.stage(row.stage)),
    cell("documents", "documents", (row) => labels.documents(row.documents)),
    cell("admis", "admis", (row) => labels.admis(row.admis || "-")),
    cell("scholarship", "scholarship", (row) => (
      <>
        {labels.scholarship(String(row.scholarshipRequested))}
        {row.scholarshipDecision && (
          <div className="small text-body-secondary">
            {labels.scholarshipDecision(row.scholarshipDecision)}
          </div>
        )}
      </>
    )),
    cell("updated", "updated", (row) => (
      <span className="text-nowrap">{formatDateTime(row.updated, lang)}</span>
    )),
    ...(ranking ? [] : standing),
  ];
}

/** A view that reads as a ranking: one programme, or sorted on a standing column. */
export function isRankingView(view: { filters: { programme?: string }; sort: string }): boolean {
  return Boolean(view.filters.programme) || (STANDING_COLUMNS as readonly string[]).includes(view.sort);
}
