import { sql } from "kysely";
import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../db/database.ts";
import { queueMail } from "../mail/outbox.ts";
import { accountMail } from "../mail/account-mails.ts";
import { loadTemplate, mailLocale, queueTemplateMail } from "../mail/template-mails.ts";
import { activationLink } from "./account-links.ts";
import { issueAccountToken, TOKEN_LIFETIME_MS } from "./account-tokens.ts";
import { hashToken, newToken } from "./session-tokens.ts";

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
 * disabled account, nothing. The activation mail is the "activation" template in the language of
 * the request (`locale`), which a new or not yet activated account keeps as its own.
 */
export async function registerAccount(
  trx: Database,
  email: string,
  login: string,
  links: LinkContext,
  locale: Locale = "en",
): Promise<RegistrationOutcome> {
  const inserted = await trx
    .insertInto("users")
    .values({ login, email, locale })
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
    // Not activated yet: the latest registration's language is the account's.
    if (state === "resent")
      await trx.updateTable("users").set({ locale }).where("id", "=", user.id).execute();
    const token = await issueAccountToken(trx, user.id, "activation");
    await queueTemplateMail(trx, {
      key: "activation",
      to,
      locale,
      values: { link: activationLink(links.base, links.formId, login, token, false, locale) },
    });
  }
  return state;
}

/** What askPasswordReset did, for logs and tests only: the caller always answers the same. */
export type ResetOutcome = "reset" | "no-account";

/**
 * Answers a password-reset request, in the transaction it is given, with the same work whatever
 * the address (issue #8: an unknown address used to answer measurably faster): one statement that
 * issues a reset token to an activated, enabled account of that login (or to none), the same token
 * generation and hashing, and one outbox mail: the reset link, or for any other address a mail
 * saying that no active account uses it and how to create one. The route checks the address first.
 * The reset link is the "password_reset" template in the account's language (users.locale).
 */
export async function askPasswordReset(
  trx: Database,
  login: string,
  links: LinkContext,
): Promise<ResetOutcome> {
  const token = newToken();
  const found = await sql<{ email: string; locale: string }>`
    WITH account AS (
      SELECT id, email, locale FROM users
      WHERE login = ${login} AND activated_at IS NOT NULL AND disabled_at IS NULL
    ), issued AS (
      INSERT INTO tokens (user_id, kind, token_hash, expires_at)
      SELECT id, 'reset', ${hashToken(token)}, ${new Date(Date.now() + TOKEN_LIFETIME_MS.reset)} FROM account
      RETURNING user_id
    )
    SELECT account.email, account.locale FROM account JOIN issued ON issued.user_id = account.id`.execute(
    trx,
  );
  const user = found.rows[0];
  if (user) {
    await queueTemplateMail(trx, {
      key: "password_reset",
      to: user.email,
      locale: mailLocale(user.locale),
      values: { link: activationLink(links.base, links.formId, login, token, true, mailLocale(user.locale)) },
    });
  } else {
    // The same template read as for an account, so that both answers still take the same work.
    await loadTemplate(trx, "password_reset", "en");
    await queueMail(trx, accountMail("noAccount", login, `${links.base}/`));
  }
  return user ? "reset" : "no-account";
}
