import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { files } from "./files.ts";

describe("files catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(files.fr).sort()).toEqual(Object.keys(files.en).sort());
  });

  it("keeps the two alerts in French in both languages (SPEC §5)", () => {
    for (const key of ["files.tooHeavy", "files.wrongExtension"]) expect(files.en[key]).toBe(files.fr[key]);
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["files.status.success"]).toBe("Uploaded");
    expect(catalogues.fr["files.status.success"]).toBe("Envoyé");
  });
});
