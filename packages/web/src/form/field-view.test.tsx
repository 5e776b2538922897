import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FieldSchema } from "@portal/domain/schema/types";
import { oneTabForm, renderForm } from "./test-kit.tsx";

const familyName: FieldSchema = {
  type: "string",
  widget: "text",
  required: true,
  title: { en: "Family name", fr: "Nom de famille" },
  description: { en: "As on your passport.", fr: "Comme sur votre passeport." },
};

describe("field frame", () => {
  it("ties the label to the input with htmlFor and marks required fields", () => {
    const { container } = renderForm(oneTabForm({ familyName }));
    const label = container.querySelector('label[for="field-familyName"]')!;
    expect(label).toHaveTextContent("Family name*");
    expect(screen.getByRole("textbox", { name: "Family name" })).toHaveAttribute("aria-required", "true");
  });

  it("shows no error before the field is touched or its tab checked", () => {
    renderForm(oneTabForm({ familyName }));
    expect(screen.queryByText("should not be empty")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Family name" })).not.toHaveClass("is-invalid");
  });

  it("says should not be empty when a required field is left blank, announced through aria-describedby", async () => {
    const { user } = renderForm(oneTabForm({ familyName }));
    const input = screen.getByRole("textbox", { name: "Family name" });
    await user.click(input);
    await user.tab();
    expect(input).toHaveClass("is-invalid");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("As on your passport. should not be empty");
    const error = document.getElementById("field-familyName-error")!;
    expect(error).toHaveTextContent("should not be empty");
    expect(input.getAttribute("aria-describedby")!.split(" ")).toEqual([
      "field-familyName-description",
      "field-familyName-error",
    ]);
  });

  it("shows the errors of every field of a tab once the tab is checked", () => {
    const { store } = renderForm(
      oneTabForm({ familyName, givenName: { ...familyName, title: { en: "Given name", fr: "Prénom" } } }),
    );
    act(() => store.revealTab("main"));
    expect(screen.getAllByText("should not be empty")).toHaveLength(2);
  });

  it("clears the error as soon as the value is valid", async () => {
    const { user } = renderForm(oneTabForm({ familyName }));
    const input = screen.getByRole("textbox", { name: "Family name" });
    await user.click(input);
    await user.tab();
    await user.type(input, "Curie");
    expect(input).not.toHaveClass("is-invalid");
    expect(screen.queryByText("should not be empty")).toBeNull();
  });

  it("shows a tooltip on hover and on focus when the schema gives one", async () => {
    const { user } = renderForm(
      oneTabForm({ city: { ...familyName, tooltip: { en: "Where you live", fr: "Où vous vivez" } } }),
    );
    const input = screen.getByRole("textbox", { name: "Family name" });
    // The pointer's whole sequence, as a browser fires it.
    await user.hover(input);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Where you live");
    await user.unhover(input);
    await user.click(document.body);
    input.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Where you live");
  });

  // Regression: the tooltip sat on top of the field, over the field above it while one typed.
  it("shows the tooltip beside the label's help button, never over the control, and Escape hides it", async () => {
    const { user } = renderForm(
      oneTabForm({ city: { ...familyName, tooltip: { en: "Where you live", fr: "Où vous vivez" } } }),
    );
    const input = screen.getByRole("textbox", { name: "Family name" });
    expect(input).toHaveAccessibleDescription(/^Where you live/);
    const help = screen.getByRole("button", { name: "Help: Family name" });
    await user.click(input);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveAttribute("x-placement", "right");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await user.tab({ shift: true });
    expect(help).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Where you live");
  });

  it("shows the tooltip as text under the label on a small screen", () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((media: string) => ({ media, matches: true, addEventListener() {}, removeEventListener() {} })),
    );
    renderForm(
      oneTabForm({ city: { ...familyName, tooltip: { en: "Where you live", fr: "Où vous vivez" } } }),
    );
    expect(screen.getByText("Where you live")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Help: Family name" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Family name" })).toHaveAccessibleDescription(
      /^Where you live/,
    );
    vi.unstubAllGlobals();
  });

  it("shows no tooltip when the schema gives none", async () => {
    const { user } = renderForm(oneTabForm({ familyName }));
    const input = screen.getByRole("textbox", { name: "Family name" });
    await user.hover(input);
    await user.click(input);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("hides a field whose visibleIf does not hold, and shows it when it does", async () => {
    const { store } = renderForm(
      oneTabForm({
        typeformation: { type: "string", widget: "text", title: { en: "Type", fr: "Type" } },
        mscchoice: {
          type: "string",
          widget: "text",
          title: { en: "MSc programme", fr: "Programme MSc" },
          visibleIf: { typeformation: ["MSC"] },
        },
      }),
    );
    expect(screen.queryByLabelText("MSc programme")).toBeNull();
    act(() => store.setValue("typeformation", "MSC"));
    expect(screen.getByLabelText("MSc programme")).toBeInTheDocument();
  });
});
