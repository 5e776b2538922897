import { sql } from "kysely";
import { generatePassword } from "../auth/administrators.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { hasApplication, lockActiveAdministrators } from "../queries/staff-queries.ts";
import { checkStaffJuries, writeStaffRole } from "./staff-updater.ts";

/**
 * Makes `login` a reviewer of these juries (`npm run admin -- reviewer`): creates an activated
 * account with a new random password, returned to be shown once, or turns an existing account
 * without application into a reviewer (password kept, null returned). Refuses, as the staff API
 * does, unknown juries, an applicant, and the demotion of the last active administrator.
 */
export async function assignReviewer(
  db: Database,
  login: string,
  juries: readonly string[],
): Promise<{ password: string | null; juries: string[] }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const ids = await checkStaffJuries(trx, "reviewer", juries);
    const inserted = await trx
      .insertInto("users")
      .values({
        login,
        email: login,
        password_hash: passwordHash,
        role: "reviewer",
        activated_at: sql<Date>`now()`,
      })
      .onConflict((oc) => oc.column("login").doNothing())
      .returning("id")
      .executeTakeFirst();
    const user = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("login", "=", login)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!inserted) {
      if (await hasApplication(trx, login)) throw new AppError("STAFF_HAS_APPLICATION", { login });
      const active = await lockActiveAdministrators(trx);
      if (user.role === "administrator" && active.every((id) => id === user.id))
        throw new AppError("STAFF_LAST_ADMIN");
    }
    await writeStaffRole(trx, user.id, "reviewer", ids);
    return { password: inserted ? password : null, juries: ids };
  });
}
