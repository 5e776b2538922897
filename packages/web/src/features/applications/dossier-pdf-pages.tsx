import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import type { openPdf, PDFDocumentProxy, RenderTask } from "./dossier-pdf-js.ts";

/** Canvas pixels per CSS pixel at most: sharper than this costs memory nobody sees. */
const MAX_PIXEL_RATIO = 2;

/** The width pages are drawn at where the viewer has no layout to measure (hidden, or jsdom). */
const UNMEASURED_WIDTH = 800;

/** The width of an element's content box, followed as it changes (0 until measured). */
function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Whether an element is within a screenful of its scrolling root: pages are drawn when they come
 * near and released when they leave, so a long PDF never holds all its pages' pixels at once.
 * Without IntersectionObserver every page counts as near.
 */
function useNear(element: HTMLElement | null, root: HTMLElement | null): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (!element || !root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), {
      root,
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root]);
  return near;
}

interface PageProps {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  /** Height over width of the first page, the shape of every page until its own is known. */
  ratio: number;
  root: HTMLElement | null;
  name: string;
}

/** One page: a canvas as wide as the viewer, drawn at the screen's pixel density while near. */
function PdfPage({ pdf, number, width, ratio, root, name }: PageProps) {
  const { t } = useTranslation();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [shape, setShape] = useState(ratio);
  const [failed, setFailed] = useState(false);
  const near = useNear(canvas, root);
  useEffect(() => {
    if (!canvas || !near || width === 0) return;
    let task: RenderTask | undefined;
    let gone = false;
    pdf
      .getPage(number)
      .then((page) => {
        const natural = page.getViewport({ scale: 1 });
        const density = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
        const viewport = page.getViewport({ scale: (width / natural.width) * density });
        if (gone) return;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("No 2D canvas context");
        setShape(natural.height / natural.width);
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvasContext: context, viewport });
        return task.promise;
      })
      .catch((error: unknown) => {
        // A cancelled drawing is the page scrolling away or the viewer resizing, not a failure.
        if (!gone && (error as Error | undefined)?.name !== "RenderingCancelledException") setFailed(true);
      });
    return () => {
      gone = true;
      task?.cancel();
      // Zero size frees the canvas's pixels; the CSS aspect ratio keeps its place in the layout.
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [pdf, number, width, near, canvas]);
  const label = t("dossier.files.pdfPage", { page: number, total: pdf.numPages });
  return (
    <div className="mb-3">
      <canvas
        ref={setCanvas}
        role="img"
        aria-label={t("dossier.files.pdfPageNamed", { page: number, total: pdf.numPages, name })}
        className="d-block w-100 bg-white shadow-sm"
        style={{ aspectRatio: `1 / ${shape}` }}
      />
      {failed && (
        <p role="alert" className="text-danger small mb-0">
          {t("dossier.files.pdfPageBroken", { page: number })}
        </p>
      )}
      {/* The canvas's name says the same to assistive technologies. */}
      <p className="small text-center text-body-secondary mb-0" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

type Opened = { pdf: PDFDocumentProxy; ratio: number } | "failed" | undefined;

/**
 * A PDF drawn page by page by pdf.js, in a scrolling region of its own. pdf.js is loaded on first
 * use, in its own chunk. A file pdf.js cannot read (damaged, encrypted, not a PDF) gets a message;
 * the viewer's download button stays next to it.
 */
export function DossierPdfPages({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const width = useContentWidth(root) || UNMEASURED_WIDTH;
  useEffect(() => {
    let gone = false;
    let task: ReturnType<typeof openPdf> | undefined;
    (async () => {
      const [pdfJs, bytes] = await Promise.all([import("./dossier-pdf-js.ts"), blob.arrayBuffer()]);
      if (gone) return;
      task = pdfJs.openPdf(bytes);
      const pdf = await task.promise;
      const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
      if (!gone) setOpened({ pdf, ratio: first.height / first.width });
    })().catch(() => {
      if (!gone) setOpened("failed");
    });
    return () => {
      gone = true;
      void task?.destroy();
      setOpened(undefined);
    };
  }, [blob]);
  if (opened === "failed")
    return (
      <p role="alert" className="text-danger">
        {t("dossier.files.pdfBroken")}
      </p>
    );
  return (
    <div
      ref={setRoot}
      role="region"
      aria-label={t("dossier.files.pdfPages", { name })}
      // Focusable so that keyboard users can scroll it.
      tabIndex={0}
      className="overflow-auto border rounded bg-body-tertiary p-2"
      style={{ maxHeight: "75vh" }}
    >
      {!opened && <PageSpinner label={t("dossier.files.loading")} />}
      {opened &&
        Array.from({ length: opened.pdf.numPages }, (_, index) => (
          <PdfPage
            key={index + 1}
            pdf={opened.pdf}
            number={index + 1}
            width={width}
            ratio={opened.ratio}
            root={root}
            name={name}
          />
        ))}
    </div>
  );
}
