import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import type PDFKitDocument from "pdfkit";

const require = createRequire(import.meta.url);
let loaded: typeof PDFKitDocument | undefined;

/**
 * pdfkit's document class, loaded at the first report instead of at start-up (pdfkit brings fontkit
 * and the Unicode tables of its line breaker, which it decompresses as it loads: about 0.2 s).
 */
export function pdfkit(): typeof PDFKitDocument {
  return (loaded ??= require("pdfkit") as typeof PDFKitDocument);
}

/**
 * Loads pdfkit ahead of the first report, one of its heavy dependencies per turn of the event loop:
 * loaded in one go it holds the loop for about 0.2 s, and every request that arrives meanwhile
 * waits; in slices the longest wait is that of the largest part (fontkit's own code, about 50 ms). Each part
 * is then in Node's module cache, so pdfkit() finds it there. A part that cannot be found (a new
 * pdfkit or fontkit version arranged differently) is left to pdfkit's own require.
 * It patches nothing of pdfkit's; it only requires its dependencies by name first. Kept for its
 * measured gain (#36, same machine, twice each): pdfkit and the report fonts loaded in one go held
 * the event loop 154 and 154 ms, in slices 44 and 40 ms at most (about 150 ms in all either way).
 * A report's own time does not change: it runs once pdfkit is loaded.
 */
export async function preloadPdfkit(): Promise<void> {
  if (loaded) return;
  const fromPdfkit = createRequire(require.resolve("pdfkit"));
  const fromFontkit = () => createRequire(fromPdfkit.resolve("fontkit"));
  const parts = [
    () => fromFontkit()("unicode-properties"),
    () => fromFontkit()("brotli/decompress.js"),
    () => fromFontkit()("restructure"),
    () => fromPdfkit("fontkit"),
    () => fromPdfkit("linebreak"),
    () => fromPdfkit("png-js"),
    () => fromPdfkit("@noble/ciphers/aes"),
    () => fromPdfkit("@noble/hashes/utils"),
  ];
  for (const part of parts) {
    try {
      part();
    } catch {
      // Left to pdfkit's own require below.
    }
    await nextTurn();
  }
  pdfkit();
}
