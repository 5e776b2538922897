import { describe, expect, it } from "vitest";
import { columnWidths } from "./pdf-table.ts";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("columnWidths", () => {
  it("stretches columns in proportion to what they want when everything fits", () => {
    expect(columnWidths([10, 10], [100, 300], 800)).toEqual([200, 600]);
  });

  it("gives each column its minimum, then shares the rest by what each lacks", () => {
    const widths = columnWidths([50, 50, 50], [50, 250, 450], 450);
    expect(widths[0]).toBe(50);
    expect(widths[1]).toBeCloseTo(50 + 300 * (200 / 600));
    expect(sum(widths)).toBeCloseTo(450);
  });

  it("shrinks the minimums when even they do not fit", () => {
    expect(columnWidths([300, 300], [400, 400], 300)).toEqual([150, 150]);
  });
});
