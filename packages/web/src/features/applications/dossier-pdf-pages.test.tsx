import { Blob as NodeBlob } from "node:buffer";
import axe from "axe-core";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n.ts";
import { DossierPdfPages } from "./dossier-pdf-pages.tsx";
import { openPdf } from "./dossier-pdf-js.ts";

// pdf.js itself needs a real canvas and a worker: jsdom has neither. Its wrapper is faked with a
// document whose pages are A4-shaped (595 × 842 points).
vi.mock("./dossier-pdf-js.ts", () => ({ openPdf: vi.fn() }));

const render2d = vi.fn();

function fakePdf(numPages: number, brokenPage?: number) {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: (options: unknown) => {
      render2d(options);
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
  };
  return {
    numPages,
    getPage: async (number: number) => {
      if (number === brokenPage) throw new Error("Bad XRef entry");
      return page;
    },
  };
}

function show(name: string) {
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      {/* jsdom's Blob has no arrayBuffer(); Node's has, as a browser's. */}
      <DossierPdfPages blob={new NodeBlob(["%PDF-1.7"]) as Blob} name={name} />
    </I18nextProvider>,
  );
}

describe("the PDF pages of the dossier's viewer", () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
      {} as unknown as CanvasRenderingContext2D,
    );
    vi.stubGlobal("devicePixelRatio", 2);
  });

  it("draws every page on a canvas named after its number and the file, at the screen's density", async () => {
    const pdf = fakePdf(3);
    vi.mocked(openPdf).mockReturnValue({
      promise: Promise.resolve(pdf),
      destroy: vi.fn(),
    } as unknown as ReturnType<typeof openPdf>);
    show("cv.pdf");
    expect(screen.getByRole("status")).toHaveTextContent("Loading the document…");
    const pages = await screen.findAllByRole("img");
    expect(pages.map((page) => page.getAttribute("aria-label"))).toEqual([
      "Page 1 of 3 of cv.pdf",
      "Page 2 of 3 of cv.pdf",
      "Page 3 of 3 of cv.pdf",
    ]);
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Pages of cv.pdf" })).toHaveAttribute("tabindex", "0");
    await vi.waitFor(() => expect(render2d).toHaveBeenCalledTimes(3));
    // jsdom lays nothing out: pages are drawn 800 CSS pixels wide, at two canvas pixels each.
    expect(pages[0]).toHaveAttribute("width", "1600");
    expect(pages[0]).toHaveAttribute("height", String(Math.floor((842 * 1600) / 595)));
    expect(Buffer.from(vi.mocked(openPdf).mock.calls[0][0]).toString()).toBe("%PDF-1.7");
    // axe probes a canvas for icon fonts: told null, it skips that probe. Contrast needs layout.
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });

  it("says a PDF pdf.js cannot read cannot be shown, and draws nothing", async () => {
    vi.mocked(openPdf).mockImplementation(
      () =>
        ({
          promise: Promise.reject(
            Object.assign(new Error("Invalid PDF structure."), { name: "InvalidPDFException" }),
          ),
          destroy: vi.fn(),
        }) as unknown as ReturnType<typeof openPdf>,
    );
    show("broken.pdf");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This PDF cannot be shown in the page (damaged, password-protected or not a real PDF): download it to read it.",
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("tells which page failed to draw and still shows the others", async () => {
    vi.mocked(openPdf).mockReturnValue({
      promise: Promise.resolve(fakePdf(2, 2)),
      destroy: vi.fn(),
    } as unknown as ReturnType<typeof openPdf>);
    show("cv.pdf");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Page 2 cannot be shown: download the PDF to read it.",
    );
    expect(screen.getAllByRole("img")).toHaveLength(2);
  });
});
