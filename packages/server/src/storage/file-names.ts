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
