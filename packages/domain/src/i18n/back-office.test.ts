import { describe, expect, it } from "vitest";
import { backOffice } from "./back-office.ts";
import type { CatalogueArea } from "./catalogue.ts";
import { catalogues } from "./index.ts";
import { staffPage } from "./staff-page.ts";

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ["back office and dashboard", backOffice],
  ["staff page", staffPage],
] as [string, CatalogueArea][])("%s catalogue", (_, area) => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(area.fr).sort()).toEqual(Object.keys(area.en).sort());
  });

  it("uses the same placeholders in both languages", () => {
    for (const key of Object.keys(area.en)) expect(params(area.fr[key]), key).toEqual(params(area.en[key]));
  });

  it("is registered in the merged catalogues, and no other area defines its keys", () => {
    for (const key of Object.keys(area.en)) {
      expect(catalogues.en[key], key).toBe(area.en[key]);
      expect(catalogues.fr[key], key).toBe(area.fr[key]);
    }
  });
});
