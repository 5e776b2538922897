import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDateWidget } from "./test-harness.tsx";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2024, 2, 15, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe("DateWidget views", () => {
  it("goes up from days to months to years with the header, and back down by picking", async () => {
    const { user, onChange } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(screen.getByRole("button", { name: "Choose month, March 2024" }));

    const months = screen.getByRole("table", { name: "2024" });
    expect(within(months).getAllByRole("row")).toHaveLength(4);
    expect(within(months).getAllByRole("row")[0].querySelectorAll("button")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "March 2024" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Choose year, 2024" }));
    const years = screen.getByRole("table", { name: "2020 – 2039" });
    expect(within(years).getAllByRole("button")).toHaveLength(20);
    expect(within(years).getAllByRole("row")[0].querySelectorAll("button")).toHaveLength(5);
    expect(screen.getByRole("button", { name: "2024" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Previous years" }));
    expect(screen.getByRole("table", { name: "2000 – 2019" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "2001" }));

    expect(screen.getByRole("table", { name: "2001" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "July 2001" }));

    expect(screen.getByRole("grid", { name: "July 2001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sunday 15 July 2001" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Saturday 7 July 2001" }));
    expect(onChange).toHaveBeenLastCalledWith("07/07/2001");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("moves by month and by year with the previous and next buttons", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "April 2024" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose month, February 2024" }));
    await user.click(screen.getByRole("button", { name: "Next year" }));
    expect(screen.getByRole("table", { name: "2025" })).toBeInTheDocument();
  });

  it("disables months and years outside the bounds", async () => {
    const { user } = renderDateWidget({ value: "15/03/2024", min: "10/02/2024", max: "20/11/2026" });
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await user.click(screen.getByRole("button", { name: "Choose month, March 2024" }));
    expect(screen.getByRole("button", { name: "January 2024" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "February 2024" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Choose year, 2024" }));
    expect(screen.getByRole("button", { name: "2023" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "2027" })).toBeDisabled();
  });
});
