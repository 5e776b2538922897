import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";

describe("range widget", () => {
  it("is a slider between the schema's bounds that stores a number and shows it", () => {
    const { store } = renderForm(
      oneTabForm({
        level: {
          type: "integer",
          widget: "range",
          minimum: 1,
          maximum: 5,
          title: { en: "Level", fr: "Niveau" },
        },
      }),
    );
    const slider = screen.getByRole("slider", { name: "Level" });
    expect(slider).toHaveAttribute("min", "1");
    expect(slider).toHaveAttribute("max", "5");
    // What a browser fires as the thumb moves (React takes it as onChange).
    fireEvent.input(slider, { target: { value: "4" } });
    expect(store.getValue("level")).toBe(4);
    expect(screen.getByText("4", { selector: "output" })).toBeInTheDocument();
  });
});
