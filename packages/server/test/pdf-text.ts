import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js's text items are runs of glyphs; these gaps (PDF points) tell a new line or a new cell
// from a run continuing the same words.
const NEW_LINE = 4.6;
const NEW_CELL = 7;

/**
 * The text a PDF shows, page after page, read by pdf.js (the major the web's dossier viewer uses),
 * and its page count. A run that starts another line ends the line before it; one that starts
 * further along the same line is set apart by a tab; runs of one word stay joined.
 */
export async function readPdfText(data: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes the bytes over (their buffer is detached): it gets a copy.
  const task = getDocument({
    data: new Uint8Array(data),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const content = await (await doc.getPage(number)).getTextContent();
      let text = "";
      let lastY: number | undefined;
      let lastEnd = 0;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [x, y] = [item.transform[4] as number, item.transform[5] as number];
        if (lastY !== undefined && !text.endsWith("\n")) {
          if (Math.abs(y - lastY) > NEW_LINE) text += "\n";
          else if (Math.abs(x - lastEnd) > NEW_CELL) text += "\t";
        }
        text += item.str;
        if (item.hasEOL) text += "\n";
        lastY = y;
        lastEnd = x + item.width;
      }
      pages.push(text);
    }
    return { text: pages.join("\n"), pages: doc.numPages };
  } finally {
    await task.destroy();
  }
}
