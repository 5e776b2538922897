import { describe, expect, it } from "vitest";
import { dateOf, formatDate, parseDate } from "./date-format.ts";

describe("parseDate", () => {
  it("reads dd/mm/yyyy", () => {
    expect(parseDate("15/03/2024")).toEqual({ day: 15, month: 3, year: 2024 });
    expect(parseDate(" 29/02/2024 ")).toEqual({ day: 29, month: 2, year: 2024 });
  });

  it("refuses dates that do not exist", () => {
    expect(parseDate("31/02/2024")).toBeNull();
    expect(parseDate("29/02/2023")).toBeNull();
    expect(parseDate("31/04/2024")).toBeNull();
    expect(parseDate("00/01/2024")).toBeNull();
    expect(parseDate("10/13/2024")).toBeNull();
  });

  it("requires two-digit day and month and a four-digit year", () => {
    expect(parseDate("1/03/2024")).toBeNull();
    expect(parseDate("01/3/2024")).toBeNull();
    expect(parseDate("01/03/24")).toBeNull();
    expect(parseDate("2024-03-01")).toBeNull();
    expect(parseDate("01.03.2024")).toBeNull();
    expect(parseDate("")).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });
});

describe("formatDate", () => {
  it("pads day, month and year", () => {
    expect(formatDate({ day: 5, month: 3, year: 2024 })).toBe("05/03/2024");
    expect(formatDate({ day: 31, month: 12, year: 999 })).toBe("31/12/0999");
  });

  it("round-trips with parseDate", () => {
    expect(formatDate(parseDate("07/08/1999")!)).toBe("07/08/1999");
  });

  it("takes the calendar date of a moment", () => {
    expect(dateOf(new Date(2024, 2, 15, 23, 59))).toEqual({ day: 15, month: 3, year: 2024 });
  });
});
