import type { FastifyInstance } from "fastify";
import { siteConfigSchema } from "./site.schema.ts";

/**
 * GET /ws/config: the public settings the SPA needs (addresses of SPEC §1, auth type). The dates an
 * application must meet are its programme's: GET …/answer/{login}/deadlines.
 */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.get("/ws/config", { schema: siteConfigSchema }, async () => ({
    formId: config.formId,
    production: config.production,
    contactEmail: config.contactEmail,
    sisterSiteUrl: config.sisterSiteUrl,
    paymentUrl: config.paymentUrl,
    backofficeUrl: config.backofficeUrl,
    authType: config.casUrl ? ("CAS" as const) : ("local" as const),
    casUrl: config.casUrl ?? null,
  }));
}
