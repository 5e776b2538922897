import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./index.ts";
import { renderer } from "./renderer.ts";

describe("renderer catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(renderer.fr).sort()).toEqual(Object.keys(renderer.en).sort());
  });

  it("holds the select widget's texts of SPEC §8 verbatim in English", () => {
    expect(renderer.en["select.noItems"]).toBe("No items found");
    expect(renderer.en["select.typeToSearch"]).toBe("Type to search");
    expect(renderer.en["select.addItem"]).toBe("Add item");
    expect(renderer.en["select.loading"]).toBe("Loading...");
    expect(renderer.en["select.clearAll"]).toBe("Clear all");
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["admin.loadMore"]).toBe("Load more");
    expect(catalogues.fr["admin.loadMore"]).toBe("Afficher plus");
  });

  // Regression: "Certains champs de Informations personnelles" — the tab's name now follows
  // "l'onglet", so no elision depends on its first letter.
  it("names a tab in French without a broken elision, whatever its first letter (Informations personnelles)", () => {
    expect(translate("fr", "renderer.tabInvalid", { tab: "Informations personnelles" })).toBe(
      "Certains champs de l'onglet «\u00a0Informations personnelles\u00a0» ne sont pas correctement renseignés.",
    );
  });
});
