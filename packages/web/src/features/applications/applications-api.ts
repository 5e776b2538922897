import { api, dataOf } from "../../lib/api/client.ts";
import type { Locale } from "@portal/domain/i18n/index";
import type { ResponseOf } from "../../lib/api/types.ts";
import type { ViewQuery } from "./applications-view.ts";

/** One page of GET {ws}/admin/applications: rows, the view's total, the next cursor and the counts per filter value. */
export type ApplicationsPage = ResponseOf<"/ws/admin/applications", "get">;

/** One application as the workspace lists it. */
export type ApplicationRow = ApplicationsPage["items"][number];

/** The columns the export can hold, with their label and the form tab they come from. */
export type ExportColumn = ResponseOf<"/ws/admin/applications/columns", "get">["columns"][number];

/** Rows per page: enough to fill a screen, small enough to answer at once. */
export const PAGE_SIZE = 50;

/** The infinite query of one view (pages follow `next`); `query` is the view's filters and sort. */
export const applicationsQuery = (query: ViewQuery) => ({
  queryKey: ["admin-applications", query] as const,
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    dataOf(
      api.GET("/ws/admin/applications", {
        params: {
          query: { ...query, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        },
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ApplicationsPage) => last.next,
});

/** The export's column chooser, labelled in the officer's language. */
export const exportColumnsQuery = (lang: Locale) => ({
  queryKey: ["admin-applications-columns", lang] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/admin/applications/columns", { params: { query: { lang } } }))).columns,
});

/** What an export asks for: the file format, the columns in order and the language of the headers. */
export interface ExportRequest {
  format: "csv" | "xlsx";
  columns: string[];
  lang: Locale;
}

/**
 * GET {ws}/admin/applications/export for the view: the file as a blob, with the name the server gave
 * it (Content-Disposition) or a dated one. A blob rather than a link, because the session travels in
 * a header.
 */
export async function exportApplications(
  query: ViewQuery,
  request: ExportRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await api.GET("/ws/admin/applications/export", {
    params: {
      query: {
        ...query,
        format: request.format,
        columns: request.columns.join(","),
        lang: request.lang,
      },
    },
    parseAs: "blob",
  });
  const fallback = `applications-${new Date().toISOString().slice(0, 10)}.${request.format}`;
  return {
    blob: data as Blob,
    fileName: fileNameOf(response.headers.get("content-disposition")) ?? fallback,
  };
}

/** The file name of a Content-Disposition header (filename* first, as RFC 6266 prefers). */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
}
