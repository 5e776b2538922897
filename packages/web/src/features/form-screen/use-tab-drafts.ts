import { useCallback, useEffect, useRef, useState } from "react";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import type { FormStore } from "../../form/form-store.ts";
import { ApiError } from "../../lib/api-error.ts";
import type { Draft } from "./draft-api.ts";
import { deleteDraft, getDrafts, putDraft } from "./draft-api.ts";

/** How long after the last keystroke a draft is written. */
export const DRAFT_DELAY_MS = 1500;
/** The first wait before writing again a draft the server did not take; doubled up to a minute. */
const RETRY_MS = 5000;
const MAX_RETRY_MS = 60_000;

/** What the status beside a tab's save button says about its draft. */
export type DraftStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed" }
  /** The server refuses this draft (a locked tab, too large): trying again would not help. */
  | { kind: "refused"; message: string };

const IDLE: DraftStatus = { kind: "idle" };

/** What the hook needs: the form, the answer and the open tab; `enabled` false (admin mode) does nothing. */
export interface TabDraftsOptions {
  store: FormStore;
  formId: string;
  answerId: number;
  /** The answer's version the form is based on now (it changes with each save). */
  getVersion(): number;
  /** The answer's values as loaded, to put back when restored changes are discarded. */
  loaded: Record<string, unknown>;
  activeTab: string | undefined;
  enabled: boolean;
}

/** The drafts of a form as the screen shows them, and what the candidate may do with them. */
export interface TabDrafts {
  /** The open tab's draft status. */
  status: DraftStatus;
  /** Drafts applied on load (typed on the current version): the date of the latest, until dismissed. */
  restoredAt: string | undefined;
  /** The open tab's draft typed before the answer changed: offered, never applied silently. */
  stale: Draft | undefined;
  restoreStale(): void;
  discardStale(): void;
  discardRestored(): void;
  dismissRestored(): void;
  /** The tab was saved by "Save and continue": the server deleted its draft. */
  markSaved(tab: string): void;
  /** Whether the open tab has changes "Save and continue" has not saved (read when leaving it). */
  hasUnsavedChanges(): boolean;
}

/**
 * Keeps each tab's unsaved edits as a server-side draft (issue #12): watches the store for edits of
 * the open tab's fields and writes its draft 1.5 s after the last one, at once when the tab is left
 * or the page hidden (sent within the event, with keepalive, so that it outlives the page), retrying
 * while the server does not take it. On load, drafts typed on the answer's current version are
 * applied; older ones are offered on their tab, and kept by the server beside what is typed until
 * the candidate restores or discards them (olderDraft keep). The browser asks before closing only
 * while a draft is not yet written.
 */
