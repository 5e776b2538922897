import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";

describe("text widget", () => {
  it("writes what is typed into the store and labels the input", async () => {
    const { store, user } = renderForm(
      oneTabForm({ city: { type: "string", widget: "text", title: { en: "City", fr: "Ville" } } }),
    );
    await user.type(screen.getByLabelText("City"), "Toulouse");
    expect(store.getValue("city")).toBe("Toulouse");
  });

  it("shows the French title in French", () => {
    renderForm(
      oneTabForm({ city: { type: "string", widget: "text", title: { en: "City", fr: "Ville" } } }),
      {},
      { locale: "fr" },
    );
    expect(screen.getByLabelText("Ville")).toBeInTheDocument();
  });

  it("renders the colour widget as an input of type color", () => {
    renderForm(
      oneTabForm({ tint: { type: "string", widget: "color", title: { en: "Tint", fr: "Teinte" } } }),
      { tint: "#ff0000" },
    );
    const input = screen.getByLabelText("Tint");
    expect(input).toHaveAttribute("type", "color");
    expect(input).toHaveValue("#ff0000");
  });

  it("disables a read-only field and carries its value in a hidden input", () => {
    const { container } = renderForm(
      oneTabForm({
        city: { type: "string", widget: "text", readOnly: true, title: { en: "City", fr: "Ville" } },
      }),
      { city: "Paris" },
    );
    expect(screen.getByLabelText("City")).toBeDisabled();
    const hidden = container.querySelector('input[type="hidden"][name="city"]');
    expect(hidden).toHaveValue("Paris");
  });
});
