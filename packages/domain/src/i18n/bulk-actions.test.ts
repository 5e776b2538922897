import { describe, expect, it } from "vitest";
import { bulkActions } from "./bulk-actions.ts";
import { catalogues } from "./index.ts";

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("workspace bulk actions catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(bulkActions.fr).sort()).toEqual(Object.keys(bulkActions.en).sort());
  });

  it("uses the same placeholders in both languages", () => {
    for (const key of Object.keys(bulkActions.en))
      expect(params(bulkActions.fr[key]), key).toEqual(params(bulkActions.en[key]));
  });

  it("is registered in the merged catalogues, and no other area defines its keys", () => {
    for (const key of Object.keys(bulkActions.en)) {
      expect(catalogues.en[key], key).toBe(bulkActions.en[key]);
      expect(catalogues.fr[key], key).toBe(bulkActions.fr[key]);
    }
  });
});
