import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";
import { parseInteger } from "./integer.tsx";

const year = {
  type: "integer" as const,
  widget: "integer" as const,
  title: { en: "Year", fr: "Année" },
  minimum: 1960,
  maximum: 2025,
};

describe("integer widget", () => {
  it("is a numeric input with min and max from the schema", () => {
    renderForm(oneTabForm({ year }));
    const input = screen.getByLabelText("Year");
    expect(input).toHaveAttribute("type", "number");
    expect(input).toHaveAttribute("min", "1960");
    expect(input).toHaveAttribute("max", "2025");
  });

  it("stores a number, and null once emptied", async () => {
    const { store, user } = renderForm(oneTabForm({ year }));
    const input = screen.getByLabelText("Year");
    await user.type(input, "2001");
    expect(store.getValue("year")).toBe(2001);
    await user.clear(input);
    expect(store.getValue("year")).toBeNull();
  });

  it("reports a value above the maximum", async () => {
    const { user } = renderForm(oneTabForm({ year }));
    const input = screen.getByLabelText("Year");
    await user.type(input, "2030");
    expect(input).toHaveClass("is-invalid");
    expect(screen.getByText("should be at most 2025")).toBeInTheDocument();
  });

  it("reports a value below the minimum", async () => {
    const { user } = renderForm(oneTabForm({ year }));
    await user.type(screen.getByLabelText("Year"), "1900");
    expect(screen.getByText("should be at least 1960")).toBeInTheDocument();
  });

  it("parses what the input holds", () => {
    expect(parseInteger("")).toBeNull();
    expect(parseInteger("42")).toBe(42);
    expect(parseInteger("abc")).toBeNull();
  });
});
