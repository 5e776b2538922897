import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { candidateNotices } from "./candidate-notices.ts";

describe("candidate notices catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(candidateNotices.fr).sort()).toEqual(Object.keys(candidateNotices.en).sort());
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["candidateNotices.awaiting"]).toBe("Awaiting payment confirmation");
    expect(catalogues.fr["candidateNotices.overdue"]).toBe("en retard");
  });
});
