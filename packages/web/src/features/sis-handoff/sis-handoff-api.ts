import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** One programme with its codes in the student information system (GET /ws/admin/sis/programmes). */
export type SisProgrammeCodes = ResponseOf<"/ws/admin/sis/programmes", "get">["programmes"][number];
/** The body of PUT /ws/admin/sis/programmes/{programme}: the codes, whole. */
export type SisCodesChange = RequestOf<"/ws/admin/sis/programmes/{programme}", "put">;
/** One export of the log. */
export type SisExportLog = ResponseOf<"/ws/admin/sis/exports", "get">["exports"][number];
/** One candidate of an export. */
export type SisExportCandidate = ResponseOf<"/ws/admin/sis/exports/{id}", "get">["candidates"][number];

/** GET {ws}/admin/sis/programmes. */
export const sisCodesQuery = {
  queryKey: ["admin-sis-codes"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/sis/programmes")),
};

/** PUT {ws}/admin/sis/programmes/{programme}: the programme as now stored. */
export async function saveSisCodes(programme: string, change: SisCodesChange): Promise<SisProgrammeCodes> {
  const body = await dataOf(
    api.PUT("/ws/admin/sis/programmes/{programme}", { params: { path: { programme } }, body: change }),
  );
  return body.programme;
}

/** GET {ws}/admin/sis/exports: the latest exports first. */
export const sisExportsQuery = {
  queryKey: ["admin-sis-exports"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/sis/exports", { params: { query: { limit: 200 } } })),
};

/** GET {ws}/admin/sis/exports/{id}: the candidates one export held. */
export const sisExportQuery = (id: number) => ({
  queryKey: ["admin-sis-exports", id] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/sis/exports/{id}", { params: { path: { id } } })),
});
