import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./index.ts";
import { reports } from "./reports.ts";

describe("reports catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(reports.fr).sort()).toEqual(Object.keys(reports.en).sort());
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["reports.title.application_file"]).toBe("Application file");
    expect(catalogues.fr["reports.title.application_file"]).toBe("Dossier de candidature");
  });

  it("fills the page footer", () => {
    expect(translate("en", "reports.page", { page: 2, total: 5 })).toBe("Page 2 of 5");
    expect(translate("fr", "reports.page", { page: 2, total: 5 })).toBe("Page 2 sur 5");
  });
});
