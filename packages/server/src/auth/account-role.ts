import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { Role } from "./sessions.ts";

/** An account's role and, for a reviewer, the juries whose applications they see. */
export interface AccountRole {
  role: Role;
  juries: string[];
}

/**
 * The role and juries of an account, for the login answers (local and CAS): the web app keeps them
 * in the browser session to show staff the back office they may use. The server decides again on
 * every request from the session, never from these.
 */
export async function accountRoleOf(db: Database, userId: number): Promise<AccountRole> {
  const row = await db
    .selectFrom("users")
    .select("role")
    .select(
      sql<
        string[]
      >`(SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json) FROM staff_juries WHERE staff_juries.user_id = users.id)`.as(
        "juries",
      ),
    )
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { role: row.role, juries: row.role === "reviewer" ? row.juries : [] };
}
