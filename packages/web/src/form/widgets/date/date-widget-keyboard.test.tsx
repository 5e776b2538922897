import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDateWidget } from "./test-harness.tsx";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2024, 2, 15, 10, 0));
});
afterEach(() => vi.useRealTimers());

const day = (name: string) => screen.getByRole("button", { name });

describe("DateWidget keyboard", () => {
  it("opens from the keyboard, moves the focused day and picks with Enter", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024" });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Open calendar" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(day("Friday 15 March 2024")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(day("Saturday 16 March 2024")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(day("Saturday 23 March 2024")).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowUp}");
    expect(day("Friday 15 March 2024")).toHaveFocus();
    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "April 2024" })).toBeInTheDocument();
    expect(day("Monday 15 April 2024")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(day("Sunday 14 April 2024")).toHaveFocus();
    await user.keyboard("{End}");
    expect(day("Saturday 20 April 2024")).toHaveFocus();
    await user.keyboard("{PageUp}{PageUp}");
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeInTheDocument();
    expect(day("Tuesday 20 February 2024")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("20/02/2024");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("picks with Space and keeps only the focused day in the tab order", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    expect(day("Friday 15 March 2024")).toHaveAttribute("tabindex", "0");
    expect(day("Saturday 16 March 2024")).toHaveAttribute("tabindex", "-1");
    await user.keyboard("{ArrowLeft} ");
    expect(onChange).toHaveBeenLastCalledWith("14/03/2024");
  });

  it("moves across the year with arrows", async () => {
    const { user } = renderDateWidget({ value: "31/12/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("grid", { name: "January 2025" })).toBeInTheDocument();
    expect(day("Wednesday 1 January 2025")).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the open calendar", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(day("Friday 15 March 2024")).not.toHaveFocus();
    while (!dialog.querySelector("[tabindex='0']")?.matches(":focus")) await user.tab();
    expect(day("Friday 15 March 2024")).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(day("Friday 15 March 2024")).toHaveFocus();
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("closes with Escape and returns the focus to the input", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.keyboard("{ArrowRight}{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens with Alt+ArrowDown in the input", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("textbox"));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(day("Friday 15 March 2024")).toHaveFocus();
  });

  it("does not pick a disabled day, but can move over it", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024", disabledWeekdays: [0, 6] });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    expect(day("Saturday 16 March 2024")).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{ArrowRight}");
    expect(day("Saturday 16 March 2024")).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(day("Sunday 17 March 2024"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("disables days outside the bounds, listed dates and ranges", async () => {
    const { user } = renderDateWidget({
      value: "15/03/2024",
      min: "05/03/2024",
      max: "28/03/2024",
      disabledDates: ["20/03/2024"],
      disabledRanges: [["11/03/2024", "13/03/2024"]],
    });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    for (const name of [
      "Monday 4 March 2024",
      "Wednesday 20 March 2024",
      "Tuesday 12 March 2024",
      "Friday 29 March 2024",
    ])
      expect(day(name)).toHaveAttribute("aria-disabled", "true");
    for (const name of ["Tuesday 5 March 2024", "Thursday 14 March 2024", "Thursday 28 March 2024"])
      expect(day(name)).not.toHaveAttribute("aria-disabled");
  });

  it("starts weeks on the configured weekday and can hide week numbers", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024", firstWeekday: 1, showWeekNumbers: false });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
    expect(screen.queryAllByRole("rowheader")).toHaveLength(0);
    expect(screen.getAllByRole("gridcell")[0]).toContainElement(day("Monday 26 February 2024"));
  });
});
