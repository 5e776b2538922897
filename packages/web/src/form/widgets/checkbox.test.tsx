import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";

describe("checkbox widget", () => {
  it("stores true and false for a boolean field, labelled by its title", async () => {
    const { store, user } = renderForm(
      oneTabForm({
        fasia: { type: "boolean", widget: "checkbox", title: { en: "FASIA grant", fr: "Aide FASIA" } },
      }),
    );
    const box = screen.getByRole("checkbox", { name: "FASIA grant" });
    await user.click(box);
    expect(store.getValue("fasia")).toBe(true);
    await user.click(box);
    expect(store.getValue("fasia")).toBe(false);
  });

  it("stores O and N for a text field", async () => {
    const { store, user } = renderForm(
      oneTabForm({
        unemployed: { type: "string", widget: "checkbox", title: { en: "Unemployed", fr: "Sans emploi" } },
      }),
      { unemployed: "N" },
    );
    const box = screen.getByRole("checkbox", { name: "Unemployed" });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(store.getValue("unemployed")).toBe("O");
  });

  it("is disabled when read-only, with a hidden input carrying the value", () => {
    const { container } = renderForm(
      oneTabForm({
        ack: {
          type: "boolean",
          widget: "checkbox",
          readOnly: true,
          title: { en: "I agree", fr: "J'accepte" },
        },
      }),
      { ack: true },
    );
    expect(screen.getByRole("checkbox", { name: "I agree" })).toBeDisabled();
    expect(container.querySelector('input[type="hidden"][name="ack"]')).toHaveValue("true");
  });
});
