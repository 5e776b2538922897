const MAX_NAME_LENGTH = 200;
// C0/C1 controls, and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is shown and downloaded under: the browser-supplied name without any path
 * (`../../x.pdf` → `x.pdf`, `C:\dir\x.pdf` → `x.pdf`), control and bidi characters, or surrounding
 * blanks, cut to 200 characters keeping the extension. It is only ever displayed, never a path.
 */
export function sanitizeOriginalName(raw: string, fallback = "file"): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  let name = base.replace(UNSAFE_CHARACTERS, "").replace(/\s+/g, " ").trim();
  name = name.replace(/^\.+/, "").trim();
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return name || fallback;
}

/**
 * A Content-Disposition header that downloads the file under its original name: an ASCII
 * `filename` for old clients and the exact UTF-8 name in `filename*` (RFC 6266 / RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  return contentDisposition("attachment", name);
}

/** The same header for a file the browser may show in the page (a PDF, an image), named as in attachmentDisposition. */
export function inlineDisposition(name: string): string {
  return contentDisposition("inline", name);
}

function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
