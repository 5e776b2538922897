import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { bearerToken, requireSession } from "../../auth/authenticate.ts";
import { createSession, endSession } from "../../auth/sessions.ts";
import { accountRoleOf } from "../../auth/account-role.ts";
import { checkCredentials } from "../../auth/credentials.ts";
import { admitLoginAttempt, loginSucceeded } from "../../auth/login-throttle.ts";
import { knownDeviceOf, rememberDevice } from "../../auth/known-devices.ts";
import { MAX_PASSWORD_LENGTH, passwordLength } from "@portal/domain/rules/password-limits";
import { casLoginRoutes } from "./cas-login.routes.ts";
import { roleOf } from "../../policies/staff.ts";
import { authTypesSchema, loginSchema, logoutSchema, sessionSchema, type LoginBody } from "./login.schema.ts";

/**
 * Sessions of SPEC §7: local login (a new session each time), logout, the auth type, the session
 * check of the web app, and the central login (CAS).
 */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const base = `/ws/form/${config.formId}`;
  const tags = ["sessions"];

  app.post<{ Body: LoginBody }>(
    `${base}/login`,
    { schema: { ...loginSchema, tags, summary: "Log in with e-mail and password; opens a new session" } },
    async (request, reply) => {
      const { login, password } = request.body;
      // No account has a password this long: refuse without spending argon2 time on it.
      if (passwordLength(password) > MAX_PASSWORD_LENGTH) throw new AppError("LOGIN_FAILED");
      const knownDevice = await knownDeviceOf(db, request, login);
      const attempt = { login, address: request.ip, knownDevice };
      await admitLoginAttempt(db, attempt);
      const account = await checkCredentials(db, login, password);
      if (!account) throw new AppError("LOGIN_FAILED");
      await loginSucceeded(db, attempt);
      await rememberDevice(db, request, reply, {
        userId: account.id,
        knownHash: knownDevice,
        loginPath: `${base}/login`,
        secure: config.publicUrl.startsWith("https:"),
      });
      const token = await createSession(db, account.id);
      const { role, juries } = await accountRoleOf(db, account.id);
      return {
        result: "ok",
        token,
        admin: account.isAdmin ? 1 : 0,
        login: account.login,
        role,
        juries,
        locale: account.chosenLocale,
      };
    },
  );

  app.post(
    "/ws/logout",
    { schema: { ...logoutSchema, tags, summary: "End the session of the bearer token (if any)" } },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await endSession(db, token);
        app.sessions.forget(token);
      }
      return { result: "OK" };
    },
  );

  app.get(
    `${base}/authtypes`,
    { schema: { ...authTypesSchema, tags, summary: "How people log in: local or CAS" } },
    async () => ({
      authType: config.casUrl ? "CAS" : "local",
    }),
  );

  await app.register(async (protectedScope) => {
    protectedScope.addHook("onRequest", requireSession);
    protectedScope.get(
      `${base}/session`,
      { schema: { ...sessionSchema, tags, summary: "Who the session belongs to" } },
      async (request) => ({
        login: request.actor.login,
        email: request.actor.email,
        admin: request.actor.isAdmin ? 1 : 0,
        role: roleOf(request.actor)!,
        juries: request.actor.juries ?? [],
      }),
    );
  });

  await app.register(casLoginRoutes);
}
