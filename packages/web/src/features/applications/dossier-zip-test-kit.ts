/** Bytes shaped like a dossiers ZIP, for the tests of its counter and its download dialog. */

/** A ZIP local file header for `name` (the fields the counter reads; the rest zero), then `data`. */
export function zipEntry(name: string, data = "data"): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const header = new Uint8Array(30 + nameBytes.length);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = nameBytes.length & 0xff;
  header[27] = nameBytes.length >> 8;
  header.set(nameBytes, 30);
  const body = new TextEncoder().encode(data);
  const entry = new Uint8Array(header.length + body.length);
  entry.set(header);
  entry.set(body, header.length);
  return entry;
}

export const joined = (parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};
