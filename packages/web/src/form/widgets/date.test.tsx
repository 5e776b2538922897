import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { date } from "@portal/domain/schema/candform/builders";
import { oneTabForm, renderForm } from "../test-kit.tsx";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2024, 2, 15, 10, 0)); // Friday 15 March 2024
});
afterEach(() => vi.useRealTimers());

const title = { en: "Date of birth", fr: "Date de naissance" };

describe("date field in a form", () => {
  // Regression: an unreadable date showed two errors, the widget's "Invalid date" and the engine's.
  it("shows one error for a date that is not a date", async () => {
    const { user } = renderForm(oneTabForm({ dateofbirth: date(title, { minDate: "01/01/1940" }) }));
    const input = screen.getByRole("textbox", { name: /Date of birth/ });
    await user.type(input, "31/02/2001");
    await user.tab();
    const field = input.closest("[data-field]") ?? document.body;
    expect(within(field as HTMLElement).getAllByText(/invalid date/i)).toHaveLength(1);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  // Regression: the date of birth picker opened on today's month, decades from any plausible birth date.
  it("opens the date of birth picker on the years around 20 years ago while empty", async () => {
    const { user } = renderForm(oneTabForm({ dateofbirth: candform.fields.dateofbirth }));
    await user.click(screen.getByRole("button", { name: "Open calendar: Date of birth" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("table", { name: "2000 – 2019" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "2004" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "2001" }));
    await user.click(within(dialog).getByRole("button", { name: "June 2001" }));
    expect(within(dialog).getByRole("grid", { name: "June 2001" })).toBeInTheDocument();
  });

  it("opens on the chosen date's month once there is one", async () => {
    const { user } = renderForm(oneTabForm({ dateofbirth: candform.fields.dateofbirth }), {
      dateofbirth: "05/06/1999",
    });
    await user.click(screen.getByRole("button", { name: "Open calendar: Date of birth" }));
    expect(within(screen.getByRole("dialog")).getByRole("grid", { name: "June 1999" })).toBeInTheDocument();
  });

  it("opens other dates on today's month", async () => {
    const { user } = renderForm(oneTabForm({ arrival: date({ en: "Arrival", fr: "Arrivée" }) }));
    await user.click(screen.getByRole("button", { name: "Open calendar: Arrival" }));
    expect(within(screen.getByRole("dialog")).getByRole("grid", { name: "March 2024" })).toBeInTheDocument();
  });
});
