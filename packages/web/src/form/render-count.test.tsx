import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSchema } from "@portal/domain/schema/types";
import { oneTabForm, renderForm } from "./test-kit.tsx";
import { widgetRegistry } from "./widget-registry.ts";
import type { WidgetProps } from "./widgets/widget-props.ts";

// Counts the renders of each text widget by field name, wrapping the real widget.
const renders = new Map<string, number>();
const RealText = widgetRegistry.text.component;
function CountingText(props: WidgetProps) {
  renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
  return <RealText {...props} />;
}

afterEach(() => {
  widgetRegistry.text.component = RealText;
  renders.clear();
});

const text = (en: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: "string",
  widget: "text",
  title: { en, fr: en },
  ...extra,
});

describe("re-rendering on a keystroke", () => {
  it("re-renders only the field typed into, not the other fields of the tab", async () => {
    widgetRegistry.text.component = CountingText;
    const fields: Record<string, FieldSchema> = {};
    for (let i = 0; i < 20; i++) fields[`f${i}`] = text(`Field ${i}`, { required: true });
    const { user } = renderForm(oneTabForm(fields));
    const before = new Map(renders);
    await user.type(screen.getByLabelText(/Field 3\b/), "abc");
    const changed = [...renders].filter(([name, count]) => count !== before.get(name)).map(([name]) => name);
    expect(changed).toEqual(["f3"]);
    // One render per keystroke (the first one also flips the field's error state).
    expect(renders.get("f3")! - before.get("f3")!).toBeLessThanOrEqual(4);
  });

  it("re-renders a field that depends on the typed one through visibleIf, and no other", async () => {
    widgetRegistry.text.component = CountingText;
    const { user } = renderForm(
      oneTabForm({
        type: text("Type"),
        other: text("Other"),
        detail: text("Detail", { visibleIf: { type: ["ot"] } }),
      }),
    );
    expect(screen.queryByLabelText("Detail")).toBeNull();
    const before = new Map(renders);
    await user.type(screen.getByLabelText("Type"), "ot");
    expect(screen.getByLabelText("Detail")).toBeInTheDocument();
    expect(renders.get("other")).toBe(before.get("other"));
  });
});
