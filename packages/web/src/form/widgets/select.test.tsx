import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../test-utils.tsx";
import { liveSelect, oneTabForm, renderForm } from "../test-kit.tsx";

const title = { en: "Level", fr: "Niveau" };
const level = {
  type: "string" as const,
  widget: "select" as const,
  title,
  oneOf: [
    { enum: ["1"], description: { en: "Level 1", fr: "Niveau 1" } },
    { enum: ["2"], description: { en: "Level 2", fr: "Niveau 2" } },
  ],
};

function fakeLookup(body: unknown) {
  return stubFetch(async () => jsonResponse({ body }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A programme as GET /ws/iformformations/AM lists it, labelled `label` in both languages. */
const programme = (code: string, label = code.replace("_", " ")) => ({
  value: code,
  label: { en: label, fr: label },
  type: "AM",
  enum: code,
  description: label,
  description_fr: label,
  id_jury: null,
});

/** A form whose first choice lists the Advanced Masters' programmes. */
function renderProgrammeChoice() {
  const choice = {
    type: "string" as const,
    widget: "select" as const,
    title: { en: "First choice", fr: "Premier choix" },
    lookup: "iformformations/{typeformation}",
  };
  return renderForm(oneTabForm({ typeformation: { type: "string", widget: "hidden" }, choice }), {
    typeformation: "AM",
  });
}

describe("select widget", () => {
  it("is searchable and stores the chosen option's value", async () => {
    const { store, user } = renderForm(oneTabForm({ level }));
    const input = await liveSelect(user, "Level");
    await user.type(input, "2");
    expect(screen.queryByText("Level 1")).toBeNull();
    await user.click(screen.getByText("Level 2"));
    expect(store.getValue("level")).toBe("2");
  });

  it("stores - when the choice is cleared", async () => {
    const { store, container, user } = renderForm(oneTabForm({ level }), { level: "1" });
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveValue("Level 1");
    await liveSelect(user, "Level");
    expect(screen.getByText("Level 1")).toBeInTheDocument();
    const clear = container.querySelector(".rs__clear-indicator")!;
    expect(clear).toHaveAttribute("title", "Clear all");
    fireEvent.mouseDown(clear, { button: 0 });
    expect(store.getValue("level")).toBe("-");
  });

  it("says No items found when the search matches nothing", async () => {
    const { user } = renderForm(oneTabForm({ level }));
    await user.type(await liveSelect(user, "Level"), "zzz");
    expect(screen.getByText("No items found")).toBeInTheDocument();
  });

  it("loads its options from GET /ws/<lookup> with the placeholders filled", async () => {
    const fetch = fakeLookup([programme("MS_SAS"), programme("MS_SPA")]);
    const { store, user } = renderProgrammeChoice();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0][0])).toBe("/ws/iformformations/AM");
    await user.click(await liveSelect(user, "First choice"));
    await user.click(await screen.findByText("MS SPA"));
    expect(store.getValue("choice")).toBe("MS_SPA");
  });

  // Regression: "MS SAS" + Enter found nothing, that programme's label being "MS Space Systems".
  it("finds a programme by its code, though its label does not show it, and picks it on Enter", async () => {
    fakeLookup([
      programme("MS SAS", "MS Space Systems"),
      programme("MS SPA", "MS SPA – Space Applications and Services"),
    ]);
    const { store, user } = renderProgrammeChoice();
    const input = await liveSelect(user, "First choice");
    await user.click(input);
    await screen.findByText("MS Space Systems");
    await user.type(input, "MS SAS");
    expect(within(screen.getByRole("listbox")).getByRole("option").textContent).toBe("MS Space Systems");
    await user.keyboard("{Enter}");
    expect(store.getValue("choice")).toBe("MS SAS");
  });

  it("says Type to search while its lookup cannot be called yet, and Loading... while it loads", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const choice = {
      type: "string" as const,
      widget: "select" as const,
      title: { en: "Choice", fr: "Choix" },
      lookup: "iformformations/{typeformation}",
    };
    const { store, user } = renderForm(
      oneTabForm({
        typeformation: { type: "string", widget: "text", title: { en: "Type", fr: "Type" } },
        choice,
      }),
    );
    await user.click(await liveSelect(user, "Choice"));
    expect(screen.getByText("Type to search")).toBeInTheDocument();
    act(() => store.setValue("typeformation", "AM"));
    await user.click(screen.getByRole("combobox", { name: "Choice" }));
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    answer(new Response("[]", { status: 200 }));
  });

  it("limits the options panel to 240 px", async () => {
    const { user, container } = renderForm(oneTabForm({ level }));
    await user.click(await liveSelect(user, "Level"));
    const list = container.querySelector(".rs__menu-list") as HTMLElement;
    expect(getComputedStyle(list).maxHeight).toBe("240px");
  });

  it("says should not be empty when required and blank, tied to the input", async () => {
    const { store, container } = renderForm(oneTabForm({ level: { ...level, required: true } }));
    store.revealTab("main");
    const input = await screen.findByRole("combobox", { name: "Level" });
    await waitFor(() => expect(input.getAttribute("aria-describedby")).toContain("field-level-error"));
    expect(container.querySelector("#field-level-error")).toHaveTextContent("should not be empty");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a light shell until reached, then the real select, focused and open after a press", async () => {
    const { container } = renderForm(oneTabForm({ level }), { level: "2" });
    const shell = screen.getByRole("combobox", { name: "Level" });
    expect(shell).toHaveValue("Level 2");
    expect(container.querySelector(".rs__control")).toBeNull();
    fireEvent.mouseDown(shell);
    await waitFor(() => expect(container.querySelector(".rs__control")).not.toBeNull(), { timeout: 5000 });
    const live = screen.getByRole("combobox", { name: "Level" });
    expect(live).toHaveFocus();
    expect(screen.getByText("Level 1")).toBeInTheDocument();
  });

  it("swaps in the real select, focused, when reached with the keyboard", async () => {
    const { user, container } = renderForm(oneTabForm({ level }));
    // The tab heading, the phone stepper's menu (hidden by CSS on a desktop, not in jsdom), then the field.
    // (The shell and the real select it becomes carry the field's id.)
    for (let stop = 0; stop < 5 && document.activeElement?.id !== "field-level"; stop++) await user.tab();
    await waitFor(() => expect(container.querySelector(".rs__control")).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByText("Level 2")).toBeInTheDocument();
  });

  it("is disabled when read-only, the value kept in a hidden input", () => {
    const { container } = renderForm(oneTabForm({ level: { ...level, readOnly: true } }), { level: "2" });
    expect(screen.getByLabelText("Level")).toBeDisabled();
    expect(container.querySelector('input[type="hidden"][name="level"]')).toHaveValue("2");
  });
});

