import { describe, expect, it } from "vitest";
import { zipEntryName } from "./data-export.ts";

describe("zipEntryName", () => {
  it("keeps no path, no character Windows refuses, and makes names unique in a folder", () => {
    const taken = new Set<string>();
    expect(zipEntryName("../../etc/passwd", taken)).toBe("passwd");
    expect(zipEntryName('C:\\docs\\a<b>:"c"|?*.pdf', taken)).toBe("a_b___c____.pdf");
    expect(zipEntryName("cv.pdf", taken)).toBe("cv.pdf");
    expect(zipEntryName("CV.pdf", taken)).toBe("CV (2).pdf");
    expect(zipEntryName("cv.pdf", taken)).toBe("cv (3).pdf");
    expect(zipEntryName("", taken)).toBe("file");
  });
});
