import type { Database } from "../db/database.ts";
import { queueMail } from "../mail/outbox.ts";
import { accountMail } from "../mail/account-mails.ts";
import { activationLink } from "./account-links.ts";
import { issueAccountToken } from "./account-tokens.ts";

/** Where links point: the base address and the form id. */
export interface LinkContext {
  base: string;
  formId: string;
}

/** What happened, for logs and tests only: the caller always answers the same (no account discovery). */
export type RegistrationOutcome = "created" | "resent" | "existing" | "disabled";

/**
 * Registers an account for an already checked e-mail, in the transaction it is given: a new
 * inactive account with an activation link; for an account not yet activated, a fresh activation
 * link; for an active account, a "you already have an account" mail with a reset link; for a
 * disabled account, nothing.
 */
export async function registerAccount(
  trx: Database,
  email: string,
  login: string,
  links: LinkContext,
): Promise<RegistrationOutcome> {
  const inserted = await trx
    .insertInto("users")
    .values({ login, email })
    .onConflict((oc) => oc.column("login").doNothing())
    .returning("id")
    .executeTakeFirst();
  const user = await trx
    .selectFrom("users")
    .select(["id", "email", "activated_at", "disabled_at"])
    .where("login", "=", login)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const state: RegistrationOutcome = inserted
    ? "created"
    : user.disabled_at
      ? "disabled"
      : user.activated_at
        ? "existing"
        : "resent";
  if (state === "disabled") return state;
  const to = user.email;
  if (state === "existing") {
    const token = await issueAccountToken(trx, user.id, "reset");
    await queueMail(
      trx,
      accountMail("existing", to, activationLink(links.base, links.formId, login, token, true)),
    );
  } else {
    const token = await issueAccountToken(trx, user.id, "activation");
    await queueMail(
      trx,
      accountMail("activation", to, activationLink(links.base, links.formId, login, token, false)),
    );
  }
  return state;
}

/** Sends a password-reset link to an activated, enabled account; does nothing for any other login. */
export async function askPasswordReset(trx: Database, login: string, links: LinkContext): Promise<boolean> {
  const user = await trx
    .selectFrom("users")
    .select(["id", "email"])
    .where("login", "=", login)
    .where("activated_at", "is not", null)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!user) return false;
  const token = await issueAccountToken(trx, user.id, "reset");
  await queueMail(
    trx,
    accountMail("reset", user.email, activationLink(links.base, links.formId, login, token, true)),
  );
  return true;
}
