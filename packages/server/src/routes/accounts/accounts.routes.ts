import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import { checkEmailAddress } from "@portal/domain/rules/email";
import { enforceRateLimit } from "../../auth/rate-limits.ts";
import { linkBase } from "../../auth/account-links.ts";
import { askPasswordReset, registerAccount } from "../../auth/account-registrar.ts";
import { prepareNewPassword, setPasswordWithToken } from "../../auth/password-setter.ts";
import type { TokenKind } from "../../auth/account-tokens.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import {
  accountRequestSchema,
  passwordSchema,
  type AccountRequestBody,
  type PasswordBody,
} from "./accounts.schema.ts";

/**
 * Account requests of SPEC §7: register, askreset (both always answer ok: no account discovery),
 * activate and reset (ok, or error with the reason). Public routes, rate limited.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const base = `/ws/form/${config.formId}/user`;
  const tags = ["accounts"];

  app.post<{ Body: AccountRequestBody }>(
    `${base}/register`,
    {
      schema: { ...accountRequestSchema, tags, summary: "Create an account and e-mail its activation link" },
    },
    async (request) => {
      const email = request.body.user.trim();
      const check = checkEmailAddress(email);
      if (!check.ok) throw new AppError(check.code);
      await enforceRateLimit(db, "register", { address: request.ip, account: check.login });
      const links = { base: linkBase(config.publicUrl, request.body.appurl), formId: config.formId };
      const outcome = await db
        .transaction()
        .execute((trx) => registerAccount(trx, email, check.login, links, requestLocale(request)));
      notifyMailWorker(app);
      request.log.info({ outcome }, "registration request");
      return { result: "ok" };
    },
  );

  app.post<{ Body: AccountRequestBody }>(
    `${base}/askreset`,
    { schema: { ...accountRequestSchema, tags, summary: "E-mail a password-reset link" } },
    async (request) => {
      const check = checkEmailAddress(request.body.user.trim());
      if (!check.ok) throw new AppError(check.code);
      await enforceRateLimit(db, "askreset", { address: request.ip, account: check.login });
      const links = { base: linkBase(config.publicUrl, request.body.appurl), formId: config.formId };
      // The same work and the same answer whether an account uses the address or not.
      await db.transaction().execute((trx) => askPasswordReset(trx, check.login, links));
      notifyMailWorker(app);
      return { result: "ok" };
    },
  );

  const setPassword = (kind: TokenKind) => async (request: FastifyRequest<{ Body: PasswordBody }>) => {
    const { user, password, token } = request.body;
    await enforceRateLimit(db, kind === "activation" ? "activate" : "reset", {
      address: request.ip,
      account: user,
    });
    const passwordHash = await prepareNewPassword(password, user, requestLocale(request));
    await db
      .transaction()
      .execute((trx) => setPasswordWithToken(trx, kind, { login: user, passwordHash, token: token.trim() }));
    // A new password ends the account's sessions: this process forgets them now, the others on the notification.
    app.sessions.invalidate();
    return { result: "ok" };
  };

  app.post<{ Body: PasswordBody }>(
    `${base}/activate`,
    {
      schema: {
        ...passwordSchema,
        tags,
        summary: "Activate an account: set its password with the e-mailed token",
      },
    },
    setPassword("activation"),
  );

  app.post<{ Body: PasswordBody }>(
    `${base}/reset`,
    { schema: { ...passwordSchema, tags, summary: "Set a new password with the e-mailed reset token" } },
    setPassword("reset"),
  );
}
