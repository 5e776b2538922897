import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import type { TabSchema } from "@portal/domain/schema/types";
import { ChevronIcon } from "../lib/inline-icons.tsx";
import { useFormText } from "./form-text.ts";
import { localize } from "./localize.ts";
import { isOpenable } from "./tab-nav.tsx";
import { useTabsView } from "./use-form-store.ts";

/** Props of the phone's stepper. */
export interface TabStepperProps {
  tabs: TabSchema[];
  /** The open tab. */
  active: string | undefined;
  /** Opens a tab (one that can be opened: the others are disabled). */
  onSelect(tabId: string): void;
  /**
   * Where the tab bar is not rendered, the id its open tab's heading had: the open tab's panel is
   * named by it (aria-labelledby), so the stepper gives that id to the tab's title, hidden.
   */
  panelLabelId?: string;
}

/** Room enough for a finger (WCAG 2.5.5). */
const TARGET = { minHeight: "44px", minWidth: "44px" };

/**
 * The tabs on a phone, where twenty tab headings would fill the screen: "Step 3 of 21 · Identity",
 * Previous and Next (disabled, with the reason shown, when that step cannot be opened yet) and a
 * menu of every visible step with its error count, the steps that cannot be opened disabled.
 */
export function TabStepper({ tabs, active, onSelect, panelLabelId }: TabStepperProps) {
  const { t, lang } = useFormText();
  const steps = useTabsView().tabs.filter((tab) => tab.visible);
  const titleOf = (id: string) => localize(tabs.find((tab) => tab.id === id)?.title, lang) ?? id;
  const index = steps.findIndex((step) => step.id === active);
  const current = steps[index];
  if (!current) return null;
  const previous = steps[index - 1];
  const next = steps[index + 1];
  const lockedNext = next && !isOpenable(next) ? next : undefined;
  return (
    <nav aria-label={t("stepper.label")} className="d-md-none mb-3" data-testid="tab-stepper">
      <p className="fw-semibold mb-2">
        {t("stepper.position", { position: index + 1, count: steps.length, tab: titleOf(current.id) })}
      </p>
      {panelLabelId && (
        <span id={panelLabelId} hidden>
          {titleOf(current.id)}
        </span>
      )}
      {/* The menu on its own line: a phone is too narrow for it and two labelled buttons. */}
      <div className="position-relative mb-2">
        <Form.Select
          aria-label={t("stepper.menu")}
          className="drawn-chevron"
          style={TARGET}
          value={active}
          onChange={(event) => onSelect(event.target.value)}
        >
          {steps.map((step, position) => (
            <option
              key={step.id}
              value={step.id}
              disabled={!isOpenable(step)}
              aria-current={step.id === active ? "step" : undefined}
            >
              {t(step.shownErrors > 0 ? "stepper.optionErrors" : "stepper.option", {
                position: position + 1,
                tab: titleOf(step.id),
                count: step.shownErrors,
              })}
            </option>
          ))}
        </Form.Select>
        <ChevronIcon />
      </div>
      <div className="d-flex justify-content-between gap-2">
        <Button
          variant="outline-secondary"
          style={TARGET}
          disabled={!previous || !isOpenable(previous)}
          onClick={() => previous && onSelect(previous.id)}
        >
          <span aria-hidden="true">‹ </span>
          {t("stepper.previous")}
        </Button>
        <Button
          variant="outline-primary"
          style={TARGET}
          disabled={!next || !!lockedNext}
          aria-describedby={lockedNext ? "form-stepper-locked" : undefined}
          onClick={() => next && onSelect(next.id)}
        >
          {t("stepper.next")}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      {lockedNext && (
        <p id="form-stepper-locked" className="small text-body-secondary mt-2 mb-0">
          {t("renderer.tabLocked", { tab: titleOf(lockedNext.id) })}
        </p>
      )}
    </nav>
  );
}
