/**
 * The workspace's current view as the dossier page needs it: the ids of the applications listed,
 * in their order, and the cursor of the page after them. The workspace remembers each page it shows;
 * the dossier page moves to the previous or next application of that view, and asks the server for
 * the following page when it reaches the end of what was remembered.
 */

/** One page of the listing, reduced to what moving through it needs. */
export interface ViewPage {
  ids: number[];
  next: string | null;
  total: number;
}

/** Asks the server for the page of `search` that starts at `cursor`. */
export type ViewPageFetcher = (search: string, cursor: string) => Promise<ViewPage>;

const PREFIX = "portal.applications.view:";

/** The workspace query without its cursor and leading "?": every page of one view shares it. */
export function viewKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("cursor");
  return params.toString();
}

function read(search: string): ViewPage | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + viewKey(search));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ViewPage>;
    if (!Array.isArray(value.ids) || !value.ids.every((id) => Number.isInteger(id))) return null;
    return {
      ids: value.ids,
      next: typeof value.next === "string" ? value.next : null,
      total: typeof value.total === "number" ? value.total : value.ids.length,
    };
  } catch {
    return null;
  }
}

function write(search: string, view: ViewPage): void {
  try {
    sessionStorage.setItem(PREFIX + viewKey(search), JSON.stringify(view));
  } catch {
    // A full or disabled storage only costs the previous/next shortcuts, never the page.
  }
}

/**
 * Remembers the page of the workspace just shown. A page reached with a cursor extends what was
 * remembered of its view, so "previous" from its first row still reaches the page before it; a
 * first page starts the view afresh (the filters or the sort may have changed the order).
 */
export function rememberView(search: string, ids: number[], next: string | null, total: number): void {
  const earlier = new URLSearchParams(search).has("cursor") ? read(search) : null;
  const known = new Set(earlier?.ids ?? []);
  const merged = earlier ? [...earlier.ids, ...ids.filter((id) => !known.has(id))] : ids;
  write(search, { ids: merged, next, total });
}

/** Where `id` stands in the remembered view of `search` (1-based), or null when it is not in it. */
export function positionInView(search: string, id: number): { position: number; total: number } | null {
  const view = read(search);
  const index = view ? view.ids.indexOf(id) : -1;
  if (!view || index < 0) return null;
  return { position: index + 1, total: Math.max(view.total, view.ids.length) };
}

/**
 * The id of the application before or after `id` in the view of `search`, or null at either end
 * or when `id` is not in the view. At the end of what was remembered, the next page is fetched
 * with the remembered cursor and added to the view.
 */
export async function neighbourInView(
  search: string,
  id: number,
  direction: "previous" | "next",
  fetchPage: ViewPageFetcher,
): Promise<number | null> {
  const view = read(search);
  const index = view ? view.ids.indexOf(id) : -1;
  if (!view || index < 0) return null;
  if (direction === "previous") return index > 0 ? view.ids[index - 1] : null;
  if (index + 1 < view.ids.length) return view.ids[index + 1];
  if (!view.next) return null;
  const page = await fetchPage(viewKey(search), view.next);
  const known = new Set(view.ids);
  const added = page.ids.filter((other) => !known.has(other));
  write(search, { ids: [...view.ids, ...added], next: page.next, total: page.total });
  return added[0] ?? null;
}
