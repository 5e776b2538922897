import { useState } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { DateWidgetProps } from "./date-widget.tsx";
import { DateWidget, LazyDatePopup } from "./date-widget.tsx";

// The picker's chunk, here before the first test opens it, as a person's pointer brings it.
await LazyDatePopup.preload();

type Options = Partial<Omit<DateWidgetProps, "onChange">>;

/** Renders a controlled DateWidget for tests; `onChange` records every value given to the form. */
export function renderDateWidget(options: Options = {}) {
  const onChange = vi.fn<(value: string) => void>();
  function Harness() {
    const [value, setValue] = useState(options.value ?? "");
    return (
      <DateWidget
        id="birth"
        {...options}
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup();
  return { user, onChange, ...render(<Harness />) };
}
