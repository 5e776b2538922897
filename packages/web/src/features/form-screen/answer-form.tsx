import { useMutation } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FormSchema } from "@portal/domain/schema/types";
import { AnswerContext } from "../../form/answer-context.ts";
import { createFormStore } from "../../form/form-store.ts";
import type { FormStore } from "../../form/form-store.ts";
import { FormRenderer } from "../../form/form-renderer.tsx";
import { fieldDomId } from "../../form/field.tsx";
import { localize, useLang } from "../../form/localize.ts";
import { useAnswerWritten } from "../../lib/answer-list-cache.ts";
import type { ButtonActions } from "./button-actions.ts";
import { runButtonAction } from "./button-actions.ts";
import type { AnswerResponse } from "./form-api.ts";
import { putStep } from "./form-api.ts";
import type { AlertTexts } from "./form-alerts.tsx";
import { indexOf } from "@portal/domain/engine/schema-index";
import { RequestedUploadsContext } from "../../form/requested-uploads.ts";
import type { DocumentRequest } from "./document-requests.ts";
import { useDocumentRequests } from "./document-requests.ts";
import { DocumentRequestsBanner, focusRequestedField } from "./document-requests-banner.tsx";
import type { SaveOutcome } from "./tab-saver.ts";
import { saveTab } from "./tab-saver.ts";
import { useTabRoute } from "./tab-route.ts";
import { useTabDrafts } from "./use-tab-drafts.ts";
import { DraftNotices } from "./draft-notices.tsx";
import { LeaveTabGuard } from "./leave-tab-guard.tsx";
import { useConfirm } from "./use-confirm.tsx";
import { TabFooter, TabFooterContext } from "./tab-footer.tsx";
import { yieldToMain } from "../../lib/yield-to-main.ts";
import { useStableCallback } from "../../lib/use-stable-callback.ts";

/** Administrators see every tab open: no banner of requests for them. */
const NO_REQUESTS: DocumentRequest[] = [];

/**
 * The form, rendered again only when its own props change (the open tab, the texts): not for each
 * draft status, save or document request the screen around it receives, which the footers
 * (TabFooterContext) and the banners above show by themselves (issue #13: the whole tab rendered
 * again when the drafts arrived, one more long task as the page loads).
 */
const StableFormRenderer = memo(FormRenderer);
const StableLeaveTabGuard = memo(LeaveTabGuard);

/** A provider of the form's addons around its renderer, given the form's store. */
export type FormAddonsComponent = ComponentType<{ store: FormStore; children: ReactNode }>;

/** Props of AnswerForm. */
export interface AnswerFormProps {
  formId: string;
  schema: FormSchema;
  answer: AnswerResponse;
  /** Admin mode: every tab visible and open, nothing locked. */
  admin: boolean;
  /** Replaces the screen's alerts. */
  onAlert(alerts: AlertTexts): void;
  buttonActions?: ButtonActions;
  /** Reloads the answer from the server (the form is then rebuilt from it). */
  onReload?(): Promise<void>;
  /** What the journey adds under a tab's fields and buttons (result, payments, spinner). */
  TabExtra?: ComponentType<{ tab: string }>;
  /** What the journey adds to the form itself (form/form-addons.ts: pay buttons hidden, notes). */
  Addons?: FormAddonsComponent;
  /**
   * The form's first appearance on the page: it renders in the task after its store is created
   * (useNextTask). Not for a form rebuilt after a reload, which must replace the previous one at
   * once (an empty frame between them would scroll the page to its top).
   */
  deferFirstRender?: boolean;
}

/**
 * With `defer`, false in the task the form's store is created in and true from the next one: the
 * store's evaluation of the whole form and the form's first render are two tasks instead of one
 * long one. Without it (read at mount only), true at once.
 */
function useNextTask(defer: boolean): boolean {
  const [reached, setReached] = useState(!defer);
  useEffect(() => {
    if (reached) return;
    let mounted = true;
    void yieldToMain().then(() => mounted && setReached(true));
    return () => {
      mounted = false;
    };
  }, []);
  return reached;
}

/** Moves the focus to the first field in error (after an invalid save). */
function focusField(id: string | undefined) {
  if (!id) return;
  requestAnimationFrame(() => document.getElementById(fieldDomId(id))?.focus());
}

/**
 * The form of one answer: a store created from its values, the renderer, a save button per tab and
 * the save flow of SPEC §4 (saving a valid tab moves to the next one), the open tab in the URL
 * (tab-route.ts), the step recorded on every tab change, and the schema buttons' actions.
 */
