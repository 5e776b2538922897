import { memo } from "react";
import { conditionHolds, createVisibility } from "@portal/domain/engine/visibility";
import type { ButtonSchema } from "@portal/domain/schema/types";
import { useFormAddons } from "./form-addons.ts";
import { useFormText } from "./form-text.ts";
import { localize } from "./localize.ts";
import type { FormStore } from "./form-store.ts";
import { useFormSelector } from "./use-form-store.ts";

/** What a click on a schema button calls: its id and its parameters (action, report, amount…). */
export type ButtonHandler = (buttonId: string, parameters: Record<string, unknown>) => void;

/** The ids of the buttons shown now: not `visible: false`, and their visibleIf holding. */
export function shownButtonIds(store: FormStore, buttons: ButtonSchema[]): string {
  const { resolve } = createVisibility(store.schema.fields, store.getValues());
  return buttons
    .filter((b) => b.visible !== false && (!b.visibleIf || conditionHolds(b.visibleIf, resolve)))
    .map((b) => b.id)
    .join(" ");
}

/** The buttons a tab carries (SPEC §3), each with the schema's htmlClass; not those whose action the addons hide. */
export const TabButtons = memo(function TabButtons({
  buttons,
  onButton,
}: {
  buttons: ButtonSchema[];
  onButton?: ButtonHandler;
}) {
  const { lang } = useFormText();
  const { hiddenActions } = useFormAddons();
  const shown = useFormSelector((store) => shownButtonIds(store, buttons)).split(" ");
  const visible = buttons.filter(
    (b) => shown.includes(b.id) && !hiddenActions.includes(String(b.parameters?.action ?? "")),
  );
  if (visible.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 my-3">
      {visible.map((button) => (
        <button
          key={button.id}
          type="button"
          className={button.htmlClass ?? "btn btn-secondary"}
          onClick={() => onButton?.(button.id, button.parameters ?? {})}
        >
          {localize(button.label, lang)}
        </button>
      ))}
    </div>
  );
});
