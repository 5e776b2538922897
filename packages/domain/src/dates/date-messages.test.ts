import { describe, expect, it } from "vitest";
import { dates } from "../i18n/dates.ts";
import { translate } from "../i18n/index.ts";

describe("date messages", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(dates.fr).sort()).toEqual(Object.keys(dates.en).sort());
  });

  it("names months and weekdays in both languages", () => {
    expect(translate("en", "dates.month.3")).toBe("March");
    expect(translate("fr", "dates.month.8")).toBe("août");
    expect(translate("en", "dates.weekday.0")).toBe("Sunday");
    expect(translate("fr", "dates.weekdayShort.1")).toBe("lu");
  });

  it("has the picker's buttons", () => {
    expect(["apply", "cancel", "customRange", "today"].map((k) => translate("en", `dates.${k}`))).toEqual([
      "Apply",
      "Cancel",
      "Custom Range",
      "Today",
    ]);
    expect(translate("fr", "dates.apply")).toBe("Appliquer");
  });
});
