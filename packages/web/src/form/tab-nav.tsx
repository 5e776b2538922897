import Badge from "react-bootstrap/Badge";
import Nav from "react-bootstrap/Nav";
import type { TabSchema } from "@portal/domain/schema/types";
import { useFormText } from "./form-text.ts";
import { localize } from "./localize.ts";
import type { TabView } from "./tabs-view.ts";
import { useTabsView } from "./use-form-store.ts";

/** Props of the tab bar. */
export interface TabNavProps {
  tabs: TabSchema[];
  /** Called when a disabled (blocked) tab is clicked: the tab, and the earlier tab that blocks it. */
  onBlockedTab?(tabId: string, blockedBy: string | undefined): void;
}

/** Whether a tab can be opened now (visible, enabled, no invalid tab before it). */
export const isOpenable = (view: TabView) => view.visible && view.enabled && !view.blockedBy;

/**
 * The tab headings (Bootstrap nav tabs, from the md breakpoint up): only visible tabs; a tab that
 * cannot be reached yet is disabled and says why; a tab holding shown errors carries a red badge
 * with their count.
 */
export function TabNav({ tabs, onBlockedTab }: TabNavProps) {
  const { t, lang } = useFormText();
  const view = useTabsView();
  const titleOf = (id: string) => localize(tabs.find((tab) => tab.id === id)?.title, lang) ?? id;
  return (
    // On a phone the stepper (tab-stepper.tsx) stands in for the tab bar.
    <Nav variant="tabs" className="mb-3 flex-wrap d-none d-md-flex" role="tablist">
      {view.tabs.map((tab) => {
        if (!tab.visible) return null;
        const openable = isOpenable(tab);
        const title = titleOf(tab.id);
        return (
          <Nav.Item key={tab.id} onClick={openable ? undefined : () => onBlockedTab?.(tab.id, tab.blockedBy)}>
            <Nav.Link
              eventKey={tab.id}
              disabled={!openable}
              title={openable ? undefined : t("renderer.tabLocked", { tab: title })}
              data-tab={tab.id}
            >
              {title}
              {tab.shownErrors > 0 && (
                <Badge bg="danger" pill className="ms-2">
                  {tab.shownErrors}
                  <span className="visually-hidden">
                    {" "}
                    {t("renderer.tabErrors", { count: tab.shownErrors })}
                  </span>
                </Badge>
              )}
            </Nav.Link>
          </Nav.Item>
        );
      })}
    </Nav>
  );
}
