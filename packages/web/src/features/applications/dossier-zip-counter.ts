import { DOSSIER_PDF_NAME } from "@portal/domain/review/dossier-zip";

const SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // a ZIP local file header: "PK\3\4"
const HEADER = 30; // its fixed part, before the entry's name
const SLASH = 0x2f;
const SUFFIX = new TextEncoder().encode(`/${DOSSIER_PDF_NAME}`);

/** Whether bytes[at…at+length) is "<folder>/application.pdf": one slash, then the PDF's name. */
function isDossierStart(bytes: Uint8Array, at: number, length: number): boolean {
  if (length <= SUFFIX.length) return false;
  const start = at + length - SUFFIX.length;
  for (let i = 0; i < SUFFIX.length; i++) if (bytes[start + i] !== SUFFIX[i]) return false;
  // A slash is one byte in UTF-8 and never inside another character: none before means one folder deep.
  for (let i = at; i < start; i++) if (bytes[i] === SLASH) return false;
  return true;
}

/**
 * Counts the dossiers of a dossiers ZIP as its bytes arrive (issue #39): each dossier starts with
 * the local header of its folder's application.pdf. Headers cut across chunks are read once whole.
 * A document stored in the ZIP that itself holds such a header (an uploaded ZIP) could count once
 * more; the caller caps the count at the total the server announced, which is all a progress bar needs.
 */
export class DossierCounter {
  count = 0;
  private carry: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): void {
    const bytes = this.carry.length === 0 ? chunk : concat(this.carry, chunk);
    let done = 0; // bytes before this were read (a header's name is not searched for another header)
    let keepFrom: number | undefined;
    for (let p = 0; p + SIGNATURE.length <= bytes.length; p++) {
      if (
        bytes[p] !== SIGNATURE[0] ||
        bytes[p + 1] !== SIGNATURE[1] ||
        bytes[p + 2] !== SIGNATURE[2] ||
        bytes[p + 3] !== SIGNATURE[3]
      )
        continue;
      if (p + HEADER > bytes.length) {
        keepFrom = p; // the rest of this header comes with the next chunk
        break;
      }
      const nameLength = bytes[p + 26] | (bytes[p + 27] << 8);
      if (p + HEADER + nameLength > bytes.length) {
        keepFrom = p;
        break;
      }
      if (isDossierStart(bytes, p + HEADER, nameLength)) this.count++;
      done = p + HEADER + nameLength;
      p = done - 1;
    }
    // What may still start a header: an incomplete one, else the last three bytes.
    this.carry = bytes.slice(keepFrom ?? Math.max(done, bytes.length - (SIGNATURE.length - 1)));
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
