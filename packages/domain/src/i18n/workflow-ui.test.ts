import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { workflowUi } from "./workflow-ui.ts";

describe("workflow UI catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(workflowUi.fr).sort()).toEqual(Object.keys(workflowUi.en).sort());
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["juries.title"]).toBe("Juries");
    expect(catalogues.fr["workflowUi.tuitionHeading"]).toBe("Frais de scolarité");
  });
});
