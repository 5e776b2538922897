import type { FastifyInstance } from "fastify";

/** GET /ws/config: the public settings the SPA needs (addresses of SPEC §1, auth type). */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.get(
    "/ws/config",
    { schema: { tags: ["site"], summary: "Public settings for the web app" } },
    async () => ({
      formId: config.formId,
      production: config.production,
      contactEmail: config.contactEmail,
      sisterSiteUrl: config.sisterSiteUrl,
      paymentUrl: config.paymentUrl,
      backofficeUrl: config.backofficeUrl,
      authType: config.casUrl ? "CAS" : "local",
      casUrl: config.casUrl ?? null,
    }),
  );
}
