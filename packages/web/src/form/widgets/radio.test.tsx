import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";

const typeformation = {
  type: "string" as const,
  widget: "radio" as const,
  required: true,
  title: { en: "Type of programme", fr: "Type de formation" },
  oneOf: [
    { enum: ["MSC"], description: { en: "Master of Science", fr: "Master of Science" } },
    { enum: ["AM"], description: { en: "Advanced Masters", fr: "Mastère spécialisé" } },
  ],
};

describe("radio widget", () => {
  it("groups the options under the field's title and stores the option's enum[0]", async () => {
    const { store, user } = renderForm(oneTabForm({ typeformation }));
    const group = screen.getByRole("radiogroup", { name: /Type of programme/ });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByLabelText("Advanced Masters"));
    expect(store.getValue("typeformation")).toBe("AM");
    expect(screen.getByLabelText("Advanced Masters")).toBeChecked();
  });

  it("labels the options in French", () => {
    renderForm(oneTabForm({ typeformation }), {}, { locale: "fr" });
    expect(screen.getByLabelText("Mastère spécialisé")).toBeInTheDocument();
  });

  it("disables every option when read-only and keeps the value in a hidden input", () => {
    const { container } = renderForm(oneTabForm({ typeformation: { ...typeformation, readOnly: true } }), {
      typeformation: "MSC",
    });
    expect(screen.getByLabelText("Master of Science")).toBeDisabled();
    expect(screen.getByLabelText("Advanced Masters")).toBeDisabled();
    expect(container.querySelector('input[type="hidden"][name="typeformation"]')).toHaveValue("MSC");
  });
});
