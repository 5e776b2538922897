import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator, isStaff } from "../../policies/staff.ts";
import { listReasons, type ReasonRow } from "../../queries/reasons.ts";
import { addReasonSchema, listReasonsSchema, updateReasonSchema } from "./reasons.schema.ts";

/** A reason as it leaves the server. */
const presentReason = (row: ReasonRow) => ({
  id: row.id,
  kind: row.kind,
  code: row.code,
  labelEn: row.label_en,
  labelFr: row.label_fr,
  position: row.position,
  archived: row.archived,
});

const CODE = /^[a-z0-9_]{1,50}$/;

/**
 * The catalogue of reasons (issue #11): document refusal reasons and decision motivations, read by
 * all staff, edited by administrators. Entries are archived, never deleted: past reviews name them.
 */
export async function reasonsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/reasons";

  app.get(base, { schema: listReasonsSchema }, async (request) => ({
    result: "OK" as const,
    reasons: (await listReasons(app.db, request.query.kind)).map(presentReason),
  }));

  app.post(base, { schema: addReasonSchema }, async (request, reply) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
    const locale = requestLocale(request);
    const { kind, code } = request.body;
    const [labelEn, labelFr] = [request.body.labelEn.trim(), request.body.labelFr.trim()];
    if (!CODE.test(code))
      throw new AppError("VALIDATION", { detail: translate(locale, "documentReview.reasonCode", { code }) });
    if (labelEn === "" || labelFr === "")
      throw new AppError("VALIDATION", { detail: translate(locale, "documentReview.reasonLabel") });
    const row = await app.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom("reasons")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("kind", "=", kind)
        .executeTakeFirst();
      return trx
        .insertInto("reasons")
        .values({ kind, code, label_en: labelEn, label_fr: labelFr, position: Number(last?.max ?? 0) + 1 })
        .onConflict((oc) => oc.columns(["kind", "code"]).doNothing())
        .returningAll()
        .executeTakeFirst();
    });
    if (!row) {
      const detail = translate(locale, "documentReview.reasonCodeTaken", { kind, code });
      throw new AppError("VALIDATION", { detail });
    }
    request.log.info({ reason: row.id, by: request.actor.login }, "reason added");
    return reply.status(201).send({ result: "OK" as const, reason: presentReason(row) });
  });

  app.patch(`${base}/:id`, { schema: updateReasonSchema }, async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
    const { labelEn, labelFr, position, archived } = request.body;
    if (labelEn?.trim() === "" || labelFr?.trim() === "") {
      const detail = translate(requestLocale(request), "documentReview.reasonLabel");
      throw new AppError("VALIDATION", { detail });
    }
    const changes = {
      ...(labelEn !== undefined ? { label_en: labelEn.trim() } : {}),
      ...(labelFr !== undefined ? { label_fr: labelFr.trim() } : {}),
      ...(position !== undefined ? { position } : {}),
      ...(archived !== undefined ? { archived } : {}),
    };
    const query =
      Object.keys(changes).length > 0
        ? app.db.updateTable("reasons").set(changes).where("id", "=", request.params.id).returningAll()
        : app.db.selectFrom("reasons").selectAll().where("id", "=", request.params.id);
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError("NOT_FOUND");
    return { result: "OK" as const, reason: presentReason(row) };
  });
}
