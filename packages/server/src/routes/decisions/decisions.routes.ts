import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { changeInBulk } from "../../commands/bulk-decider.ts";
import { IMPORT_MAX_BYTES, readImportFile } from "../../commands/decision-file-reader.ts";
import { importDecisions } from "../../commands/decision-importer.ts";
import { changedFields, planDecision, recordDecision } from "../../commands/decision-recorder.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { assertStaffRight, isAdministrator, isStaff } from "../../policies/staff.ts";
import { presentDecision } from "../../presenters/decision.ts";
import { listMotivationCodes } from "../../queries/motivation-reasons.ts";
import {
  allOf,
  facetConditions,
  parseFilters,
  type FilterParams,
} from "../applications/application-filters.ts";
import { topOfRanking } from "../../queries/ranking-top.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { bulkChangeSchema, importDecisionsSchema, putDecisionSchema } from "./decisions.schema.ts";
import { idsMatching } from "../applications/selection-ids.ts";

/** The uploaded file of a multipart form (field `file`), or 400 saying how to send it. */
export async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  const say = (key: string) => translate(requestLocale(request), key, { mb: 2 });
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== "file") throw new AppError("VALIDATION", {}, say("decisions.error.noFile"));
  try {
    return { bytes: await part.toBuffer(), name: part.filename ?? "" };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("TOO_LARGE", { limit: IMPORT_MAX_BYTES }, say("decisions.error.fileTooLarge"));
    throw new AppError("BAD_REQUEST");
  }
}

/**
 * The jury's decisions (issue #11): one application's decision from the dossier, one change on
 * many applications from the workspace (with a preview), and the import of a decisions file (with
 * a dry run). Staff only; reviewers on their juries' applications; the import is administrators'.
 */
export async function decisionsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  // One file part, bounded: a larger file stops at the limit rather than filling memory.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: IMPORT_MAX_BYTES + 1 } });
  const { formId } = app.config;

  app.put("/ws/admin/answers/:id/decision", { schema: putDecisionSchema }, async (request, reply) => {
    const { actor } = request;
    const locale = requestLocale(request);
    const { version, ...set } = request.body;
    const outcome = await app.db.transaction().execute(async (trx) => {
      const { answer } = await loadReviewedAnswer(trx, formId, request.params.id, actor, "decide");
      if (version !== undefined && version !== answer.version) throw new AppError("STALE_VERSION");
      const locked = await trx
        .selectFrom("answers")
        .select(["data", "version"])
        .where("id", "=", answer.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (version !== undefined && version !== locked.version) throw new AppError("STALE_VERSION");
      const plan = planDecision(locked.data, set, {
        motivationCodes: await listMotivationCodes(trx),
        locale,
      });
      if (!plan.ok) return { plan };
      if (plan.changes.length === 0) return { data: locked.data, version: locked.version };
      const written = await recordDecision(trx, {
        answerId: answer.id,
        version: locked.version,
        actorLogin: actor.login,
        kind: "decision",
        data: plan.data,
        fields: changedFields(plan),
        notify: { before: locked.data, publicUrl: app.config.publicUrl },
      });
      if (written === undefined) throw new AppError("STALE_VERSION");
      return { data: plan.data, version: written };
    });
    if ("plan" in outcome && outcome.plan && !outcome.plan.ok) {
      const { plan } = outcome;
      const errors = Object.fromEntries(
        Object.entries(plan.errors).map(([field, messages]) => [
          field,
          messages.map((m) => translate(locale, m.key, m.params)),
        ]),
      );
      return reply.status(plan.wrongState ? 409 : 400).send({
        result: "error",
        code: plan.wrongState ? "WRONG_STATE" : "VALIDATION",
        message: plan.texts.join("; "),
        errors,
      });
    }
    const { data, version: next } = outcome as { data: Record<string, unknown>; version: number };
    // A new result on a published jury queued its "result available" mail.
    notifyMailWorker(app);
    request.log.info({ answer: request.params.id, by: actor.login }, "decision recorded");
    return { result: "OK" as const, decision: presentDecision(data, locale), version: next };
  });

  app.post("/ws/admin/applications/bulk", { schema: bulkChangeSchema }, async (request) => {
    const { actor } = request;
    const locale = requestLocale(request);
    // A change in bulk decides: an administrator's, even as a preview (the domain's staff rights).
    assertStaffRight(actor, "decide");
    const dryRun = request.query.dryRun ?? true;
    const { selection, set } = request.body;
    const outcome = await app.db.transaction().execute(async (trx) => {
      let ids: number[];
      let ranking: Awaited<ReturnType<typeof topOfRanking>> | undefined;
      if ("ids" in selection) ids = selection.ids;
      else if ("top" in selection) {
        // The first N of one programme's ranking (issue #38): rank order, ties at the cut named.
        const params = selection.filters as FilterParams;
        const programmes = (params.programme ?? "").split(",").filter((p) => p.trim() !== "");
        if (programmes.length !== 1)
          throw new AppError("VALIDATION", {}, translate(locale, "ranking.top.needsProgramme"));
        const filters = parseFilters(actor, formId, params);
        ranking = await topOfRanking(
          trx,
          allOf([...filters.base, ...facetConditions(filters)]),
          selection.top,
        );
        ids = ranking.items.map((i) => i.id);
      } else {
        // The listing's own parser: the same set as the workspace shows, a reviewer's scope included.
        const filters = parseFilters(actor, formId, selection.filters as FilterParams);
        // All of them: changeInBulk refuses more than BULK_MAX, naming how many there are.
        ids = await idsMatching(trx, filters);
      }
      const changed = await changeInBulk({
        trx,
        actor,
        formId,
        ids,
        set,
        dryRun,
        locale,
        publicUrl: app.config.publicUrl,
      });
      return ranking ? { ...changed, ranking } : changed;
    });
    if (outcome.applied) notifyMailWorker(app);
    if (outcome.applied)
      request.log.info({ count: outcome.count, by: actor.login }, "bulk change of applications");
    return { result: "OK" as const, ...outcome };
  });

  app.post("/ws/admin/decisions/import", { schema: importDecisionsSchema }, async (request) => {
    const { actor } = request;
    if (!isAdministrator(actor)) throw new ForbiddenError();
    const locale = requestLocale(request);
    const dryRun = request.query.dryRun ?? true;
    const { bytes, name } = await uploadedFile(request);
    const lines = await readImportFile(bytes, name, locale);
    const outcome = await app.db.transaction().execute((trx) =>
      importDecisions({
        trx,
        actorLogin: actor.login,
        formId,
        lines,
        dryRun,
        locale,
        publicUrl: app.config.publicUrl,
      }),
    );
    if (outcome.applied) notifyMailWorker(app);
    if (outcome.applied)
      request.log.info({ lines: outcome.valid.length, by: actor.login }, "decisions imported");
    return { result: "OK" as const, ...outcome };
  });
}
