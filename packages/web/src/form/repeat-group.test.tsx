import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldSchema } from "@portal/domain/schema/types";
import { oneTabForm, renderForm } from "./test-kit.tsx";

const experience: FieldSchema = {
  type: "array",
  widget: "text",
  title: { en: "Professional experience", fr: "Expérience professionnelle" },
  items: {
    order: ["company", "field_study", "field_other"],
    fields: {
      company: { type: "string", widget: "text", required: true, title: { en: "Company", fr: "Entreprise" } },
      field_study: { type: "string", widget: "text", title: { en: "Field", fr: "Domaine" } },
      field_other: {
        type: "string",
        widget: "text",
        required: true,
        title: { en: "Other field", fr: "Autre domaine" },
        visibleIf: { field_study: ["ot"] },
      },
    },
  },
};

describe("repeatable group", () => {
  it("adds rows, each rendering the item's fields, and writes them into the list value", async () => {
    const { store, user } = renderForm(oneTabForm({ prof_xp: experience }));
    expect(screen.getByText("No line yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a line" }));
    await user.click(screen.getByRole("button", { name: "Add a line" }));
    const rows = screen.getAllByRole("group", { name: /^Line/ });
    expect(rows).toHaveLength(2);
    await user.type(within(rows[1]).getByLabelText(/Company/), "Airbus");
    expect(store.getValue("prof_xp")).toEqual([{}, { company: "Airbus" }]);
  });

  it("removes the chosen row and keeps the others' values", async () => {
    const { store, user } = renderForm(oneTabForm({ prof_xp: experience }), {
      prof_xp: [{ company: "A" }, { company: "B" }, { company: "C" }],
    });
    await user.click(screen.getByRole("button", { name: "Remove line 2" }));
    expect(store.getValue("prof_xp")).toEqual([{ company: "A" }, { company: "C" }]);
    const rows = screen.getAllByRole("group", { name: /^Line/ });
    expect(within(rows[1]).getByLabelText(/Company/)).toHaveValue("C");
  });

  it("applies the item fields' own visibleIf within each row", async () => {
    const { user } = renderForm(oneTabForm({ prof_xp: experience }), { prof_xp: [{}, {}] });
    const rows = screen.getAllByRole("group", { name: /^Line/ });
    await user.type(within(rows[0]).getByLabelText("Field"), "ot");
    expect(within(rows[0]).getByLabelText(/Other field/)).toBeInTheDocument();
    expect(within(rows[1]).queryByLabelText(/Other field/)).toBeNull();
  });

  it("shows the rows' errors once the tab is checked", () => {
    const { store } = renderForm(oneTabForm({ prof_xp: experience }), { prof_xp: [{ company: "" }] });
    expect(screen.queryByText("should not be empty")).toBeNull();
    act(() => store.revealTab("main"));
    expect(screen.getByText("should not be empty")).toBeInTheDocument();
  });

  it("shows read-only rows disabled, without add or remove buttons", () => {
    renderForm(oneTabForm({ prof_xp: { ...experience, readOnly: true } }), { prof_xp: [{ company: "A" }] });
    expect(screen.getByLabelText(/Company/)).toBeDisabled();
    // The tab's own buttons (the phone stepper's Previous/Next sit outside the tab panel).
    expect(within(screen.getByRole("tabpanel")).queryByRole("button")).toBeNull();
  });
});
