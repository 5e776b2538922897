import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { createSession } from "../../auth/sessions.ts";
import { accountRoleOf } from "../../auth/account-role.ts";
import { enforceRateLimit } from "../../auth/rate-limits.ts";
import { splitServiceUrl, validateServiceTicket } from "../../auth/cas-client.ts";
import { findOrCreateCasAccount } from "../../auth/cas-accounts.ts";
import { casLoginSchema, type CasLoginBody } from "./login.schema.ts";

function sameOrigin(address: string, publicUrl: string): boolean {
  try {
    return new URL(address).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The central login (CAS_URL): the redirection to its login page, and the validation of the
 * ticket it sends the browser back with. Only services of this portal (PUBLIC_URL's origin) are
 * accepted, so a ticket issued to another site cannot be replayed here.
 */
export async function casLoginRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const base = `/ws/form/${config.formId}`;
  const tags = ["sessions"];

  app.get<{ Querystring: { service?: string } }>(
    `${base}/cas/login`,
    {
      schema: {
        tags,
        summary: "Redirect to the central login page",
        querystring: { type: "object", properties: { service: { type: "string", maxLength: 4096 } } },
      },
    },
    async (request, reply) => {
      if (!config.casUrl) throw new AppError("NOT_FOUND");
      const asked = request.query.service;
      const service = asked && sameOrigin(asked, config.publicUrl) ? asked : `${config.publicUrl}/login`;
      return reply.redirect(`${config.casUrl}/login?service=${encodeURIComponent(service)}`, 302);
    },
  );

  app.post<{ Body: CasLoginBody }>(
    `${base}/logincas`,
    { schema: { ...casLoginSchema, tags, summary: "Log in with a CAS service ticket" } },
    async (request) => {
      if (!config.casUrl) throw new AppError("NOT_FOUND");
      await enforceRateLimit(db, "logincas", { address: request.ip });
      if (!sameOrigin(request.body.page_url, config.publicUrl)) throw new AppError("CAS_WRONG_SERVICE");
      const { service, ticket } = splitServiceUrl(request.body.page_url);
      if (!ticket) throw new AppError("CAS_REFUSED");
      const identity = await validateServiceTicket(config.casUrl, service, ticket);
      const account = await findOrCreateCasAccount(db, identity);
      const token = await createSession(db, account.id);
      const { role, juries } = await accountRoleOf(db, account.id);
      return {
        result: "ok",
        login: account.login,
        email: account.email,
        token,
        admin: account.isAdmin ? 1 : 0,
        role,
        juries,
      };
    },
  );
}
