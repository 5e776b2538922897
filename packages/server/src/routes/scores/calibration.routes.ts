import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { calibrationOf, DEFAULT_LEANING } from "@portal/domain/review/calibration";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { juryReviews } from "../../queries/review-rows.ts";
import { calibrationSchema } from "./scores.schema.ts";

/**
 * Reviewer calibration (issue #38): for a jury's administrator, each reviewer's scores against the
 * other readers of the same applications (domain calibrationOf), so a harsh or lenient reader is
 * seen before decisions.
 */
export async function calibrationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });

  app.get("/ws/admin/calibration", { schema: calibrationSchema }, async (request) => {
    const { jury } = request.query;
    const known = await app.db
      .selectFrom("juries")
      .select("id_jury")
      .where("id_jury", "=", jury)
      .executeTakeFirst();
    if (!known)
      throw new AppError(
        "NOT_FOUND",
        {},
        translate(requestLocale(request), "ranking.error.unknownJury", { value: jury }),
      );
    const reviews = await juryReviews(app.db, app.config.formId, jury);
    return {
      result: "OK" as const,
      jury,
      threshold: DEFAULT_LEANING,
      reviewers: calibrationOf(reviews, DEFAULT_LEANING),
    };
  });
}
