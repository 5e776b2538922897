import { describe, expect, it } from "vitest";
import { DossierCounter } from "./dossier-zip-counter.ts";
import { joined, zipEntry } from "./dossier-zip-test-kit.ts";

const zip = joined([
  zipEntry("Doé-Jane-1/application.pdf", "%PDF-1.7 …"),
  zipEntry("Doé-Jane-1/documents/application.pdf", "a document named like the file"),
  zipEntry("Doé-Jane-1/documents/cv.pdf"),
  zipEntry("application-2/application.pdf"),
  zipEntry("application-3/application.pdf"),
]);

describe("DossierCounter", () => {
  it("counts each folder's application file, not the documents", () => {
    const counter = new DossierCounter();
    counter.push(zip);
    expect(counter.count).toBe(3);
  });

  it("counts the same however the bytes are cut", () => {
    for (const size of [1, 2, 3, 5, 17, 31, 64]) {
      const counter = new DossierCounter();
      for (let at = 0; at < zip.length; at += size) counter.push(zip.subarray(at, at + size));
      expect(counter.count, `chunks of ${size} bytes`).toBe(3);
    }
  });
});