export function AnswerForm({
  formId,
  schema,
  answer,
  admin,
  onAlert,
  buttonActions = {},
  onReload = async () => undefined,
  TabExtra,
  Addons,
  deferFirstRender = false,
}: AnswerFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [store] = useState(() =>
    createFormStore(schema, answer.data, {
      admin,
      readOnlyTabs: admin ? [] : answer.readOnlyTabs,
      login: answer.login,
    }),
  );
  const version = useRef(answer.version);
  const handle = useMemo(
    () => ({
      formId,
      answerId: answer.id,
      login: answer.login,
      getVersion: () => version.current,
      setVersion: (next: number) => {
        version.current = next;
      },
    }),
    [formId, answer.id, answer.login],
  );
  const written = useAnswerWritten();
  const saveOptions = {
    mutationFn: (tab: string) =>
      saveTab(store, tab, { formId, answerId: answer.id, version: version.current }, t),
    onSuccess: (outcome: SaveOutcome, tab: string) => {
      if (outcome.kind !== "saved") return;
      version.current = outcome.version;
      drafts.markSaved(tab);
      void written(formId);
    },
  };
  // The save button shows its own save as busy; a schema button's save (before a validation) does not.
  const tabSave = useMutation(saveOptions);
  const buttonTabSave = useMutation(saveOptions);
  // The documents the office asked for: named at the top, uploadable although their tab is locked.
  const documentRequests = useDocumentRequests(formId, answer);
  const { refetch: refetchRequests } = documentRequests;
  const requests = admin ? NO_REQUESTS : documentRequests.requests;
  const requestedUploads = useMemo(
    () => ({ fields: requests.map((request) => request.field), onUploaded: () => void refetchRequests() }),
    [requests, refetchRequests],
  );
  const titleOf = (id: string) => localize(schema.tabs.find((tab) => tab.id === id)?.title, lang) ?? id;

  const save = async (tab: string) => {
    const outcome = await tabSave.mutateAsync(tab);
    if (outcome.kind === "invalid") {
      onAlert({ danger: t("renderer.tabInvalid", { tab: titleOf(tab) }) });
      return focusField(outcome.fields[0]);
    }
    if (outcome.kind === "failed") return onAlert({ danger: outcome.message });
    onAlert({ success: [t("form.tabSaved", { tab: titleOf(tab) }), ...outcome.notes].join(" ") });
    if (outcome.next) open(outcome.next);
  };

  const openRequested = (field: string) => {
    const tab = indexOf(schema).tabOf.get(field.split(".")[0] ?? field);
    if (tab) open(tab, field);
    else focusRequestedField(field);
  };

  const onBlockedTab = (tab: string, blockedBy: string | undefined) => {
    if (blockedBy) store.revealTab(blockedBy);
    onAlert({ danger: t("renderer.tabLocked", { tab: titleOf(tab) }) });
  };

  const nextTask = useNextTask(deferFirstRender);
  const { active, open, settled } = useTabRoute({
    formId,
    store,
    step: answer.data.step,
    onBlockedTab,
    onOpened: (tab) => {
      if (!admin) putStep(formId, answer.id, tab);
    },
    ready: nextTask,
  });
  // The candidate's unsaved edits, kept as drafts on the server (administrators save directly).
  const drafts = useTabDrafts({
    store,
    formId,
    answerId: answer.id,
    getVersion: handle.getVersion,
    loaded: answer.data,
    activeTab: active,
    enabled: !admin,
  });

  const { confirm, dialog: confirmDialog } = useConfirm();

  const onButton = async (buttonId: string, parameters: Record<string, unknown>) => {
    const context = {
      formId,
      answerId: answer.id,
      login: answer.login,
      store,
      answer: handle,
      parameters,
      t,
      lang,
      reload: onReload,
      saveTab: (tab: string) => buttonTabSave.mutateAsync(tab),
      confirm,
    };
    const alerts = await runButtonAction(buttonActions, buttonId, context);
    if (alerts) onAlert(alerts);
  };

  const stableOnButton = useStableCallback((id: string, parameters: Record<string, unknown>) => {
    void onButton(id, parameters);
  });
  const stableOnBlockedTab = useStableCallback(onBlockedTab);
  const stableOpen = useStableCallback(open);
  const onSave = useStableCallback((tab: string) => void save(tab));
  const renderFooter = useCallback((tab: string) => <TabFooter tab={tab} />, []);
  const footerState = useMemo(
    () => ({
      TabExtra,
      saving: tabSave.isPending,
      onSave,
      active,
      draftStatus: admin ? undefined : drafts.status,
    }),
    [TabExtra, tabSave.isPending, onSave, active, admin, drafts.status],
  );

  if (!settled || !nextTask) return null;
  const renderer = (
    <StableFormRenderer
      store={store}
      activeTab={active}
      onSelectTab={stableOpen}
      onBlockedTab={stableOnBlockedTab}
      onButton={stableOnButton}
      renderFooter={renderFooter}
    />
  );
  return (
    <AnswerContext.Provider value={handle}>
      <RequestedUploadsContext.Provider value={requestedUploads}>
        <DocumentRequestsBanner requests={requests} onOpen={openRequested} />
        <DraftNotices drafts={drafts} />
        {!admin && <StableLeaveTabGuard hasUnsavedChanges={drafts.hasUnsavedChanges} />}
        {confirmDialog}
        <TabFooterContext.Provider value={footerState}>
          {Addons ? <Addons store={store}>{renderer}</Addons> : renderer}
        </TabFooterContext.Provider>
      </RequestedUploadsContext.Provider>
    </AnswerContext.Provider>
  );
}
