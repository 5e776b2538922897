import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDateWidget } from "./test-harness.tsx";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2024, 2, 15, 10, 0)); // Friday 15 March 2024
});
afterEach(() => vi.useRealTimers());

describe("DateWidget", () => {
  it("shows a dd/mm/yyyy text input and a calendar button", () => {
    renderDateWidget({ label: "Date of birth" });
    expect(screen.getByRole("textbox", { name: "Date of birth" })).toHaveAttribute(
      "placeholder",
      "dd/mm/yyyy",
    );
    expect(screen.getByRole("button", { name: "Open calendar: Date of birth" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens a dialog with a 6 × 7 day grid and week numbers", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    const dialog = screen.getByRole("dialog", { name: "Choose a date" });
    const grid = within(dialog).getByRole("grid", { name: "March 2024" });
    expect(within(grid).getAllByRole("gridcell")).toHaveLength(42);
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["9", "10", "11", "12", "13", "14"]);
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Wk", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    expect(screen.getByRole("button", { name: "Friday 15 March 2024" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Friday 15 March 2024" }).closest("td")).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("picks a day with the mouse, closes and gives the value to the form", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(screen.getByRole("button", { name: "Wednesday 20 March 2024" }));
    expect(onChange).toHaveBeenLastCalledWith("20/03/2024");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveValue("20/03/2024");
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("opens on today when empty and picks with the Today button", async () => {
    const { user, onChange } = renderDateWidget();
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    expect(screen.getByRole("button", { name: "Friday 15 March 2024" })).toHaveAttribute(
      "aria-current",
      "date",
    );
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(onChange).toHaveBeenLastCalledWith("15/03/2024");
  });

  it("closes on a click outside", async () => {
    const { user } = renderDateWidget();
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("replaces a typed date before the minimum by the minimum and says so", async () => {
    const { user, onChange } = renderDateWidget({ min: "01/01/2024" });
    const input = screen.getByRole("textbox");
    await user.type(input, "25/12/2023");
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("01/01/2024");
    expect(input).toHaveValue("01/01/2024");
    expect(input).toHaveClass("is-invalid");
    const message = screen.getByText("The date cannot be before 01/01/2024: the minimum date was set");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
  });

  it("replaces a typed date after the maximum by the maximum", async () => {
    const { user, onChange } = renderDateWidget({ max: "30/06/2025", describedBy: "birth-help" });
    const input = screen.getByRole("textbox");
    await user.type(input, "01/07/2025{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("30/06/2025");
    expect(
      screen.getByText("The date cannot be after 30/06/2025: the maximum date was set"),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-describedby", "birth-help birth-date-error");
  });

  it("reports an invalid date and clears the message once corrected", async () => {
    const { user } = renderDateWidget();
    const input = screen.getByRole("textbox");
    await user.type(input, "31/02/2024");
    await user.tab();
    expect(screen.getByText("Invalid date")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.clear(input);
    await user.type(input, "29/02/2024");
    await user.tab();
    expect(screen.queryByText("Invalid date")).not.toBeInTheDocument();
    expect(input).toHaveValue("29/02/2024");
  });

  it("is disabled when read-only and carries the value in a hidden input", () => {
    const { container } = renderDateWidget({ value: "15/03/2024", readOnly: true });
    expect(screen.getByRole("textbox")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Open calendar" })).toBeDisabled();
    const hidden = container.querySelector('input[type="hidden"]');
    expect(hidden).toHaveAttribute("name", "birth");
    expect(hidden).toHaveValue("15/03/2024");
  });

  it("shows the error style when the form says the field is invalid", () => {
    renderDateWidget({ invalid: true, describedBy: "birth-error" });
    expect(screen.getByRole("textbox")).toHaveClass("is-invalid");
    expect(screen.getByRole("textbox")).toHaveAttribute("aria-describedby", "birth-error");
  });

  it("starts the French calendar on Monday and the English one on Sunday, headers in that order", async () => {
    const french = renderDateWidget({ value: "15/03/2024", locale: "fr" });
    await french.user.click(screen.getByRole("button", { name: "Ouvrir le calendrier" }));
    // The last seven headers are the weekdays (a week-number column may come first).
    const frenchDays = screen
      .getAllByRole("columnheader")
      .slice(-7)
      .map((h) => h.getAttribute("title"));
    expect(frenchDays).toEqual(["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]);
    expect(screen.getByRole("button", { name: "lundi 26 février 2024" })).toBeInTheDocument();
    french.unmount();

    const english = renderDateWidget({ value: "15/03/2024" });
    await english.user.click(screen.getByRole("button", { name: "Open calendar" }));
    const englishDays = screen
      .getAllByRole("columnheader")
      .slice(-7)
      .map((h) => h.getAttribute("title"));
    expect(englishDays[0]).toBe("Sunday");
    expect(englishDays[6]).toBe("Saturday");
  });

  it("speaks French when asked", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024", locale: "fr", firstWeekday: 1 });
    expect(screen.getByRole("textbox")).toHaveAttribute("placeholder", "jj/mm/aaaa");
    await user.click(screen.getByRole("button", { name: "Ouvrir le calendrier" }));
    expect(screen.getByRole("dialog", { name: "Choisir une date" })).toBeInTheDocument();
    expect(screen.getByRole("grid", { name: "mars 2024" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "vendredi 15 mars 2024" })).toHaveFocus();
    expect(screen.getAllByRole("columnheader")[1]).toHaveTextContent("lu");
    expect(screen.getByRole("button", { name: "Aujourd'hui" })).toBeInTheDocument();
  });
});
