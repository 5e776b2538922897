import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { inviteToInterview } from "../../commands/interview-inviter.ts";
import { createSlot, deleteSlot, updateSlot } from "../../commands/interview-slot-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canManageInterviews } from "../../policies/interview.ts";
import { presentStaffSlot } from "../../presenters/interview.ts";
import {
  invitationCounts,
  programmeSlots,
  slotBookings,
  type InterviewSlotRow,
} from "../../queries/interviews.ts";
import { choosableProgrammes } from "../../queries/programme-list.ts";
import type { Database } from "../../db/database.ts";
import { selectionIds } from "../applications/selection-ids.ts";
import {
  createSlotSchema,
  deleteSlotSchema,
  inviteSchema,
  listSlotsSchema,
  updateSlotSchema,
} from "./interviews.schema.ts";
import { refusal } from "./interview-messages.ts";

/** A slot with the candidates holding it. */
async function withBookings(db: Database, slot: InterviewSlotRow) {
  return presentStaffSlot(slot, await slotBookings(db, [slot.id]));
}

/**
 * Interview slots and invitations (issue #38), administrators only: each programme's slots with
 * the candidates holding them, opening, changing and deleting a slot, and inviting the
 * workspace's selected applications.
 */
export async function interviewSlotsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!canManageInterviews(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/interviews";

  app.get(`${base}/slots`, { schema: listSlotsSchema }, async (request) => {
    const programme = request.query.programme || undefined;
    const [programmes, slots] = await Promise.all([
      choosableProgrammes(app.db),
      programmeSlots(app.db, programme),
    ]);
    const bookings = await slotBookings(
      app.db,
      slots.filter((s) => s.booked > 0).map((s) => s.id),
    );
    return {
      result: "OK" as const,
      timeZone: app.config.timeZone,
      programmes: await Promise.all(
        programmes.map(async (p) => ({
          code: p.code,
          labelEn: p.labelEn,
          labelFr: p.labelFr,
          ...(await invitationCounts(app.db, p.code)),
        })),
      ),
      slots: slots.map((slot) => presentStaffSlot(slot, bookings)),
    };
  });

  app.post(`${base}/slots`, { schema: createSlotSchema }, async (request) => {
    const locale = requestLocale(request);
    const { programme, ...slot } = request.body;
    if (!(await choosableProgrammes(app.db)).some((p) => p.code === programme)) {
      const detail = translate(locale, "interview.error.unknownProgramme", { programme });
      throw new AppError("NOT_FOUND", {}, detail);
    }
    const outcome = await app.db
      .transaction()
      .execute((trx) => createSlot(trx, { programme, slot, by: request.actor.login, now: app.clock.now() }));
    if (!outcome.ok) throw refusal("VALIDATION", outcome.messages, locale);
    request.log.info({ slot: outcome.slot.id, programme, by: request.actor.login }, "interview slot opened");
    return { result: "OK" as const, slot: await withBookings(app.db, outcome.slot) };
  });

  app.put(`${base}/slots/:id`, { schema: updateSlotSchema }, async (request) => {
    const locale = requestLocale(request);
    const outcome = await app.db.transaction().execute((trx) =>
      updateSlot(trx, {
        slotId: request.params.id,
        slot: request.body,
        now: app.clock.now(),
        config: app.config,
      }),
    );
    if (!outcome.ok) throw refusal("VALIDATION", outcome.messages, locale);
    if (outcome.told > 0) notifyMailWorker(app);
    request.log.info(
      { slot: outcome.slot.id, by: request.actor.login, told: outcome.told },
      "interview slot changed",
    );
    return { result: "OK" as const, slot: await withBookings(app.db, outcome.slot), told: outcome.told };
  });

  app.delete(`${base}/slots/:id`, { schema: deleteSlotSchema }, async (request) => {
    await app.db.transaction().execute((trx) => deleteSlot(trx, request.params.id));
    request.log.info({ slot: request.params.id, by: request.actor.login }, "interview slot deleted");
    return { result: "OK" as const };
  });

  app.post(`${base}/invitations`, { schema: inviteSchema }, async (request) => {
    const answerIds = await selectionIds(request, request.body.selection);
    const report = await app.db.transaction().execute((trx) =>
      inviteToInterview(trx, {
        answerIds,
        by: request.actor.login,
        now: app.clock.now(),
        config: app.config,
      }),
    );
    if (report.invited > 0) notifyMailWorker(app);
    request.log.info({ ...report, by: request.actor.login }, "interview invitations");
    return { result: "OK" as const, ...report };
  });
}
