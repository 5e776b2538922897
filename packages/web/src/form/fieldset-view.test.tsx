import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { renderForm } from "./test-kit.tsx";

// Regression: "at least one funding source" showed under the first funding field only, as if that
// one were wrong; the validation tab's unticked statements were listed at the top of the page only.
describe("errors where the candidate is", () => {
  it("shows the funding group's message once, for the whole group, tied to it", async () => {
    const { store } = renderForm(candform, { typeformation: "MSC" }, { activeTab: "fund" });
    act(() => store.revealTab("fund"));
    const group = screen.getByRole("group", { name: "Funding of your studies" });
    const messages = within(group).getAllByText("Funding details information is missing");
    expect(messages).toHaveLength(1);
    expect(group).toHaveAccessibleDescription(/Funding details information is missing/);
    // No field of the group says it alone: the first one carries it for the data only.
    expect(screen.getByRole("checkbox", { name: "Personal funds" })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    act(() => store.setValue("fasia", true));
    expect(within(group).queryByText("Funding details information is missing")).toBeNull();
  });

  it("says it in French", () => {
    const { store } = renderForm(candform, { typeformation: "MSC" }, { activeTab: "fund", locale: "fr" });
    act(() => store.revealTab("fund"));
    const group = screen.getByRole("group", { name: "Financement de vos études" });
    expect(
      within(group).getByText("Les informations sur le financement sont manquantes"),
    ).toBeInTheDocument();
  });

  it("shows each unticked statement of the validation tab under its own box", () => {
    const { store } = renderForm(candform, { typeformation: "MSC" }, { activeTab: "validation" });
    act(() => store.revealTab("validation"));
    const box = screen.getByRole("checkbox", { name: /I have read and accept/ });
    expect(box).toHaveAccessibleDescription("You must tick the acknowledgement box");
    const testify = screen.getByRole("checkbox", { name: /I testify on my honor/ });
    expect(testify).toHaveAccessibleDescription("You must certify that the information you gave is accurate");
    act(() => store.setValue("val_testify2", true));
    expect(testify).not.toHaveAccessibleDescription(/You must certify/);
  });
});
