import fs from "node:fs";
import fsp from "node:fs/promises";
import type { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";

/**
 * Writes the source to a new file (owner-only, never over an existing one) and returns the bytes
 * written; when the source or the disk fails, the file is gone by the time this rejects.
 */
export async function writeSpoolFile(
  file: string,
  source: Readable,
  options: { flush?: boolean } = {},
): Promise<number> {
  const sink = fs.createWriteStream(file, { flags: "wx", mode: 0o600, flush: options.flush ?? false });
  try {
    await pipeline(source, sink);
    return sink.bytesWritten;
  } catch (error) {
    // When the source fails, pipeline() may settle before the sink has even opened (created) the
    // file: removing it then would miss it, and the late open would leave an empty file behind.
    // Hence wait for the sink to close; not with once(sink, "close"), which rejects on the sink's
    // "error" (the source's error, forwarded) and would skip the removal.
    await finished(sink, { error: false }).catch(() => {});
    await fsp.rm(file, { force: true });
    throw error;
  }
}
