import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { isDay } from "@portal/domain/workflow/document-requests";
import { requireSession } from "../../auth/authenticate.ts";
import { isReminderTemplate, sendReminders } from "../../commands/reminder-sender.ts";
import { AppError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { assertStaffRight } from "../../policies/staff.ts";
import { selectionIds } from "../applications/selection-ids.ts";
import { sendRemindersSchema } from "./reminders.schema.ts";

/** Reminders to candidates (administrators: a reviewer writes to no candidate): count them first (dryRun), then send. */
export async function remindersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    assertStaffRight(request.actor, "remind");
  });

  app.post("/ws/admin/reminders", { schema: sendRemindersSchema }, async (request) => {
    const locale = requestLocale(request);
    const { template, deadline, selection } = request.body;
    const dryRun = request.query.dryRun ?? false;
    if (!isReminderTemplate(template))
      throw new AppError("VALIDATION", {}, translate(locale, "noticesApi.reminderTemplate", { template }));
    if (deadline !== undefined && !isDay(deadline))
      throw new AppError("VALIDATION", {}, translate(locale, "noticesApi.deadline", { value: deadline }));
    if ("ids" in selection && selection.ids.length === 0)
      throw new AppError("VALIDATION", {}, translate(locale, "noticesApi.emptySelection"));
    const answerIds = await selectionIds(request, selection);
    const outcome = await app.db.transaction().execute((trx) =>
      sendReminders(trx, {
        template,
        answerIds,
        deadline,
        campaign: app.config,
        by: request.actor.login,
        publicUrl: app.config.publicUrl,
        dryRun,
      }),
    );
    if (outcome.sent > 0) notifyMailWorker(app);
    request.log.info({ template, dryRun, ...outcome, by: request.actor.login }, "reminders");
    return { result: "OK" as const, ...outcome };
  });
}
