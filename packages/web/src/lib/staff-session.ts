import { staffMay, type StaffAction } from "@portal/domain/workflow/staff-rights";
import type { Role, Session } from "./session-store.ts";
import { toRole } from "./session-store.ts";

/** The role of a session, read from `admin` when the session has none (stored before roles). */
export function roleOfSession(session: Session | null | undefined): Role | null {
  return session ? (session.role ?? toRole(undefined, session.admin)) : null;
}

/** Whether the session is a staff member's (reviewer or administrator): the back office is theirs. */
export function isStaffSession(session: Session | null | undefined): boolean {
  const role = roleOfSession(session);
  return role === "reviewer" || role === "administrator";
}

/** Whether the session is an administrator's (configuration, juries, staff). */
export function isAdministratorSession(session: Session | null | undefined): boolean {
  return roleOfSession(session) === "administrator";
}

/** Whether the session's role may do this to an application (the domain's staff rights, as the server checks them). */
export function sessionMay(session: Session | null | undefined, action: StaffAction): boolean {
  return staffMay(roleOfSession(session), action);
}
