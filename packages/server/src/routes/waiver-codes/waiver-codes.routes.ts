import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { wallTime } from "@portal/domain/campaign/zoned-time";
import { translate } from "@portal/domain/i18n/index";
import { toCents, toEuros } from "@portal/domain/workflow/payment-status";
import type { Selectable } from "kysely";
import { requireSession } from "../../auth/authenticate.ts";
import { createWaiverCode } from "../../commands/waiver-code-writer.ts";
import type { WaiverCodesTable } from "../../db/schema.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { choosableProgrammes } from "../../queries/programme-list.ts";
import {
  createWaiverCodeSchema,
  listWaiverCodesSchema,
  updateWaiverCodeSchema,
} from "./waiver-codes.schema.ts";

/** A waiver code as it leaves the server: euros, ISO times, its last day where the office is, whether it has expired. */
function presentWaiverCode(row: Selectable<WaiverCodesTable>, now: Date, timeZone: string) {
  return {
    id: row.id,
    code: row.code,
    nature: row.nature,
    percentOff: row.percent_off,
    amountOff: row.amount_off_cents === null ? null : toEuros(row.amount_off_cents),
    programme: row.programme,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    validUntil: row.expires_at ? wallTime(row.expires_at, timeZone).day : null,
    expired: row.expires_at !== null && new Date(row.expires_at).getTime() < now.getTime(),
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    archived: row.archived,
  };
}

/**
 * Waiver codes (issue #39), administrators only: the list with each code's uses, creating a code,
 * archiving or restoring one. Codes are archived, never deleted: their uses name them.
 */
export async function waiverCodesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/waiver-codes";

  app.get(base, { schema: listWaiverCodesSchema }, async () => {
    const [rows, programmes] = await Promise.all([
      app.db
        .selectFrom("waiver_codes")
        .selectAll()
        .orderBy("archived")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute(),
      choosableProgrammes(app.db),
    ]);
    const now = app.clock.now();
    return {
      result: "OK" as const,
      codes: rows.map((row) => presentWaiverCode(row, now, app.config.timeZone)),
      programmes: programmes.map(({ code, labelEn, labelFr }) => ({ code, labelEn, labelFr })),
    };
  });

  app.post(base, { schema: createWaiverCodeSchema }, async (request, reply) => {
    const { body, actor } = request;
    const locale = requestLocale(request);
    const programme = body.programme?.trim() || null;
    if (programme !== null && !(await choosableProgrammes(app.db)).some((p) => p.code === programme))
      throw new AppError("VALIDATION", {}, translate(locale, "waiverCodes.error.programme", { programme }));
    const amountOff = body.amountOff;
    if (amountOff !== undefined && Math.abs(amountOff * 100 - Math.round(amountOff * 100)) > 1e-6)
      throw new AppError("WAIVER_CODE_INVALID", {}, translate(locale, "waiverRules.code.amount"));
    const now = app.clock.now();
    const created = await createWaiverCode(
      app.db,
      {
        code: body.code,
        nature: body.nature,
        percentOff: body.percentOff ?? null,
        amountOffCents: amountOff === undefined ? null : toCents(amountOff),
        programme,
        maxUses: body.maxUses ?? null,
        validUntil: body.validUntil ?? null,
        createdBy: actor.login,
      },
      { now, timeZone: app.config.timeZone },
    );
    if (!created.ok) {
      const [first] = created.problems;
      const text = created.problems.map((p) => translate(locale, p.key, p.params)).join(" ");
      throw new AppError(
        first?.code === "WAIVER_CODE_TAKEN" ? "WAIVER_CODE_TAKEN" : "WAIVER_CODE_INVALID",
        {},
        text,
      );
    }
    request.log.info({ code: created.row.id, by: actor.login }, "waiver code created");
    return reply
      .status(201)
      .send({ result: "OK" as const, code: presentWaiverCode(created.row, now, app.config.timeZone) });
  });

  app.patch(`${base}/:id`, { schema: updateWaiverCodeSchema }, async (request) => {
    const row = await app.db
      .updateTable("waiver_codes")
      .set({ archived: request.body.archived })
      .where("id", "=", request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError("NOT_FOUND");
    return { result: "OK" as const, code: presentWaiverCode(row, app.clock.now(), app.config.timeZone) };
  });
}
