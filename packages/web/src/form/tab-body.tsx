import type { ReactNode } from "react";
import type { TabSchema } from "@portal/domain/schema/types";
import { FieldsetView } from "./fieldset-view.tsx";
import type { ButtonHandler } from "./tab-buttons.tsx";
import { TabButtons } from "./tab-buttons.tsx";

/** The content of one tab: its fieldsets, its buttons, then what the screen adds (a save button). */
export function TabBody({
  tab,
  onButton,
  footer,
}: {
  tab: TabSchema;
  onButton?: ButtonHandler;
  footer?: ReactNode;
}) {
  return (
    <>
      {tab.fieldsets.map((fieldset) => (
        <FieldsetView key={fieldset.id} fieldset={fieldset} />
      ))}
      {tab.buttons && <TabButtons buttons={tab.buttons} onButton={onButton} />}
      {footer}
    </>
  );
}
