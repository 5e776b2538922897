import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import type { CasIdentity } from "./cas-client.ts";
import { checkEmailAddress } from "@portal/domain/rules/email";

/** The account a central login maps to. */
export interface CasAccount {
  id: number;
  login: string;
  email: string;
  isAdmin: boolean;
}

/**
 * The account of a user the CAS server vouched for: created activated on the first login (no
 * password: it logs in only through CAS), its e-mail kept up to date from the `mail` attribute.
 * A disabled account is refused.
 */
export async function findOrCreateCasAccount(db: Database, identity: CasIdentity): Promise<CasAccount> {
  const login = identity.user.trim().toLowerCase();
  const email = identity.mail?.trim() || (checkEmailAddress(login).ok ? login : "");
  const row = await db
    .insertInto("users")
    .values({ login, email, activated_at: new Date() })
    .onConflict((oc) =>
      oc.column("login").doUpdateSet({
        email: identity.mail?.trim() ? identity.mail.trim() : sql<string>`users.email`,
        activated_at: sql<Date>`coalesce(users.activated_at, now())`,
      }),
    )
    .returning(["id", "login", "email", "is_admin", "disabled_at"])
    .executeTakeFirstOrThrow();
  if (row.disabled_at) throw new AppError("CAS_REFUSED");
  return { id: row.id, login: row.login, email: row.email, isAdmin: row.is_admin > 0 };
}
