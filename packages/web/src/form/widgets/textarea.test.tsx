import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { oneTabForm, renderForm } from "../test-kit.tsx";

describe("textarea and hidden widgets", () => {
  it("stores multi-line text", async () => {
    const { store, user } = renderForm(
      oneTabForm({
        address: { type: "string", widget: "textarea", title: { en: "Address", fr: "Adresse" } },
      }),
    );
    await user.type(screen.getByLabelText("Address"), "1 rue X{Enter}31000");
    expect(store.getValue("address")).toBe("1 rue X\n31000");
  });

  it("renders a hidden field as a hidden input only", () => {
    const { container } = renderForm(
      oneTabForm({
        programme: { type: "string", widget: "hidden", title: { en: "Programme", fr: "Programme" } },
      }),
      { programme: "MAE" },
    );
    expect(container.querySelector('input[type="hidden"][name="programme"]')).toHaveValue("MAE");
    expect(screen.queryByText("Programme")).toBeNull();
  });
});
