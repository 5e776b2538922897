import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** A staff account as the staff list reads it. */
export interface StaffRow {
  id: number;
  login: string;
  role: "reviewer" | "administrator";
  juries: string[];
  activated_at: Date | null;
  disabled_at: Date | null;
  last_seen: Date | null;
}

/** Every staff account (reviewers and administrators), by login; or the one of `id`. */
export async function listStaff(db: Database, id?: number): Promise<StaffRow[]> {
  let query = db
    .selectFrom("users")
    .select(["users.id", "users.login", "users.role", "users.activated_at", "users.disabled_at"])
    .select(
      sql<
        string[]
      >`(SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json) FROM staff_juries WHERE staff_juries.user_id = users.id)`.as(
        "juries",
      ),
    )
    // Sessions are the only trace of activity an account leaves; a logged-out account shows null.
    .select(
      sql<Date | null>`(SELECT max(last_seen_at) FROM sessions WHERE sessions.user_id = users.id)`.as(
        "last_seen",
      ),
    )
    .where("users.role", "in", ["reviewer", "administrator"])
    .orderBy("users.login");
  if (id !== undefined) query = query.where("users.id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, role: row.role as StaffRow["role"] }));
}

/** The ids among `ids` that name no jury. */
export async function unknownJuries(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom("juries").select("id_jury").where("id_jury", "in", ids).execute();
  const known = new Set(found.map((row) => row.id_jury));
  return ids.filter((id) => !known.has(id));
}

/** Whether `login` has an application (an answer): such an account cannot become staff. */
export async function hasApplication(db: Database, login: string): Promise<boolean> {
  const row = await db
    .selectFrom("answers")
    .select("id")
    .where("login", "=", login)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The administrators who can act (enabled, password set), locked until the transaction ends, so two
 * administrators demoting each other at once cannot both pass the last-administrator check.
 */
export async function lockActiveAdministrators(trx: Database): Promise<number[]> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "administrator")
    .where("disabled_at", "is", null)
    .where("activated_at", "is not", null)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}
