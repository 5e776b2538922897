import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { liveSelect, oneTabForm, renderForm } from "./test-kit.tsx";

const { accesTitre, accesNiveau, accesGrade } = candform.fields;
const accessForm = () => oneTabForm({ accesTitre, accesNiveau, accesGrade });
const grade = () => screen.getByRole("combobox", { name: /Grade of the access title/ });

// Regression: with the access title M the grade still offered Bachelor, which the save turned into
// Master without a word; the form now shows what the access title sets.
describe("fields the access title sets", () => {
  it("shows the grade an access title forces, read-only, with a hint saying the access title sets it", () => {
    const { store } = renderForm(accessForm(), { accesTitre: "CPGE", accesGrade: "BACHELOR" });
    expect(grade()).not.toBeDisabled();
    act(() => store.setValue("accesTitre", "M"));
    expect(store.getValues()).toMatchObject({ accesNiveau: "1", accesGrade: "MASTER" });
    expect(grade()).toHaveValue("Master");
    expect(grade()).toBeDisabled();
    expect(screen.getAllByText(/Set by your access title/)).toHaveLength(2);
  });

  it("offers only Bachelor and Doctorate for a DU", async () => {
    const { store, user } = renderForm(accessForm(), { accesTitre: "CPGE" });
    act(() => store.setValue("accesTitre", "DU"));
    expect(grade()).not.toBeDisabled();
    await user.click(await liveSelect(user, /Grade of the access title/));
    const offered = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(offered.map((o) => o.textContent)).toEqual(["Bachelor", "Doctorate"]);
  });
});