describe("select widget search", () => {
  const country = (value: string, en: string, fr: string) => ({
    value,
    label: { en, fr },
    code: value,
    codeiso: value + "X",
    name_en: en,
    name_fr: fr,
    pays_ue: false,
  });
  const countries = [
    country("IO", "British Indian Ocean Territory", "Océan Indien Britannique"),
    country("CI", "Cote d'Ivoire", "Côte-d'Ivoire"),
    country("IN", "India", "Inde"),
    country("NL", "Netherlands", "Pays-Bas"),
    country("UA", "Ukraine", "Ukraine"),
    country("GB", "United Kingdom", "Royaume-Uni"),
    country("US", "United States of America", "États-Unis d'Amérique"),
  ];
  const nationality = {
    type: "string" as const,
    widget: "select" as const,
    title: { en: "Nationality", fr: "Nationalité" },
    lookup: "pays",
  };

  // Regression: "Indi" + Enter picked British Indian Ocean Territory, listed before India.
  it("picks the country whose name starts with the text on Enter", async () => {
    fakeLookup(countries);
    const { store, user } = renderForm(oneTabForm({ nationality }));
    const input = await liveSelect(user, "Nationality");
    await user.type(input, "Indi");
    const list = screen.getByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["India", "British Indian Ocean Territory"]);
    await user.keyboard("{Enter}");
    expect(store.getValue("nationality")).toBe("IN");
  });

  it("finds countries by their common names, accents ignored", async () => {
    fakeLookup(countries);
    const { store, user } = renderForm(oneTabForm({ nationality }));
    const input = await liveSelect(user, "Nationality");
    await user.type(input, "UK{Enter}");
    expect(store.getValue("nationality")).toBe("GB");
    await user.type(input, "Holland{Enter}");
    expect(store.getValue("nationality")).toBe("NL");
    await user.type(input, "USA{Enter}");
    expect(store.getValue("nationality")).toBe("US");
    await user.type(input, "ivory coast{Enter}");
    expect(store.getValue("nationality")).toBe("CI");
  });

  it("finds them in French by their French names and abbreviations", async () => {
    fakeLookup(countries);
    const { store, user } = renderForm(oneTabForm({ nationality }), {}, { locale: "fr" });
    const input = await liveSelect(user, "Nationalité");
    await user.type(input, "cote{Enter}");
    expect(store.getValue("nationality")).toBe("CI");
    await user.type(input, "RU{Enter}");
    expect(store.getValue("nationality")).toBe("GB");
    await user.type(input, "etats{Enter}");
    expect(store.getValue("nationality")).toBe("US");
  });
});
