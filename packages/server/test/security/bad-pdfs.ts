import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFString, type PDFDict } from "@cantoo/pdf-lib";

/**
 * PDFs built in the test, no binary fixtures: legitimate ones and ones carrying JavaScript or
 * launch actions in the places a viewer looks (catalog /OpenAction, page /AA, the /Names tree),
 * written plainly, with #xx escapes, or hidden in compressed object streams.
 */

/** A PDF assembled from object bodies (1 0 obj is the catalog), with a correct xref table. */
export function rawPdf(bodies: string[], streams: Record<number, Buffer> = {}): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0].length;
  bodies.forEach((body, i) => {
    offsets.push(length);
    const data = streams[i + 1];
    const chunk = data
      ? Buffer.concat([
          Buffer.from(`${i + 1} 0 obj\n${body}\nstream\n`, "latin1"),
          data,
          Buffer.from("\nendstream\nendobj\n", "latin1"),
        ])
      : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    parts.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, "latin1")]);
}

const PAGES = [
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
];

/** A plain one-page PDF whose catalog has `extra` entries (e.g. an /OpenAction). */
export function plainPdf(catalogExtra = "", pageExtra = ""): Buffer {
  return rawPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    PAGES[0],
    PAGES[1].replace(">>", `${pageExtra} >>`),
  ]);
}

/** A pdf-lib document with one page; `decorate` adds the active parts; saved with object streams. */
async function pdfLib(decorate: (doc: PDFDocument) => void, objectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  decorate(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

const script = (doc: PDFDocument) =>
  doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('hello')") });

/** Legitimate PDFs: pdf-lib with object streams, a destination /OpenAction, an attached XML invoice. */
export async function legitimatePdfs(): Promise<Record<string, Buffer>> {
  return {
    "pdf-lib with object streams": await pdfLib(() => {}),
    "opens at page 1 (/OpenAction destination)": await pdfLib((doc) => {
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([doc.getPage(0).ref, PDFName.of("Fit")]));
    }),
    "attached XML invoice": await pdfLib((doc) => {
      void doc.attach(Buffer.from("<?xml version='1.0'?><Invoice/>"), "factur-x.xml", {
        mimeType: "text/xml",
      });
    }),
    "plain, no object streams": plainPdf("/PageMode /UseNone"),
  };
}

/** PDFs a viewer would run code from; `uncheckable` ones hide an object stream we cannot read. */
export async function activePdfs(): Promise<
  Record<string, { bytes: Buffer; verdict: "active" | "uncheckable" }>
> {
  const active = (bytes: Buffer) => ({ bytes, verdict: "active" as const });
  const plainJs = plainPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>");
  const hiddenObjects = zlib.deflateSync(
    Buffer.from("4 0 << /S /JavaScript /JS (app.alert(1)) >>", "latin1"),
  );
  return {
    "/OpenAction JavaScript, plain": active(plainJs),
    "/OpenAction JavaScript, in an object stream": active(
      await pdfLib((doc) => doc.catalog.set(PDFName.of("OpenAction"), script(doc))),
    ),
    "page /AA JavaScript, in an object stream": active(
      await pdfLib((doc) => {
        const aa = doc.context.obj({ O: script(doc) });
        (doc.getPage(0).node as PDFDict).set(PDFName.of("AA"), aa);
      }),
    ),
    "document JavaScript in the /Names tree": active(
      await pdfLib((doc) => {
        const names = doc.context.obj({ JavaScript: { Names: [PDFString.of("x"), script(doc)] } });
        doc.catalog.set(PDFName.of("Names"), names);
      }, false),
    ),
    "/Launch action": active(plainPdf("/OpenAction << /S /Launch /F (cmd.exe) >>")),
    "/J#61vaScript (escaped name)": active(
      plainPdf("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"),
    ),
    "/L#61#75nch (escaped name)": active(plainPdf("/OpenAction << /S /L#61#75nch /F (a.exe) >>")),
    "/JS key only": active(plainPdf("/OpenAction << /JS (app.alert(1)) >>")),
    "embedded program": active(
      await pdfLib((doc) => {
        void doc.attach(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(500)]), "setup.exe", {
          mimeType: "application/octet-stream",
        });
      }),
    ),
    "object stream behind a padded dictionary": active(
      rawPdf(
        [
          "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
          PAGES[0],
          PAGES[1],
          `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hiddenObjects.length} /Pad (${"obj ".repeat(20000)}) >>`,
        ],
        { 4: hiddenObjects },
      ),
    ),
    "object stream with an unusual filter": {
      bytes: rawPdf(
        [
          "<< /Type /Catalog /Pages 2 0 R >>",
          PAGES[0],
          PAGES[1],
          "<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 20 >>",
        ],
        { 4: Buffer.from("3420302000203c3c3e3e") },
      ),
      verdict: "uncheckable",
    },
    "object stream that does not inflate (encrypted)": {
      bytes: rawPdf(
        [
          "<< /Type /Catalog /Pages 2 0 R >>",
          PAGES[0],
          PAGES[1],
          "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 64 >>",
        ],
        { 4: Buffer.alloc(64, 0x5a) },
      ),
      verdict: "uncheckable",
    },
  };
}
