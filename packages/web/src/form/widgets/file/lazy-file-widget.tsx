import { parseFileValue } from "@portal/domain/rules/values";
import { lazyComponent } from "../../../lib/lazy-component.tsx";
import type { WidgetProps } from "../widget-props.ts";

/**
 * The file widget in a chunk of its own, downloaded when a tab with a file field first shows (issue
 * #13: with its upload queue it was a tenth of the form screen's JavaScript, and most first tabs
 * have no file). Until it has arrived, the field shows the stored file's name, or nothing, in the
 * place the widget takes.
 */
export const LazyFileWidget = lazyComponent(
  async () => (await import("./file-widget.tsx")).FileWidget,
  ({ id, value, describedBy }: WidgetProps) => (
    <div id={id} className="form-control-plaintext" aria-busy="true" aria-describedby={describedBy}>
      {parseFileValue(value)?.name}
    </div>
  ),
);
