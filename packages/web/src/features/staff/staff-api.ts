import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** A staff account as GET /ws/admin/staff lists it. */
export type StaffMember = ResponseOf<"/ws/admin/staff", "get">["items"][number];

/** The body of an invitation (POST /ws/admin/staff). */
export type StaffInvitation = RequestOf<"/ws/admin/staff", "post">;

/** The changes of a PATCH /ws/admin/staff/{id}: role, juries, disabled. */
export type StaffChange = RequestOf<"/ws/admin/staff/{id}", "patch">;

/** The staff roles. */
export const STAFF_ROLES = ["reviewer", "administrator"] as const;

/** Where an account stands: invited (no password yet), active, or deactivated. */
export function statusOf(member: StaffMember): "invited" | "active" | "deactivated" {
  if (member.disabled) return "deactivated";
  return member.activated ? "active" : "invited";
}

/** GET {ws}/admin/staff (administrators). */
export const staffQuery = {
  queryKey: ["admin-staff"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/staff"))).items,
};

/** The juries to choose from, with their labels (GET {ws}/admin/juries). */
export const juryChoicesQuery = {
  queryKey: ["admin-staff-juries"] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/admin/juries"))).juries.map((jury) => ({
      id: jury.id_jury,
      label: jury.label || jury.id_jury,
    })),
};

/** POST {ws}/admin/staff: invites a staff member (the server e-mails the invitation). */
export async function inviteStaff(invitation: StaffInvitation): Promise<StaffMember> {
  return (await dataOf(api.POST("/ws/admin/staff", { body: invitation }))).staff;
}

/** PATCH {ws}/admin/staff/{id}: changes a role, juries, or deactivates / reactivates. */
export async function updateStaff(id: number, change: StaffChange): Promise<StaffMember> {
  return (await dataOf(api.PATCH("/ws/admin/staff/{id}", { params: { path: { id } }, body: change }))).staff;
}
