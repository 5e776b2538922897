import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tab, testForm, textField } from "@portal/domain/engine/fixtures";
import { renderForm } from "./test-kit.tsx";

const required = (en: string) => textField({ required: true, title: { en, fr: en } });

/** Three tabs: one, two (needs one valid), three (only when show3 is O), each with a required field. */
function threeTabs() {
  return testForm(
    [
      tab("one", ["a"]),
      tab("two", ["b"], {
        buttons: [
          {
            id: "go",
            label: { en: "Go", fr: "Aller" },
            htmlClass: "btn btn-success",
            parameters: { action: "go" },
          },
          { id: "later", label: { en: "Later", fr: "Plus tard" }, visibleIf: { b: ["ready"] } },
        ],
      }),
      tab("three", ["c"], { visibleIf: { show3: ["O"] } }),
    ],
    {
      a: required("Field A"),
      b: required("Field B"),
      c: required("Field C"),
      show3: textField({ widget: "hidden" }),
    },
  );
}

describe("FormRenderer", () => {
  it("renders the visible tabs as Bootstrap nav tabs and the first tab's fields", () => {
    renderForm(threeTabs());
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["one", "two"]);
    expect(screen.getByLabelText(/Field A/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Field B/)).toBeNull();
  });

  it("blocks a tab while an earlier tab is invalid, and says why when it is clicked", async () => {
    const onBlockedTab = vi.fn();
    const { user, store } = renderForm(threeTabs(), {}, { onBlockedTab });
    const two = screen.getByRole("tab", { name: "two" });
    expect(two).toHaveAttribute("aria-disabled", "true");
    expect(two).toHaveAttribute("title", "Complete and save the previous tabs before opening two.");
    await user.click(two.parentElement!);
    expect(onBlockedTab).toHaveBeenCalledWith("two", "one");
    expect(screen.queryByLabelText(/Field B/)).toBeNull();

    act(() => store.setValue("a", "filled"));
    expect(screen.getByRole("tab", { name: "two" })).not.toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("tab", { name: "two" }));
    expect(screen.getByLabelText(/Field B/)).toBeInTheDocument();
  });

  it("opens every tab in admin mode", async () => {
    const { user } = renderForm(threeTabs(), {}, { admin: true });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["one", "two", "three"]);
    await user.click(screen.getByRole("tab", { name: "three" }));
    expect(screen.getByLabelText(/Field C/)).toBeInTheDocument();
  });

  it("shows a badge with the error count on a tab holding shown errors", async () => {
    const { store } = renderForm(threeTabs(), { a: "x" }, { activeTab: "one" });
    expect(within(screen.getByRole("tab", { name: "two" })).queryByText("1")).toBeNull();
    act(() => store.revealTab("two"));
    const two = screen.getByRole("tab", { name: /two/ });
    expect(two).toHaveTextContent("two1 1 error");
  });

  it("shows a tab's badge when it was saved (flag O) and holds an error, even when another tab is open", () => {
    const schema = threeTabs();
    schema.fields.two_validated = textField({ widget: "hidden" });
    renderForm(schema, { a: "x", two_validated: "O" }, { activeTab: "one" });
    expect(screen.getByRole("tab", { name: /two/ })).toHaveTextContent("1 error");
  });

  it("shows the tab's buttons whose visibleIf holds and calls onButton with the parameters", async () => {
    const onButton = vi.fn();
    const { user, store } = renderForm(threeTabs(), { a: "x" }, { activeTab: "two", onButton });
    expect(screen.queryByRole("button", { name: "Later" })).toBeNull();
    const go = screen.getByRole("button", { name: "Go" });
    expect(go).toHaveClass("btn", "btn-success");
    await user.click(go);
    expect(onButton).toHaveBeenCalledWith("go", { action: "go" });
    act(() => store.setValue("b", "ready"));
    expect(screen.getByRole("button", { name: "Later" })).toBeInTheDocument();
  });

  it("renders a plain list of every visible tab's fieldsets", () => {
    renderForm(threeTabs(), { show3: "O" }, { layout: "list" });
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "one",
      "two",
      "three",
    ]);
    expect(screen.getByLabelText(/Field C/)).toBeInTheDocument();
  });

  it("renders the tab titles in the current language", () => {
    const schema = threeTabs();
    schema.tabs[0].title = { en: "Choice", fr: "Choix" };
    renderForm(schema, {}, { locale: "fr" });
    expect(screen.getByRole("tab", { name: "Choix" })).toBeInTheDocument();
  });

  it("follows a change of language while shown", async () => {
    const schema = threeTabs();
    schema.tabs[0].title = { en: "Choice", fr: "Choix" };
    schema.fields.a.title = { en: "Field A", fr: "Champ A" };
    const { i18n } = renderForm(schema);
    await act(() => i18n.changeLanguage("fr"));
    expect(screen.getByRole("tab", { name: "Choix" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Champ A/)).toBeInTheDocument();
  });
});
