import { describe, expect, it } from "vitest";
import { dateErrorMessage } from "./date-bounds.ts";
import { validateDate } from "./date-validate.ts";
import { translate } from "../i18n/index.ts";

describe("validateDate", () => {
  it("accepts a real date and has no minimum by default", () => {
    expect(validateDate("15/03/2024")).toEqual({ value: "15/03/2024" });
    expect(validateDate("01/01/1900")).toEqual({ value: "01/01/1900" });
  });

  it("leaves an empty value empty", () => {
    expect(validateDate("")).toEqual({ value: "" });
    expect(validateDate("   ", { min: "01/01/2024" })).toEqual({ value: "" });
  });

  it("reports an invalid date and keeps the text", () => {
    expect(validateDate("31/02/2024")).toEqual({ value: "31/02/2024", error: "invalidDate" });
    expect(validateDate("hello")).toEqual({ value: "hello", error: "invalidDate" });
    expect(validateDate("1/2/2024")).toEqual({ value: "1/2/2024", error: "invalidDate" });
  });

  it("replaces a date before the minimum by the minimum", () => {
    expect(validateDate("31/12/2023", { min: "01/01/2024" })).toEqual({
      value: "01/01/2024",
      error: "minDate",
    });
  });

  it("replaces a date after the maximum by the maximum", () => {
    expect(validateDate("01/07/2025", { max: "30/06/2025" })).toEqual({
      value: "30/06/2025",
      error: "maxDate",
    });
  });

  it("accepts the bounds themselves", () => {
    const rules = { min: "01/01/2024", max: "31/12/2024" };
    expect(validateDate("01/01/2024", rules)).toEqual({ value: "01/01/2024" });
    expect(validateDate("31/12/2024", rules)).toEqual({ value: "31/12/2024" });
  });

  it("ignores an unreadable bound", () => {
    expect(validateDate("01/01/1990", { min: "not a date" })).toEqual({ value: "01/01/1990" });
  });

  it("refuses disabled weekdays, dates and ranges", () => {
    expect(validateDate("16/03/2024", { disabledWeekdays: [0, 6] })).toEqual({
      value: "16/03/2024",
      error: "invalidDate",
    });
    expect(validateDate("25/12/2024", { disabledDates: ["25/12/2024"] }).error).toBe("invalidDate");
    expect(validateDate("10/08/2024", { disabledRanges: [["01/08/2024", "31/08/2024"]] }).error).toBe(
      "invalidDate",
    );
    expect(validateDate("01/09/2024", { disabledRanges: [["01/08/2024", "31/08/2024"]] })).toEqual({
      value: "01/09/2024",
    });
  });
});

describe("dateErrorMessage", () => {
  it("gives the catalogue key with the bound", () => {
    expect(dateErrorMessage("minDate", { min: "01/01/2024" })).toEqual({
      code: "DATE_BEFORE_MIN",
      key: "dates.minDate",
      params: { min: "01/01/2024" },
    });
    expect(dateErrorMessage("invalidDate")).toEqual({
      code: "DATE_INVALID",
      key: "dates.invalidDate",
      params: {},
    });
  });

  it("translates in English and French", () => {
    const min = dateErrorMessage("minDate", { min: "01/01/2024" });
    expect(translate("en", min.key, min.params)).toBe(
      "The date cannot be before 01/01/2024: the minimum date was set",
    );
    expect(translate("fr", "dates.invalidDate")).toBe("Date invalide");
    const max = dateErrorMessage("maxDate", { max: "30/06/2025" });
    expect(translate("en", max.key, max.params)).toBe(
      "The date cannot be after 30/06/2025: the maximum date was set",
    );
  });
});
