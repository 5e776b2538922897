import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/waiver-codes: the codes with their uses, and the programmes a code may be for. */
export type WaiverCodes = ResponseOf<"/ws/admin/waiver-codes", "get">;

/** One waiver code as the page lists it. */
export type WaiverCode = WaiverCodes["codes"][number];

/** The body of POST /ws/admin/waiver-codes. */
export type NewWaiverCode = RequestOf<"/ws/admin/waiver-codes", "post">;

/** The codes' query, read again after each change. */
export const waiverCodesQuery = {
  queryKey: ["admin-waiver-codes"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/waiver-codes")),
};

/** POST /ws/admin/waiver-codes: creates a code. */
export async function createWaiverCode(code: NewWaiverCode): Promise<WaiverCode> {
  return (await dataOf(api.POST("/ws/admin/waiver-codes", { body: code }))).code;
}

/** PATCH /ws/admin/waiver-codes/{id}: archives or restores a code. */
export async function archiveWaiverCode(id: number, archived: boolean): Promise<WaiverCode> {
  return (
    await dataOf(api.PATCH("/ws/admin/waiver-codes/{id}", { params: { path: { id } }, body: { archived } }))
  ).code;
}

/** An amount typed by staff ("10", "12,5", "1 000.50") in euros, or null when it is not one. */
export function parseEuros(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100) / 100;
}
