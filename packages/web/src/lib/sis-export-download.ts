import { api } from "./api/client.ts";
import type { RequestOf } from "./api/types.ts";

/**
 * The hand-off to the student information system (issue #39), as the workspace's export dialog and
 * the export log download it: the file the server builds, its name, the export's number and how many
 * candidates it holds. Shared by the two features, which may not import each other.
 */

/** The body of POST /ws/admin/sis/exports. */
export type SisExportRequest = RequestOf<"/ws/admin/sis/exports", "post">;
/** CSV or JSON. */
export type SisFormat = SisExportRequest["format"];

/** A downloaded export: nothing to save when it held nobody (id null). */
export interface SisDownload {
  blob: Blob;
  fileName: string;
  id: number | null;
  count: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/** What the server answered, read as a file to save whatever its format. */
async function downloaded(response: Response, blob: Blob, format: SisFormat): Promise<SisDownload> {
  if (format === "csv") {
    const id = response.headers.get("x-sis-export");
    const name = /filename="?([^";]+)"?/i.exec(response.headers.get("content-disposition") ?? "")?.[1];
    return {
      blob,
      fileName: name ?? `sis-export-${id ?? "empty"}-${today()}.csv`,
      id: id ? Number(id) : null,
      count: Number(response.headers.get("x-sis-export-count") ?? 0),
    };
  }
  const body = JSON.parse(await blob.text()) as { export: { id: number } | null; candidates: unknown[] };
  const id = body.export?.id ?? null;
  return {
    // Indented, for the person who opens it before their import does.
    blob: new Blob([JSON.stringify(body, null, 2)], { type: "application/json" }),
    fileName: `sis-export-${id ?? "empty"}-${today()}.json`,
    id,
    count: body.candidates.length,
  };
}

/** POST /ws/admin/sis/exports: exports (and logs) the admitted or registered candidates of a selection. */
export async function exportToSis(request: SisExportRequest): Promise<SisDownload> {
  const { data, response } = await api.POST("/ws/admin/sis/exports", { body: request, parseAs: "blob" });
  return downloaded(response, data as Blob, request.format);
}

/** POST /ws/admin/sis/exports/{id}/repeat: the same candidates again, with their current values. */
export async function repeatSisExport(id: number, format: SisFormat): Promise<SisDownload> {
  const { data, response } = await api.POST("/ws/admin/sis/exports/{id}/repeat", {
    params: { path: { id } },
    body: { format },
    parseAs: "blob",
  });
  return downloaded(response, data as Blob, format);
}
