import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tab, testForm, textField } from "@portal/domain/engine/fixtures";
import { renderForm } from "./test-kit.tsx";

const required = (en: string) => textField({ required: true, title: { en, fr: en } });

/** Four tabs: one, two, three (hidden until show3 is O), four; each later tab needs the earlier ones valid. */
function fourTabs() {
  return testForm(
    [
      tab("one", ["a"]),
      tab("two", ["b"]),
      tab("three", ["c"], { visibleIf: { show3: ["O"] } }),
      tab("four", ["d"]),
    ],
    {
      a: required("Field A"),
      b: required("Field B"),
      c: required("Field C"),
      d: required("Field D"),
      show3: textField({ widget: "hidden" }),
    },
  );
}

const stepper = () => screen.getByRole("navigation", { name: "Steps of the form" });

describe("TabStepper (the tabs on a phone)", () => {
  it("says which visible step is open, and steps with Previous and Next", async () => {
    const onSelectTab = vi.fn();
    const { user } = renderForm(fourTabs(), { a: "x", b: "y" }, { activeTab: "two", onSelectTab });
    expect(within(stepper()).getByText("Step 2 of 3 · two")).toBeInTheDocument();
    await user.click(within(stepper()).getByRole("button", { name: "Next" }));
    expect(onSelectTab).toHaveBeenLastCalledWith("four");
    await user.click(within(stepper()).getByRole("button", { name: "Previous" }));
    expect(onSelectTab).toHaveBeenLastCalledWith("one");
  });

  it("disables Next while the next step cannot be opened, and says why", () => {
    renderForm(fourTabs(), {}, { activeTab: "one" });
    expect(within(stepper()).getByRole("button", { name: "Previous" })).toBeDisabled();
    const next = within(stepper()).getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription("Complete and save the previous tabs before opening two.");
  });

  it("lists every visible step in its menu, the current one marked, blocked ones disabled, errors counted", async () => {
    const onSelectTab = vi.fn();
    const { user, store } = renderForm(fourTabs(), { a: "x" }, { activeTab: "one", onSelectTab });
    store.revealTab("two");
    const menu = within(stepper()).getByRole("combobox", { name: "Go to step" });
    const options = await within(menu).findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["1. one", "2. two — 1 error", "3. four"]);
    expect(options[0]).toHaveAttribute("aria-current", "step");
    expect(menu).toHaveValue("one");
    expect(options[2]).toBeDisabled();
    await user.selectOptions(menu, "two");
    expect(onSelectTab).toHaveBeenCalledWith("two");
  });
});

describe("the tab bar or the stepper, as the screen is", () => {
  /** A browser whose viewport is `width` pixels wide, changing when `resize` is called. */
  function viewport(width: number) {
    const lists: { query: string; list: { matches: boolean }; listeners: Set<() => void> }[] = [];
    const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
    vi.stubGlobal("matchMedia", (query: string) => {
      const listeners = new Set<() => void>();
      const list = {
        matches: matches(query),
        addEventListener: (_: string, f: () => void) => listeners.add(f),
        removeEventListener: (_: string, f: () => void) => listeners.delete(f),
      };
      lists.push({ query, list, listeners });
      return list;
    });
    return (next: number) => {
      width = next;
      for (const { query, list, listeners } of lists) {
        list.matches = matches(query);
        listeners.forEach((f) => f());
      }
    };
  }

  it("renders only the stepper on a phone, only the tab bar on a wide screen, and follows a resize", async () => {
    const resize = viewport(400);
    renderForm(fourTabs(), { a: "x" });
    expect(stepper()).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
    // The open tab's panel keeps its name, which came from the tab bar's heading.
    expect(screen.getByRole("tabpanel", { name: "one" })).toBeInTheDocument();
    await act(async () => resize(1024));
    expect(screen.getByRole("tablist")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Steps of the form" })).toBeNull();
    expect(screen.getByRole("tabpanel", { name: "one" })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
