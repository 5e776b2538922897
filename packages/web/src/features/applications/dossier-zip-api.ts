import type { Locale } from "@portal/domain/i18n/index";
import { DOSSIER_COUNT_HEADER } from "@portal/domain/review/dossier-zip";
import { api } from "../../lib/api/client.ts";
import { fileNameOf } from "./applications-api.ts";
import type { Selection } from "./bulk-api.ts";
import { DossierCounter } from "./dossier-zip-counter.ts";

/** Where a dossiers download stands: dossiers fully received, of how many, and bytes so far. */
export interface DossierZipProgress {
  done: number;
  total: number;
  bytes: number;
}

// Received bytes are folded into the Blob every this many: the page's memory holds one slice, the
// browser keeps the rest of a large Blob on disk.
const FOLD_BYTES = 16 * 1024 * 1024;

/**
 * POST {ws}/admin/applications/dossiers.zip, read as it streams: `onProgress` after each chunk (a
 * dossier counts once the next one starts, all of them at the end), the file as a Blob with the
 * name the server gave it. `signal` cancels the download, on the server too.
 */
export async function downloadDossiers(
  selection: Selection,
  lang: Locale,
  options: { signal: AbortSignal; onProgress(progress: DossierZipProgress): void },
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await api.POST("/ws/admin/applications/dossiers.zip", {
    body: { selection, lang },
    parseAs: "stream",
    signal: options.signal,
  });
  const total = Number(response.headers.get(DOSSIER_COUNT_HEADER)) || 0;
  const counter = new DossierCounter();
  let blob = new Blob([], { type: "application/zip" });
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  const reader = (data as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  options.onProgress({ done: 0, total, bytes: 0 });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    counter.push(value);
    pending.push(value);
    pendingBytes += value.length;
    bytes += value.length;
    if (pendingBytes >= FOLD_BYTES) {
      blob = new Blob([blob, ...pending], { type: "application/zip" });
      pending = [];
      pendingBytes = 0;
    }
    options.onProgress({ done: Math.min(total, Math.max(0, counter.count - 1)), total, bytes });
  }
  options.onProgress({ done: Math.min(total, counter.count), total, bytes });
  const fallback = `dossiers-${new Date().toISOString().slice(0, 10)}.zip`;
  return {
    blob: new Blob([blob, ...pending], { type: "application/zip" }),
    fileName: fileNameOf(response.headers.get("content-disposition")) ?? fallback,
  };
}
