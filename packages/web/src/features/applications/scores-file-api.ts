import { api } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";
import { fileNameOf } from "./applications-api.ts";
import { postForm } from "./bulk-api.ts";
import type { ViewQuery } from "./applications-view.ts";

/**
 * The reviews' scores as a file (issue #38): the export of the current view's submitted reviews
 * (an administrator every review, a reviewer their own) and the administrators' import of the same
 * layout, a dry run first.
 */

/** The answer of POST /ws/admin/scores/import (dry run or applied). */
export type ScoresImportAnswer = ResponseOf<"/ws/admin/scores/import", "post">;

/** One line of the file as the import read it: its score before and after, and its problems. */
export type ScoresImportRow = ScoresImportAnswer["rows"][number];

export type ScoresFormat = "csv" | "xlsx";

/**
 * GET /ws/admin/scores/export for the view's filters (its sort orders nothing here): the file as a
 * blob, named as the server named it or dated. A blob rather than a link, because the session
 * travels in a header.
 */
export async function exportScores(
  query: ViewQuery,
  format: ScoresFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const { sort: _sort, order: _order, ...filters } = query;
  const { data, response } = await api.GET("/ws/admin/scores/export", {
    params: { query: { ...filters, format } },
    parseAs: "blob",
  });
  const fallback = `scores-${new Date().toISOString().slice(0, 10)}.${format}`;
  return {
    blob: data as Blob,
    fileName: fileNameOf(response.headers.get("content-disposition")) ?? fallback,
  };
}

/** POST /ws/admin/scores/import: the file checked (dryRun) or its scores written, all or nothing. */
export function importScores(file: File, dryRun: boolean): Promise<ScoresImportAnswer> {
  const body = new FormData();
  body.append("file", file, file.name);
  return postForm(`/ws/admin/scores/import?dryRun=${String(dryRun)}`, body);
}
