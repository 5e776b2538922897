import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import Tab from "react-bootstrap/Tab";
import type { FormStore } from "./form-store.ts";
import { FormTextContext, useFormText } from "./form-text.ts";
import { localize, useLang } from "./localize.ts";
import type { ButtonHandler } from "./tab-buttons.tsx";
import { TabBody } from "./tab-body.tsx";
import { TabNav, isOpenable } from "./tab-nav.tsx";
import { TabStepper } from "./tab-stepper.tsx";
import { FormStoreContext, useTabsView } from "./use-form-store.ts";
import { useMediaQuery } from "../lib/use-media-query.ts";

/** Bootstrap's md breakpoint, from which the tab bar (TabNav) shows instead of the stepper. */
const WIDE_SCREEN = "(min-width: 768px)";
// Tab.Container's id, from which React-Bootstrap names each tab's heading `${id}-tab-${key}`: the
// open tab's panel is labelled by that id, which the phone's stepper holds when no tab bar shows.
const TABS_ID = "form";
const tabLabelId = (tab: string | undefined) => `${TABS_ID}-tab-${tab}`;

/** Props of FormRenderer. */
export interface FormRendererProps {
  store: FormStore;
  /** Bootstrap tabs (default) or every visible tab's fieldsets one after the other. */
  layout?: "tabs" | "list";
  /** The open tab (controlled); without it the renderer keeps its own, starting at the first openable tab. */
  activeTab?: string;
  /** A tab the person may open was chosen. */
  onSelectTab?(tabId: string): void;
  /** A disabled tab was clicked: `blockedBy` is the earlier invalid tab, if that is the reason. */
  onBlockedTab?(tabId: string, blockedBy: string | undefined): void;
  /** A schema button was clicked. */
  onButton?: ButtonHandler;
  /** Extra content under a tab's fields and buttons (the form screen's save button). */
  renderFooter?(tabId: string): ReactNode;
}

/** Renders a FormSchema from its store: tabs with fieldsets, fields, buttons, or a plain list. */
export function FormRenderer(props: FormRendererProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useMemo(() => ({ t, lang }) as const, [t, lang]);
  return (
    <FormStoreContext.Provider value={props.store}>
      <FormTextContext.Provider value={text}>
        {props.layout === "list" ? <FormList {...props} /> : <FormTabs {...props} />}
      </FormTextContext.Provider>
    </FormStoreContext.Provider>
  );
}

function FormTabs({
  store,
  activeTab,
  onSelectTab,
  onBlockedTab,
  onButton,
  renderFooter,
}: FormRendererProps) {
  const view = useTabsView();
  const [own, setOwn] = useState<string | undefined>(() => view.tabs.find(isOpenable)?.id);
  const active = activeTab ?? own;
  // One of the two tab bars, the one the screen shows (both where the browser cannot tell, CSS then
  // hiding one): the hidden one was a fifth of the form's first render on a phone (issue #13).
  const wide = useMediaQuery(WIDE_SCREEN);
  const select = (key: string | null) => {
    const target = view.tabs.find((tab) => tab.id === key);
    if (!target || target.id === active) return;
    if (!isOpenable(target)) return onBlockedTab?.(target.id, target.blockedBy);
    setOwn(target.id);
    onSelectTab?.(target.id);
  };
  return (
    <Tab.Container
      id={TABS_ID}
      activeKey={active}
      onSelect={select}
      transition={false}
      mountOnEnter
      unmountOnExit
    >
      {wide !== false && <TabNav tabs={store.schema.tabs} onBlockedTab={onBlockedTab} />}
      {wide !== true && (
        <TabStepper
          tabs={store.schema.tabs}
          active={active}
          onSelect={select}
          panelLabelId={wide === false ? tabLabelId(active) : undefined}
        />
      )}
      <Tab.Content>
        {store.schema.tabs.map((tab) => (
          // Focusable, so that a newly opened tab takes the focus (its name is its tab's).
          <Tab.Pane key={tab.id} eventKey={tab.id} tabIndex={-1}>
            <TabBody tab={tab} onButton={onButton} footer={renderFooter?.(tab.id)} />
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}

function FormList({ store, onButton, renderFooter }: FormRendererProps) {
  const { lang } = useFormText();
  const view = useTabsView();
  return (
    <>
      {store.schema.tabs.map((tab, index) =>
        view.tabs[index]?.visible ? (
          <section key={tab.id} aria-labelledby={`form-section-${tab.id}`} className="mb-4">
            <h2 id={`form-section-${tab.id}`} className="h4">
              {localize(tab.title, lang)}
            </h2>
            <TabBody tab={tab} onButton={onButton} footer={renderFooter?.(tab.id)} />
          </section>
        ) : null,
      )}
    </>
  );
}
