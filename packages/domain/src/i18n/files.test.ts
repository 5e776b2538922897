import { describe, expect, it } from "vitest";
import { catalogues } from "./index.ts";
import { files } from "./files.ts";

describe("files catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(files.fr).sort()).toEqual(Object.keys(files.en).sort());
  });

  // Regression: the alerts were French in the English interface too.
  it("gives the two alerts of SPEC §5 in French, and in English in the English interface", () => {
    expect(files.fr["files.tooHeavy"]).toBe("Le fichier est trop lourd, ne pas dépasser {{mb}} Mo");
    expect(files.fr["files.wrongExtension"]).toBe(
      "L'extension du fichier n'est pas correcte, veuillez respecter les formats demandés\u00a0: {{formats}}",
    );
    expect(files.en["files.tooHeavy"]).toBe("The file is too large: it must not exceed {{mb}} MB");
    expect(files.en["files.wrongExtension"]).toMatch(/^The file's extension is not accepted/);
  });

  it("is registered in the merged catalogues", () => {
    expect(catalogues.en["files.status.success"]).toBe("Uploaded");
    expect(catalogues.fr["files.status.success"]).toBe("Envoyé");
  });
});
