import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { FormStore } from "../../form/form-store.ts";
import { isOpenable } from "../../form/tab-nav.tsx";
import { formTabPath } from "../../lib/form-paths.ts";
import { focusRequestedField } from "./document-requests-banner.tsx";

/** What the form screen needs to keep its open tab in the URL. */
export interface TabRouteOptions {
  formId: string;
  store: FormStore;
  /** The step recorded on the server: the tab `/form/:id` opens when it can. */
  step: unknown;
  /** The URL named a tab that cannot be opened (locked, blocked, hidden or unknown). */
  onBlockedTab(tab: string, blockedBy: string | undefined): void;
  /** Another tab was opened (by a click, a save, Back or Forward). */
  onOpened(tab: string): void;
  /**
   * Whether the form renders once the address is settled (false while it waits a task after its
   * store): the field an anchor names is focused only once it is on the page.
   */
  ready: boolean;
}

/** The tab to open first: the recorded step when it can be opened, else the first tab that can. */
function firstTab(store: FormStore, step: unknown): string | undefined {
  const tabs = store.getTabsView().tabs.filter(isOpenable);
  return tabs.find((tab) => tab.id === step)?.id ?? tabs[0]?.id;
}

/** The earlier tab that keeps a tab closed, when it can be opened: where the work to do is. */
function openBlocker(store: FormStore, blockedBy: string | undefined): string | undefined {
  const blocker = store.getTabsView().tabs.find((tab) => tab.id === blockedBy);
  return blocker && isOpenable(blocker) ? blocker.id : undefined;
}

/**
 * The open tab of the form, held by the URL `/form/:id/:tab` so that Back returns to the previous
 * tab and a reload or a shared link opens the same one. `/form/:id` shows the recorded step (else
 * the first tab that can be opened) without naming it in the address: replacing the address at
 * load re-rendered the page's whole route, the largest task of the form page's start on a phone
 * (issue #13), and the recorded step is what a reload of `/form/:id` opens anyway; Back to
 * `/form/:id` shows the same tab again. A tab that cannot be opened goes (replacing the entry) to
 * the earlier tab that blocks it (else the first one), with the tab-locked alert; `open` adds a
 * history entry. An administrator's `?login=` stays in the URL. `settled` is false until the URL
 * names the tab shown or names none.
 */
export function useTabRoute({ formId, store, step, onBlockedTab, onOpened, ready }: TabRouteOptions) {
  const { tab } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = store.getTabsView().tabs.find((candidate) => candidate.id === tab);
  // A tab once shown stays shown, as a clicked tab always did, should an action then close it.
  const shown = useRef<string | undefined>(undefined);
  // The tab `/form/:id` shows, chosen once: Back to that address finds the tab it showed.
  const landing = useRef<string | undefined>(undefined);
  if (tab === undefined) landing.current ??= firstTab(store, step);
  const openable = tab !== undefined && (tab === shown.current || (!!view && isOpenable(view)));
  const active =
    tab === undefined
      ? landing.current
      : openable
        ? tab
        : (openBlocker(store, view?.blockedBy) ?? firstTab(store, step));

  // Run for a new URL only: the callbacks and the view are new objects at every render. A layout
  // effect, run as the tab is committed, so that no click can come between the page showing and
  // the replacement of its address: a passive effect may run after paint, and a tab opened by a
  // quick click was then replaced by the first one.
  useLayoutEffect(() => {
    if (openable) shown.current = tab;
    if (openable || tab === undefined || !active) return;
    onBlockedTab(tab, view?.blockedBy);
    // A refused tab's anchor no longer names a field to show.
    void navigate({ pathname: formTabPath(formId, active), search }, { replace: true });
  }, [tab, openable]);

  // Told on a change of tab only: the first tab shown is the recorded step, or the first open one.
  const told = useRef(active);
  useEffect(() => {
    if (!active || active === told.current) return;
    told.current = active;
    onOpened(active);
  }, [active]);

  // The address names a tab that is not shown: the layout effect above replaces it, and the form
  // waits for that (in the same task, nothing painted between) instead of rendering twice, once
  // for each address (the second render of the whole form was most of the page's blocking time).
  const settled = openable || tab === undefined || !active;
  useShownPlace(active, settled && ready);

  const open = (target: string, fieldId?: string) =>
    void navigate({ pathname: formTabPath(formId, target), search, hash: fieldId ? `field-${fieldId}` : "" });
  return { active, open, settled };
}

/**
 * Shows where the URL points once the tab is rendered: the field of a `#field-<id>` anchor
 * (scrolled to and focused), else, for a newly opened tab, the top of the page (the save message
 * above the form) with the focus on the tab's panel, which is named by its tab. Nothing until the
 * form is `rendered`.
 */
function useShownPlace(active: string | undefined, rendered: boolean) {
  const { hash, key } = useLocation();
  const shown = useRef(active);
  useEffect(() => {
    if (!rendered) return;
    const previous = shown.current;
    shown.current = active;
    if (!active) return;
    if (hash.startsWith("#field-"))
      return focusRequestedField(decodeURIComponent(hash.slice("#field-".length)));
    if (previous === active) return;
    document.getElementById(`form-tabpane-${active}`)?.focus({ preventScroll: true });
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [active, hash, key, rendered]);
}
