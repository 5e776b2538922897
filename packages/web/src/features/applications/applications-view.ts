import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * The filters of the workspace, named as the listing API names its query parameters, so that the
 * page's URL and the API call carry the same query: a link reproduces the view.
 */
export const FILTER_KEYS = [
  // The campaign's year or "all" (issue #39); absent: the current campaign.
  "campaign",
  "q",
  "typeformation",
  "choice",
  "jury",
  "stage",
  "admis",
  "eu",
  "scholarship",
  "documents",
  "review",
  "payment",
  // Exported to the student information system or not yet (issue #39).
  "sis",
  // The standing (issue #38): the application's programme, the lowest score, reviews that disagree.
  "programme",
  "minScore",
  "disagree",
  "updatedFrom",
  "updatedTo",
  "createdFrom",
  "createdTo",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The columns the listing sorts on. */
export const SORT_KEYS = [
  "name",
  "login",
  "typeformation",
  "fstchoice",
  "jury",
  "eu",
  "stage",
  "documents",
  "admis",
  "scholarship",
  "updated",
  "created",
  "score",
  "rank",
  "spread",
  "reviews",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";

/** A view of the workspace: the filters set (absent = any), the sort column and its order. */
export interface WorkspaceView {
  filters: Partial<Record<FilterKey, string>>;
  sort: SortKey;
  order: SortOrder;
}

/** The view a bare /admin/applications shows: the most recently active applications first. */
export const DEFAULT_SORT: { sort: SortKey; order: SortOrder } = { sort: "updated", order: "desc" };

/** The view a URL query describes; unknown parameters and sort values are ignored. */
export function viewFromSearch(params: URLSearchParams): WorkspaceView {
  const filters: WorkspaceView["filters"] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const sort = params.get("sort");
  const order = params.get("order");
  return {
    filters,
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : DEFAULT_SORT.sort,
    order: order === "asc" || order === "desc" ? order : DEFAULT_SORT.order,
  };
}

/** The URL query of a view: the filters set, then the sort unless it is the default one. */
export function searchOfView(view: WorkspaceView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== DEFAULT_SORT.sort || view.order !== DEFAULT_SORT.order) {
    params.set("sort", view.sort);
    params.set("order", view.order);
  }
  return params;
}

/** The query of the listing and of the export: the view's filters, and its sort always stated. */
export type ViewQuery = WorkspaceView["filters"] & { sort: SortKey; order: SortOrder };

/** The listing API's query for a view. */
export function apiQueryOf(view: WorkspaceView): ViewQuery {
  return { ...view.filters, sort: view.sort, order: view.order };
}

/** The columns a first click sorts highest first: a score, a spread, a number of reviews. */
const HIGHEST_FIRST: readonly SortKey[] = ["score", "spread", "reviews"];

/**
 * The next view after a click on a sortable header: the same column flips its order, another column
 * starts ascending (a score, spread or count of reviews starts with the highest).
 */
export function sortedBy(view: WorkspaceView, column: SortKey): WorkspaceView {
  if (view.sort !== column)
    return { ...view, sort: column, order: HIGHEST_FIRST.includes(column) ? "desc" : "asc" };
  return { ...view, sort: column, order: view.order === "asc" ? "desc" : "asc" };
}

/**
 * The workspace's view, read from the URL and written back to it: each change is a new history
 * entry, so Back and Forward step through the views the officer looked at.
 */
export function useWorkspaceView(): {
  view: WorkspaceView;
  search: string;
  setView(view: WorkspaceView): void;
} {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search)), [search]);
  const setView = useCallback((next: WorkspaceView) => setParams(searchOfView(next)), [setParams]);
  return { view, search, setView };
}
