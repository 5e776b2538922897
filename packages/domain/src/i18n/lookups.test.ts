import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { lookups } from "./lookups.ts";

describe("lookups catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(lookups.fr).sort()).toEqual(Object.keys(lookups.en).sort());
  });

  it("uses the same placeholders in both languages", () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(lookups.en))
      expect(params(lookups.fr[key]), key).toEqual(params(lookups.en[key]));
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["lookups.csv.required"]).toBe("“{{column}}” is empty but required.");
    expect(catalogues.fr["lookups.csv.required"]).toBe("«\u00a0{{column}}\u00a0» est vide mais obligatoire.");
  });
});
