import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { stringify } from "csv-stringify/sync";
import { translate } from "@portal/domain/i18n/index";
import {
  SIS_COLUMNS,
  sisCsvRow,
  type SisPopulation,
  type SisRecord,
} from "@portal/domain/handoff/sis-record";
import { sql, type RawBuilder } from "kysely";
import { requireSession } from "../../auth/authenticate.ts";
import {
  exportToSis,
  previewSisExport,
  repeatSisExport,
  type SisExportLog,
  type SisFormat,
} from "../../commands/sis-exporter.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import {
  allOf,
  facetConditions,
  parseFilters,
  type FilterParams,
} from "../applications/application-filters.ts";
import type { Selection } from "../applications/selection-ids.ts";
import {
  getSisExportSchema,
  listSisExportsSchema,
  postSisExportSchema,
  previewSisExportSchema,
  repeatSisExportSchema,
} from "./sis-handoff.schema.ts";

/** A logged export as it leaves the server. */
function presentLog(log: SisExportLog) {
  return { ...log, exportedAt: log.exportedAt.toISOString() };
}

/** A stored sis_exports row as the log shows it. */
function logOf(row: {
  id: number;
  exported_by: string;
  exported_at: Date;
  format: SisFormat;
  count: number;
  only_not_exported: boolean;
  population: string;
  repeat_of: number | null;
}): SisExportLog {
  return {
    id: row.id,
    exportedBy: row.exported_by,
    exportedAt: row.exported_at,
    format: row.format,
    count: row.count,
    onlyNotExported: row.only_not_exported,
    population: row.population as SisPopulation,
    repeatOf: row.repeat_of,
  };
}

/**
 * The workspace's selection as conditions on application_facts: the ids listed (of this form), or the
 * listing's filters as parseFilters reads them for this caller (so every workspace filter, the
 * campaign's included, narrows the export as it narrows the listing). 400 for an empty list of ids.
 */
function scopeOf(request: FastifyRequest, selection: Selection): RawBuilder<boolean> {
  const { formId } = request.server.config;
  if ("ids" in selection) {
    if (selection.ids.length === 0)
      throw new AppError("VALIDATION", {}, translate(requestLocale(request), "sisHandoff.emptySelection"));
    return sql<boolean>`(form_id = ${formId} and answer_id in (${sql.join(selection.ids)}))`;
  }
  const filters = parseFilters(request.actor, formId, selection.filters as FilterParams);
  return allOf([...filters.base, ...facetConditions(filters)]);
}

/**
 * The export's answer: the CSV file (UTF-8 with a byte-order mark, as the applications export, so a
 * spreadsheet reads the accents; the header is the column names) or the JSON body.
 */
function send(reply: FastifyReply, format: SisFormat, logged: SisExportLog | null, records: SisRecord[]) {
  reply.header("cache-control", "private, no-store");
  if (format === "json")
    return reply.send({
      result: "OK" as const,
      export: logged && presentLog(logged),
      columns: SIS_COLUMNS.map((c) => c.name),
      candidates: records,
    });
  const csv = stringify([SIS_COLUMNS.map((c) => c.name), ...records.map(sisCsvRow)], {
    record_delimiter: "\r\n",
    // An address may hold a line break: quoted, so that the line is still one record (RFC 4180).
    quoted_match: /[\r\n]/,
  });
  const day = new Date().toISOString().slice(0, 10);
  const name = logged ? `sis-export-${logged.id}-${day}.csv` : `sis-export-empty-${day}.csv`;
  if (logged) reply.header("x-sis-export", String(logged.id));
  reply.header("x-sis-export-count", String(records.length));
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", contentDisposition(name))
    .send(`\ufeff${csv}`);
}

/**
 * The hand-off to the student information system (issue #39, docs/SIS-EXPORT.md), administrators
 * only: the count of a selection's candidates left to export, the export (CSV or JSON, logged with
 * its candidates in the transaction that reads them), the log, one export's candidates, and a
 * past export sent again.
 */
export async function sisExportsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/sis/exports";

  app.post(`${base}/preview`, { schema: previewSisExportSchema }, async (request) => {
    const scope = scopeOf(request, request.body.selection);
    const population = request.body.population ?? "admitted";
    const counts = await app.db.transaction().execute((trx) => previewSisExport(trx, { scope, population }));
    return { result: "OK" as const, ...counts };
  });

  app.post(base, { schema: postSisExportSchema }, async (request, reply) => {
    const { selection, format, population = "admitted", onlyNotExported = true } = request.body;
    const scope = scopeOf(request, selection);
    const by = request.actor.login;
    const outcome = await app.db
      .transaction()
      .execute((trx) => exportToSis(trx, { scope, population, onlyNotExported, format, by }));
    request.log.info(
      {
        export: outcome.export?.id ?? null,
        count: outcome.records.length,
        format,
        population,
        onlyNotExported,
        by,
      },
      "SIS export",
    );
    return send(reply, format, outcome.export, outcome.records);
  });

  app.get(base, { schema: listSisExportsSchema }, async (request) => {
    const { limit = 100, before } = request.query;
    let query = app.db.selectFrom("sis_exports").selectAll().orderBy("id", "desc").limit(limit);
    if (before !== undefined) query = query.where("id", "<", before);
    const rows = await query.execute();
    return { result: "OK" as const, exports: rows.map((row) => presentLog(logOf(row))) };
  });

  app.get(`${base}/:id`, { schema: getSisExportSchema }, async (request) => {
    const row = await app.db
      .selectFrom("sis_exports")
      .selectAll()
      .where("id", "=", request.params.id)
      .executeTakeFirst();
    if (!row) throw new AppError("NOT_FOUND");
    const candidates = await app.db
      .selectFrom("sis_export_items as i")
      .innerJoin("application_facts as f", "f.answer_id", "i.answer_id")
      .select(["f.answer_id as id", "f.login", "f.family_name", "f.given_name", "f.programme"])
      .where("i.export_id", "=", row.id)
      .orderBy("f.answer_id")
      .execute();
    return {
      result: "OK" as const,
      export: presentLog(logOf(row)),
      candidates: candidates.map((c) => ({
        id: c.id,
        login: c.login,
        familyName: c.family_name,
        givenName: c.given_name,
        programme: c.programme,
      })),
    };
  });

  app.post(`${base}/:id/repeat`, { schema: repeatSisExportSchema }, async (request, reply) => {
    const { format } = request.body;
    const by = request.actor.login;
    const outcome = await app.db
      .transaction()
      .execute((trx) => repeatSisExport(trx, { exportId: request.params.id, format, by }));
    if (!outcome) throw new AppError("NOT_FOUND");
    request.log.info(
      { export: outcome.export.id, repeatOf: request.params.id, count: outcome.records.length, format, by },
      "SIS export repeated",
    );
    return send(reply, format, outcome.export, outcome.records);
  });
}
