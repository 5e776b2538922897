import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isStaff, reviewableJuries } from "../../policies/staff.ts";
import { presentDashboard } from "../../presenters/dashboard.ts";
import { dashboardFigures } from "../../queries/dashboard-figures.ts";
import { DOCUMENTS_TO_CHECK_VIEW } from "@portal/domain/workflow/document-requests";
import { parseFilters } from "../applications/application-filters.ts";
import { countMatching } from "../applications/selection-ids.ts";
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
    const { formId } = app.config;
    // Counted through the workspace's own filters, so the card and the view its link opens agree.
    const [figures, documentsToCheck] = await Promise.all([
      dashboardFigures(app.db, { formId, juries, locale }),
      countMatching(app.db, parseFilters(request.actor, formId, DOCUMENTS_TO_CHECK_VIEW)),
    ]);
    return presentDashboard(
      { ...figures, documentsAwaitingReview: documentsToCheck },
      locale,
      juries === null,
    );
  });
}
