import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** The campaign at a glance, as GET /ws/admin/dashboard answers it (a reviewer's juries only). */
export type Dashboard = ResponseOf<"/ws/admin/dashboard", "get">;

/** One programme's line of the funnel. */
export type FunnelLine = Dashboard["funnel"][number];

/** One day of the per-day series. */
export type DayFigures = Dashboard["perDay"][number];

/** GET {ws}/admin/dashboard (staff). */
export const dashboardQuery = {
  queryKey: ["admin-dashboard"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/dashboard")),
};

/** The funnel's steps in their order, with their label keys. */
export const FUNNEL_STEPS = [
  { id: "started", label: "dashboard.step.started" },
  { id: "validated", label: "dashboard.step.validated" },
  { id: "admitted", label: "dashboard.step.admitted" },
  { id: "registered", label: "dashboard.step.registered" },
  { id: "tuitionConfirmed", label: "dashboard.step.tuitionConfirmed" },
] as const;

/** The workspace's address for a filtered view (its filters live in the query string). */
export function workspaceLink(filters: Record<string, string>): string {
  return `/admin/applications?${new URLSearchParams(filters).toString()}`;
}
