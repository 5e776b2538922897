import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDateWidget } from "./test-harness.tsx";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2024, 2, 15, 10, 0));
});
afterEach(() => vi.useRealTimers());

const day = (name: string) => screen.getByRole("button", { name });

describe("DateWidget range", () => {
  it("shows two months with Custom Range, Apply and Cancel", async () => {
    const { user } = renderDateWidget({ range: true });
    expect(screen.getByRole("textbox")).toHaveAttribute("placeholder", "dd/mm/yyyy - dd/mm/yyyy");
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    const dialog = screen.getByRole("dialog", { name: "Choose a date range" });
    expect(
      within(dialog)
        .getAllByRole("grid")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["March 2024", "April 2024"]);
    expect(within(dialog).getByText("Custom Range")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("chooses a range in two clicks and closes after the second", async () => {
    const { user, onChange } = renderDateWidget({ range: true });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(day("Sunday 10 March 2024"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText("10/03/2024 - …")).toBeInTheDocument();
    await user.click(day("Wednesday 10 April 2024"));
    expect(onChange).toHaveBeenLastCalledWith("10/03/2024 - 10/04/2024");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("restarts the range when the second click is earlier", async () => {
    const { user, onChange } = renderDateWidget({ range: true });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(day("Wednesday 20 March 2024"));
    await user.click(day("Sunday 10 March 2024"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("10/03/2024 - …")).toBeInTheDocument();
    await user.click(day("Tuesday 12 March 2024"));
    expect(onChange).toHaveBeenLastCalledWith("10/03/2024 - 12/03/2024");
  });

  it("applies a one-day range, or cancels without change", async () => {
    const { user, onChange } = renderDateWidget({ range: true });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(day("Sunday 10 March 2024"));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(day("Sunday 10 March 2024"));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenLastCalledWith("10/03/2024 - 10/03/2024");
  });

  it("highlights the chosen range when reopened", async () => {
    const { user } = renderDateWidget({ range: true, value: "10/03/2024 - 14/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    expect(day("Sunday 10 March 2024")).toHaveFocus();
    expect(day("Sunday 10 March 2024")).toHaveClass("dw-selected");
    expect(day("Tuesday 12 March 2024")).toHaveClass("dw-in-range");
    expect(day("Thursday 14 March 2024")).toHaveClass("dw-selected");
  });

  it("sorts and clamps a typed range", async () => {
    const { user, onChange } = renderDateWidget({ range: true, min: "01/01/2024", max: "31/12/2024" });
    await user.type(screen.getByRole("textbox"), "15/01/2025 - 10/12/2024");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("10/12/2024 - 31/12/2024");
    expect(
      screen.getByText("The date cannot be after 31/12/2024: the maximum date was set"),
    ).toBeInTheDocument();
  });

  it("shows 16 years, 4 × 4, in the year view", async () => {
    const { user } = renderDateWidget({ range: true });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(screen.getByRole("button", { name: "Choose month, March 2024 – April 2024" }));
    await user.click(screen.getByRole("button", { name: "Choose year, 2024" }));
    const years = screen.getByRole("table", { name: "2016 – 2031" });
    expect(within(years).getAllByRole("button")).toHaveLength(16);
    expect(within(years).getAllByRole("row")).toHaveLength(4);
  });

  it("keeps the keyboard focus across its two months", async () => {
    const { user } = renderDateWidget({ range: true, value: "28/03/2024 - 28/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.keyboard("{ArrowDown}");
    const [march, april] = screen.getAllByRole("grid");
    expect(march).toHaveAccessibleName("March 2024");
    expect(within(april).getByRole("button", { name: "Thursday 4 April 2024" })).toHaveFocus();
    await user.keyboard("{PageDown}");
    const grids = screen.getAllByRole("grid");
    expect(grids.map((g) => g.getAttribute("aria-label"))).toEqual(["April 2024", "May 2024"]);
    expect(within(grids[1]).getByRole("button", { name: "Saturday 4 May 2024" })).toHaveFocus();
  });
});
