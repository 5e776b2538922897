import { create as contentDisposition } from "content-disposition";

/** The kinds of file a browser shows itself without running anything: PDF (through pdf.js) and plain images. */
const SHOWN_INLINE = new Set(["application/pdf", "image/jpeg", "image/png"]);

/** What a stored file's response needs from its row. */
export interface ServedFile {
  original_name: string;
  content_type: string;
  size: number | string;
}

/**
 * The headers of a stored file's bytes: its recorded type and size, never sniffed (nosniff), never
 * kept by a browser or a proxy (the files are personal data). `inline` asks for a disposition the
 * page can show; it is granted only to the kinds in SHOWN_INLINE, anything else stays an attachment.
 */
export function fileResponseHeaders(
  file: ServedFile,
  options: { inline?: boolean } = {},
): Record<string, string> {
  const inline = options.inline === true && SHOWN_INLINE.has(file.content_type);
  return {
    "content-type": file.content_type,
    "content-length": String(file.size),
    "content-disposition": contentDisposition(file.original_name, { type: inline ? "inline" : "attachment" }),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
}
