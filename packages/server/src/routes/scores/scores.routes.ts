import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { create as contentDisposition } from "content-disposition";
import { blindName } from "@portal/domain/review/blind";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { IMPORT_MAX_BYTES, readSheetRecords } from "../../commands/decision-file-reader.ts";
import { importScores } from "../../commands/score-importer.ts";
import { ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { blindRowTest } from "../../policies/blind-review.ts";
import { isAdministrator, isStaff, roleOf } from "../../policies/staff.ts";
import { submittedReviews } from "../../queries/review-rows.ts";
import { allOf, facetConditions, parseFilters } from "../applications/application-filters.ts";
import { XLSX_TYPE } from "../applications/applications.schema.ts";
import { uploadedFile } from "../decisions/decisions.routes.ts";
import { blindProgrammesFor } from "../dossier/dossier-access.ts";
import { scoresCsv, scoresTable, scoresXlsx } from "./score-export.ts";
import { exportScoresSchema, importScoresSchema } from "./scores.schema.ts";

/**
 * The reviews' scores as a file (issue #38): the export, one line per submitted review (staff: an
 * administrator every review, a reviewer their own), and the administrators' import of the same
 * layout, a dry run first.
 */
export async function scoresRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: IMPORT_MAX_BYTES + 1 } });
  const { formId } = app.config;

  app.get("/ws/admin/scores/export", { schema: exportScoresSchema }, async (request, reply) => {
    const { actor } = request;
    const { sort: _sort, order: _order, format = "csv", ...params } = request.query;
    const blind = await blindProgrammesFor(app.db, actor);
    const filters = parseFilters(actor, formId, params, blind);
    const own = roleOf(actor) === "reviewer" ? actor.userId : undefined;
    const reviews = await submittedReviews(
      app.db,
      allOf([...filters.base, ...facetConditions(filters)]),
      own,
    );
    const readsBlind = blindRowTest(actor, blind);
    const table = scoresTable(
      reviews.map((r) => ({
        ...r,
        candidate: readsBlind(r) ? blindName(r.answer_id) : `${r.given_name} ${r.family_name}`.trim(),
      })),
    );
    const body = format === "xlsx" ? await scoresXlsx(table) : scoresCsv(table);
    return reply
      .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
      .header(
        "content-disposition",
        contentDisposition(`scores-${new Date().toISOString().slice(0, 10)}.${format}`),
      )
      .header("cache-control", "private, no-store")
      .send(body);
  });

  app.post("/ws/admin/scores/import", { schema: importScoresSchema }, async (request, reply) => {
    const { actor } = request;
    if (!isAdministrator(actor)) throw new ForbiddenError();
    const locale = requestLocale(request);
    const dryRun = request.query.dryRun ?? true;
    const { bytes, name } = await uploadedFile(request);
    const records = await readSheetRecords(bytes, name, locale);
    const outcome = await app.db
      .transaction()
      .execute((trx) => importScores({ trx, formId, records, dryRun, locale }));
    if (!dryRun && !outcome.applied) {
      const errors = Object.fromEntries(
        outcome.rows.filter((r) => r.problems.length > 0).map((r) => [String(r.line), r.problems]),
      );
      return reply.status(400).send({
        result: "error",
        code: "VALIDATION",
        message: translate(locale, "ranking.import.invalidRows", { count: outcome.invalid }),
        errors,
      });
    }
    if (outcome.applied) request.log.info({ lines: outcome.rows.length, by: actor.login }, "scores imported");
    return { result: "OK" as const, ...outcome };
  });
}
