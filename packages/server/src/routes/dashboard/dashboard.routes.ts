import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isStaff, reviewableJuries } from "../../policies/staff.ts";
import { presentDashboard } from "../../presenters/dashboard.ts";
import { dashboardFigures } from "../../queries/dashboard-figures.ts";
import { dashboardSchema } from "./dashboard.schema.ts";

/** The back office's dashboard (staff): the campaign's figures, a reviewer's scoped to their juries. */
export async function dashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });

  app.get("/ws/admin/dashboard", { schema: dashboardSchema }, async (request) => {
    const juries = reviewableJuries(request.actor);
    const locale = requestLocale(request);
    const figures = await dashboardFigures(app.db, { formId: app.config.formId, juries, locale });
    return presentDashboard(figures, locale, juries === null);
  });
}
