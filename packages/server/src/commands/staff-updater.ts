import { sql } from "kysely";
import type { Actor } from "../auth/sessions.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { lockActiveAdministrators, unknownJuries } from "../queries/staff-queries.ts";

/** The roles a staff account can have. */
export type StaffRole = "reviewer" | "administrator";

/** What PATCH /ws/admin/staff/{id} may change; absent fields stay as they are. */
export interface StaffChange {
  role?: StaffRole;
  juries?: string[];
  disabled?: boolean;
}

/**
 * The juries to store for a role: none for an administrator (who sees every jury), at least one
 * existing jury for a reviewer (STAFF_NO_JURY, STAFF_UNKNOWN_JURIES naming the unknown ids).
 */
export async function checkStaffJuries(
  trx: Database,
  role: StaffRole,
  juries: readonly string[],
): Promise<string[]> {
  if (role === "administrator") return [];
  const ids = [...new Set(juries.map((id) => id.trim()).filter((id) => id !== ""))];
  if (ids.length === 0) throw new AppError("STAFF_NO_JURY");
  const unknown = await unknownJuries(trx, ids);
  if (unknown.length > 0) throw new AppError("STAFF_UNKNOWN_JURIES", { ids: unknown.join(", ") });
  return ids;
}

/**
 * Refuses a change that would leave no active administrator (STAFF_LAST_ADMIN), then one by which
 * the actor demotes or disables themselves (STAFF_SELF): the portal must always keep someone able to
 * manage it, and an administrator locking themselves out by mistake needs another one to undo it.
 */
export async function checkAdministratorsRemain(
  trx: Database,
  actor: Actor,
  targetId: number,
  after: { role: StaffRole; disabled: boolean },
): Promise<void> {
  if (after.role === "administrator" && !after.disabled) return;
  const active = await lockActiveAdministrators(trx);
  if (active.includes(targetId) && active.every((id) => id === targetId))
    throw new AppError("STAFF_LAST_ADMIN");
  if (targetId === actor.userId) throw new AppError("STAFF_SELF");
}

/** Stores the role and the juries (replacing the former ones) of a staff account. */
export async function writeStaffRole(
  trx: Database,
  userId: number,
  role: StaffRole,
  juries: string[],
): Promise<void> {
  await trx.updateTable("users").set({ role }).where("id", "=", userId).execute();
  await trx.deleteFrom("staff_juries").where("user_id", "=", userId).execute();
  if (juries.length > 0) {
    await trx
      .insertInto("staff_juries")
      .values(juries.map((id_jury) => ({ user_id: userId, id_jury })))
      .execute();
  }
}

/**
 * Changes a staff account's role, juries and enabled state, in the transaction it is given (404 for
 * an id that is not staff). Disabling ends the account's sessions at once, like disableAccount
 * (auth/administrators.ts); role and juries take effect on the next request, since every request
 * resolves them with the session.
 */
export async function updateStaff(
  trx: Database,
  input: { actor: Actor; id: number; change: StaffChange },
): Promise<void> {
  const { actor, id, change } = input;
  const target = await trx
    .selectFrom("users")
    .select(["id", "role", "disabled_at"])
    .select(
      sql<
        string[]
      >`(SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json) FROM staff_juries WHERE user_id = users.id)`.as(
        "juries",
      ),
    )
    .where("id", "=", id)
    .where("role", "in", ["reviewer", "administrator"])
    .forUpdate()
    .executeTakeFirst();
  if (!target) throw new AppError("NOT_FOUND");
  const role = change.role ?? (target.role as StaffRole);
  const disabled = change.disabled ?? target.disabled_at !== null;
  await checkAdministratorsRemain(trx, actor, id, { role, disabled });
  if (change.role !== undefined || change.juries !== undefined) {
    const juries = await checkStaffJuries(trx, role, change.juries ?? target.juries);
    await writeStaffRole(trx, id, role, juries);
  }
  if (change.disabled === true) {
    await trx
      .updateTable("users")
      .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
  } else if (change.disabled === false) {
    await trx.updateTable("users").set({ disabled_at: null }).where("id", "=", id).execute();
  }
}
