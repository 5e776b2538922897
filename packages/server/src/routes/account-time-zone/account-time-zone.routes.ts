import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { canonicalTimeZone } from "@portal/domain/campaign/deadline-format";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { recordTimeZone } from "../../commands/time-zone-recorder.ts";
import { AppError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { accountTimeZoneSchema } from "./account-time-zone.schema.ts";

/**
 * The time zone of the signed-in person's browser, reported once per session: their e-mails name
 * dates in it. Every person sets their own, and nobody else's.
 */
export async function accountTimeZoneRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);

  app.put("/ws/account/time-zone", { schema: accountTimeZoneSchema }, async (request) => {
    const timeZone = canonicalTimeZone(request.body.timeZone);
    if (!timeZone) {
      const detail = translate(requestLocale(request), "deadlines.badTimeZone", {
        zone: request.body.timeZone,
      });
      throw new AppError("VALIDATION", {}, detail);
    }
    await recordTimeZone(app.db, request.actor.userId, timeZone);
    return { result: "OK" as const, timeZone };
  });
}
