import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { activePdfs, legitimatePdfs, rawPdf } from "../../test/security/bad-pdfs.ts";
import { demoPdf } from "../seeds/demo-files.ts";
import { pdfBytes } from "../../test/files-kit.ts";
import { realPdf } from "../../test/reports-kit.ts";
import { inspectPdf, PDF_INFLATE_BUDGET } from "./pdf-active-content.ts";

// Issue #8 item 8: PDFs carrying JavaScript or launch actions were stored and served to staff.
describe("inspectPdf", () => {
  it("passes legitimate PDFs: the demo documents, pdf-lib's, a destination /OpenAction, an attached XML", async () => {
    const legit = {
      ...(await legitimatePdfs()),
      "demo document": await demoPdf("Bachelor's degree", ["Ada Lovelace", "2024"]),
      "report test PDF": await realPdf("TRANSCRIPT", 3),
      "upload test PDF": pdfBytes(50_000),
    };
    for (const [name, bytes] of Object.entries(legit)) {
      expect([name, await inspectPdf(bytes)]).toEqual([name, "clean"]);
    }
  });

  it("finds scripts and launch actions, plain, escaped or in compressed object streams", async () => {
    for (const [name, { bytes, verdict }] of Object.entries(await activePdfs())) {
      expect([name, await inspectPdf(bytes)]).toEqual([name, verdict]);
    }
  });

  it("stops inflating an object stream at its budget (a compression bomb is uncheckable, not a crash)", async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1024, 0x20));
    const bytes = rawPdf(
      [
        "<< /Type /Catalog >>",
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>`,
      ],
      { 2: bomb },
    );
    expect(await inspectPdf(bytes)).toBe("uncheckable");
  });

  it("does not take random bytes in streams for a script", async () => {
    // /JS is three bytes: it counts inside dictionaries only, never inside stream data.
    const data = Buffer.from("xx /JS yy /JSON (text) ", "latin1");
    expect(await inspectPdf(rawPdf(["<< /Type /Catalog >>", "<< /Length 23 >>"], { 2: data }))).toBe("clean");
  });
});
