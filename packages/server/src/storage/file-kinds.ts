/** Bytes of the file's start that content sniffing reads (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

interface Kind {
  /** What file-type may report for a genuine file of this extension. */
  sniffed: string[];
  /** The Content-Type the file is served with. */
  mime: string;
}

// A .docx is a zip archive; file-type names it docx only when [Content_Types].xml comes early.
const KINDS: Record<string, Kind> = {
  pdf: { sniffed: ["pdf"], mime: "application/pdf" },
  jpg: { sniffed: ["jpg"], mime: "image/jpeg" },
  jpeg: { sniffed: ["jpg"], mime: "image/jpeg" },
  png: { sniffed: ["png"], mime: "image/png" },
  docx: {
    sniffed: ["docx", "zip"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  doc: { sniffed: ["cfb"], mime: "application/msword" },
};

/** True when the extension is in the accept list (case-insensitive). */
export function isAcceptedExtension(extension: string, accept: string[]): boolean {
  return extension !== "" && accept.some((a) => a.toLowerCase().replace(/^\./, "") === extension);
}

/** True when the sniffed type (file-type's ext) is what a file with this extension must contain. */
export function contentMatchesExtension(extension: string, sniffed: string | undefined): boolean {
  const kind = KINDS[extension];
  return Boolean(kind && sniffed && kind.sniffed.includes(sniffed));
}

/** The Content-Type a verified file of this extension is recorded and served with. */
export function mimeForExtension(extension: string): string {
  return KINDS[extension]?.mime ?? "application/octet-stream";
}
