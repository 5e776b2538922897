import { describe, expect, it } from "vitest";
import { bacSpecialityRows } from "./bac-specialities.ts";

describe("bac specialities seed", () => {
  const rows = bacSpecialityRows();
  const codesOf = (year: number) => rows.filter((r) => r.year === year).map((r) => r.code);

  it("covers the bac years 2021 to 2025 only", () => {
    expect([...new Set(rows.map((r) => r.year))]).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it("has the twelve specialities of the reform from 2021, and EPPCS from 2023", () => {
    expect(codesOf(2021)).toHaveLength(12);
    expect(codesOf(2022)).not.toContain("EPPCS");
    expect(codesOf(2023)).toContain("EPPCS");
    expect(codesOf(2025)).toHaveLength(13);
    expect(rows.find((r) => r.year === 2021 && r.code === "PC")).toMatchObject({
      label: "Physique-chimie",
      label_en: "Physics and chemistry",
    });
  });
});
