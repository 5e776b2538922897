import { GlobalWorkerOptions, VerbosityLevel, getDocument } from "pdfjs-dist";
import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/*
 * pdf.js, only ever imported dynamically (dossier-pdf-pages.tsx) so that it lands in a chunk of its
 * own that only the dossier page downloads. Its worker is a file of the build, served by the
 * portal itself: the CSP's script-src 'self' covers it (pdf.js wraps only cross-origin workers in
 * a blob URL).
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";

/**
 * Opens a PDF from its bytes. No eval (the CSP forbids it: pdf.js would try `new Function` for
 * faster fonts), no URL for CMaps or standard fonts, so pdf.js fetches nothing: unembedded
 * standard fonts are drawn with the system's fonts. Its warnings about damaged files stay out of
 * the console: the page says so itself.
 */
export function openPdf(bytes: ArrayBuffer): {
  promise: Promise<PDFDocumentProxy>;
  destroy(): Promise<void>;
} {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
}