export function useTabDrafts(options: TabDraftsOptions): TabDrafts {
  const { store, formId, answerId, getVersion, loaded, activeTab, enabled } = options;
  const [statuses, setStatuses] = useState<Record<string, DraftStatus>>({});
  const [stale, setStale] = useState<Record<string, Draft>>({});
  const [restored, setRestored] = useState<{ at: string; tabs: string[] }>();
  const active = useRef(activeTab);
  const dirty = useRef(new Set<string>());
  const seen = useRef(new Map<string, string>());
  // Bumped by each save or discard of a tab: a write started before it must not leave a draft.
  const generation = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, { id: ReturnType<typeof setTimeout>; retry: number }>());
  const unwritten = useRef(new Set<string>());
  // The tabs whose older draft is offered now: the server keeps it until the candidate chooses.
  const offered = useRef(new Set<string>());

  // A file field is stored by its upload, at once: neither a draft's business nor an unsaved change.
  const tabValues = useCallback(
    (tab: string) =>
      Object.fromEntries(
        tabFieldIds(store.schema, tab)
          .filter((id) => store.schema.fields[id]?.widget !== "file")
          .map((id) => [id, store.getValue(id)]),
      ),
    [store],
  );
  const setStatus = (tab: string, status: DraftStatus) => setStatuses((all) => ({ ...all, [tab]: status }));
  const cancel = (tab: string) => {
    clearTimeout(timers.current.get(tab)?.id);
    timers.current.delete(tab);
  };
  const forget = (tab: string) => {
    cancel(tab);
    generation.current.set(tab, (generation.current.get(tab) ?? 0) + 1);
    dirty.current.delete(tab);
    unwritten.current.delete(tab);
    seen.current.set(tab, JSON.stringify(tabValues(tab)));
    setStatus(tab, IDLE);
  };

  const write = (tab: string, keepalive = false, retry = RETRY_MS) => {
    cancel(tab);
    const started = generation.current.get(tab) ?? 0;
    unwritten.current.add(tab);
    setStatus(tab, { kind: "saving" });
    const olderDraft = offered.current.has(tab) ? "keep" : "replace";
    const body = { values: tabValues(tab), baseVersion: getVersion(), olderDraft } as const;
    putDraft(formId, answerId, tab, body, keepalive).then(
      (at) => {
        // Saved or discarded meanwhile: the draft this write left must go too.
        if ((generation.current.get(tab) ?? 0) !== started)
          return void deleteDraft(formId, answerId, tab).catch(() => undefined);
        if (!timers.current.has(tab)) unwritten.current.delete(tab);
        setStatus(tab, { kind: "saved", at });
      },
      (error: unknown) => {
        if ((generation.current.get(tab) ?? 0) !== started) return;
        if (isRefusal(error)) return setStatus(tab, { kind: "refused", message: error.message });
        setStatus(tab, { kind: "failed" });
        // A newer edit already has its write on the way; otherwise try again, less and less often.
        if (!timers.current.has(tab)) schedule(tab, retry, Math.min(retry * 2, MAX_RETRY_MS));
      },
    );
  };
  const schedule = (tab: string, delay = DRAFT_DELAY_MS, retry = RETRY_MS) => {
    cancel(tab);
    unwritten.current.add(tab);
    timers.current.set(tab, { id: setTimeout(() => write(tab, false, retry), delay), retry });
  };
  const flush = (tab: string | undefined, keepalive = false) => {
    const timer = tab === undefined ? undefined : timers.current.get(tab);
    if (tab !== undefined && timer) write(tab, keepalive, timer.retry);
  };
  // The handlers below are registered once and call the latest render's functions.
  const latest = useRef({ write, schedule, flush });
  latest.current = { write, schedule, flush };

  // Each edit of the open tab's fields (re)starts the delay; leaving a tab writes its draft at once.
  useEffect(() => {
    const previous = active.current;
    active.current = activeTab;
    if (!enabled) return;
    if (previous !== activeTab) latest.current.flush(previous);
    // Values the server changed while the tab was closed are no edit of the candidate's.
    if (activeTab && !dirty.current.has(activeTab))
      seen.current.set(activeTab, JSON.stringify(tabValues(activeTab)));
  }, [activeTab, enabled, tabValues]);

  useEffect(() => {
    if (!enabled) return;
    return store.subscribe(() => {
      const tab = active.current;
      if (!tab) return;
      const now = JSON.stringify(tabValues(tab));
      if (seen.current.get(tab) === now) return;
      seen.current.set(tab, now);
      dirty.current.add(tab);
      latest.current.schedule(tab);
    });
  }, [store, enabled, tabValues]);

  useEffect(() => {
    if (!enabled) return;
    const onHidden = () => {
      if (document.visibilityState === "hidden") latest.current.flush(active.current, true);
    };
    const onPageHide = () => latest.current.flush(active.current, true);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unwritten.current.size === 0) return;
      event.preventDefault();
      event.returnValue = "";
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [enabled]);

  // On load: a draft typed on the current version is applied, an older one offered on its tab.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const version = getVersion();
    getDrafts(formId, answerId).then(
      (all) => {
        if (!live) return;
        // A tab locked since (the application validated) can take no draft: its drafts are moot.
        const locked = new Set(store.getOptions().readOnlyTabs ?? []);
        const drafts = all.filter((d) => !locked.has(d.tab));
        const current = drafts.filter((d) => d.baseVersion === version && !dirty.current.has(d.tab));
        for (const draft of current) {
          store.setValues(ownValues(draft, tabFieldIds(store.schema, draft.tab)));
          dirty.current.add(draft.tab);
          seen.current.set(draft.tab, JSON.stringify(tabValues(draft.tab)));
          setStatus(draft.tab, { kind: "saved", at: draft.updatedAt });
        }
        const latestAt = current
          .map((d) => d.updatedAt)
          .sort()
          .at(-1);
        if (latestAt) setRestored({ at: latestAt, tabs: current.map((d) => d.tab) });
        // A tab may also have the typing kept beside its offered draft (listed first): applied above.
        const older = drafts.filter((d) => d.baseVersion !== version);
        for (const draft of older) offered.current.add(draft.tab);
        setStale(Object.fromEntries(older.map((d) => [d.tab, d])));
      },
      () => undefined,
    );
    return () => {
      live = false;
      for (const tab of [...timers.current.keys()]) cancel(tab);
    };
    // Drafts are read once per answer.
  }, [enabled, formId, answerId]);

  const hasUnsavedChanges = useCallback(
    () => active.current !== undefined && dirty.current.has(active.current),
    [],
  );
  const dropStale = (tab: string) => {
    offered.current.delete(tab);
    setStale((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== tab)));
  };
  const staleDraft = activeTab ? stale[activeTab] : undefined;

  return {
    status: (activeTab && statuses[activeTab]) || IDLE,
    restoredAt: restored?.at,
    stale: staleDraft,
    restoreStale() {
      if (!staleDraft) return;
      const { tab } = staleDraft;
      store.setValues(ownValues(staleDraft, tabFieldIds(store.schema, tab)));
      seen.current.set(tab, JSON.stringify(tabValues(tab)));
      dirty.current.add(tab);
      dropStale(tab);
      // Written again on the current version: it is no longer older than the answer.
      write(tab);
    },
    discardStale() {
      if (!staleDraft) return;
      const { tab } = staleDraft;
      dropStale(tab);
      // Edited since the load: the new edits are written as the tab's draft, the older one dropped.
      if (dirty.current.has(tab)) write(tab);
      else void deleteDraft(formId, answerId, tab).catch(() => undefined);
    },
    discardRestored() {
      for (const tab of restored?.tabs ?? []) {
        const ids = tabFieldIds(store.schema, tab);
        store.setValues(Object.fromEntries(ids.map((id) => [id, loaded[id]])));
        forget(tab);
        void deleteDraft(formId, answerId, tab).catch(() => undefined);
      }
      setRestored(undefined);
    },
    dismissRestored: () => setRestored(undefined),
    markSaved(tab) {
      forget(tab);
      dropStale(tab);
      setRestored((notice) => {
        const tabs = notice?.tabs.filter((id) => id !== tab) ?? [];
        return notice && tabs.length > 0 ? { ...notice, tabs } : undefined;
      });
      // The other tabs' drafts were typed on the version before this save: written again on the new one.
      for (const other of dirty.current) if (other !== tab) schedule(other, 0);
    },
    hasUnsavedChanges,
  };
}

/** A 4xx other than a timeout or a rate limit: the same draft would be refused again. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}

/** The draft's values of its tab's own fields. */
function ownValues(draft: Draft, ids: string[]): Record<string, unknown> {
  const values = draft.values as Record<string, unknown>;
  return Object.fromEntries(ids.filter((id) => id in values).map((id) => [id, values[id]]));
}
