import { createRequire } from "node:module";
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
