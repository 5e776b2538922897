import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { journey } from "./journey.ts";

describe("journey catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(journey.fr).sort()).toEqual(Object.keys(journey.en).sort());
  });

  it("is registered in the merged catalogues, with French typography", () => {
    expect(catalogues.en["journey.state.waiting_jury"]).toBe("Waiting for the jury's decision");
    expect(catalogues.fr["journey.missingHeading"]).toBe("Reste à faire\u00a0:");
  });
});
