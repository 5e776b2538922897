import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../db/schema.ts";

/** How placeholder logins begin (the purge leaves anonymised answers alone). */
export const ANONYMISED_PREFIX = "anonymised-";

/** A random stand-in for a login, e.g. "anonymised-5c1e9a0b7d3f2e64" (not an address: nobody can use it). */
export function newPlaceholderLogin(): string {
  return `${ANONYMISED_PREFIX}${crypto.randomBytes(8).toString("hex")}`;
}

/** The columns of the office's actions (issue #11) that name the staff member who took them. */
const STAFF_COLUMNS = [
  ["files", "reviewed_by"],
  ["document_requests", "requested_by"],
  ["jury_publications", "published_by"],
  ["mail_templates", "updated_by"],
  ["payments", "recorded_by"],
  ["programme_settings", "updated_by"],
  ["campaigns", "opened_by"],
  ["campaigns", "closed_by"],
  ["withdrawals", "by_login"],
  ["interview_slots", "created_by"],
  ["interview_invitations", "invited_by"],
  ["interview_invitations", "attendance_by"],
  ["scoresheets", "created_by"],
  ["review_assignments", "assigned_by"],
  ["sis_programme_codes", "updated_by"],
  ["sis_exports", "exported_by"],
  ["waiver_codes", "created_by"],
] as const;

/**
 * Replaces a departing login with its placeholder wherever the office's actions name their author
 * (reviews, requests, publications, templates, payments recorded by hand, programme settings, withdrawals recorded by the office, SIS codes and exports), in the caller's
 * transaction: the actions stay, the person's login goes.
 */
export async function replaceStaffLogin(
  trx: Transaction<DB>,
  login: string,
  placeholder: string,
): Promise<void> {
  for (const [table, column] of STAFF_COLUMNS) {
    // One table and column at a time: Kysely cannot type a dynamic pair, the list above is fixed.
    await trx
      .updateTable(table as "files")
      .set({ [column]: placeholder } as { reviewed_by: string })
      .where(column as "reviewed_by", "=", login)
      .execute();
  }
}
