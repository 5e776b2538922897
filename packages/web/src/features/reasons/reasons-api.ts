import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** One entry of the catalogue (GET /ws/admin/reasons). */
export type Reason = ResponseOf<"/ws/admin/reasons", "get">["reasons"][number];

/** The two lists of the catalogue: why a document is refused, why a decision was taken. */
export type ReasonKind = Reason["kind"];

/** The body of POST /ws/admin/reasons. */
export type NewReason = RequestOf<"/ws/admin/reasons", "post">;

/** The body of PATCH /ws/admin/reasons/{id}: what changes. */
export type ReasonChange = RequestOf<"/ws/admin/reasons/{id}", "patch">;

/** GET {ws}/admin/reasons?kind=…: the list of a kind, archived ones included, in order. */
export function reasonsQuery(kind: ReasonKind) {
  return {
    queryKey: ["admin-reasons", kind] as const,
    queryFn: async () => {
      const { reasons } = await dataOf(api.GET("/ws/admin/reasons", { params: { query: { kind } } }));
      return [...reasons].sort((a, b) => a.position - b.position);
    },
  };
}

/** POST {ws}/admin/reasons: adds a reason at the end of its list. */
export async function addReason(reason: NewReason): Promise<Reason> {
  return (await dataOf(api.POST("/ws/admin/reasons", { body: reason }))).reason;
}

/** PATCH {ws}/admin/reasons/{id}: renames, moves, archives or restores a reason. */
export async function changeReason(id: number, change: ReasonChange): Promise<Reason> {
  return (await dataOf(api.PATCH("/ws/admin/reasons/{id}", { params: { path: { id } }, body: change })))
    .reason;
}
