import type { StaffRow } from "../queries/staff-queries.ts";

/** A staff account as the staff API shows it. */
export interface StaffItem {
  id: number;
  login: string;
  role: "reviewer" | "administrator";
  juries: string[];
  activated: boolean;
  disabled: boolean;
  lastSeen: string | null;
}

/** What leaves the server about a staff account: no password hash, no token, no e-mail beyond the login. */
export function presentStaff(row: StaffRow): StaffItem {
  return {
    id: row.id,
    login: row.login,
    role: row.role,
    juries: row.role === "reviewer" ? row.juries : [],
    activated: row.activated_at !== null,
    disabled: row.disabled_at !== null,
    lastSeen: row.last_seen ? new Date(row.last_seen).toISOString() : null,
  };
}
