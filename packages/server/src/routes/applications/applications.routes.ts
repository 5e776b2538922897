import { blindFactsRow } from "../../presenters/blind-review.ts";
import { blindRowTest } from "../../policies/blind-review.ts";
import { blindProgrammesFor } from "../dossier/dossier-access.ts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { candform } from "@portal/domain/schema/candform";
import { requireSession } from "../../auth/authenticate.ts";
import { ForbiddenError } from "../../errors.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentApplicationSummary } from "../../presenters/application-summary.ts";
import { streamExport } from "./application-export.ts";
import { parseFilters } from "./application-filters.ts";
import { countFacets, readFactsPage } from "./application-listing.ts";
import type { SortKey } from "./application-sort.ts";
import {
  exportApplicationsSchema,
  exportColumnsSchema,
  listApplicationsSchema,
  XLSX_TYPE,
} from "./applications.schema.ts";
import { chooseColumns, exportColumns, loadLookupLabels } from "./export-columns.ts";

/**
 * The applications workspace of the back office (issue #10): the filtered, sorted listing with its
 * counts, the export of the same view, and the columns the export offers. Staff only; a reviewer
 * sees the applications of their juries and nothing else (application-filters.ts scopes every query).
 */
export async function applicationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const { formId } = app.config;

  app.get("/ws/admin/applications", { schema: listApplicationsSchema }, async (request) => {
    const { sort, order, cursor, limit, ...params } = request.query;
    const blind = await blindProgrammesFor(app.db, request.actor);
    const filters = parseFilters(request.actor, formId, params, blind);
    const readsBlind = blindRowTest(request.actor, blind);
    // The schema fills the defaults in; the type still says optional.
    const page = await readFactsPage(app.db, {
      filters,
      sort: (sort ?? "updated") as SortKey,
      order: order ?? "desc",
      cursor,
      limit: limit ?? 50,
    });
    const { total, counts } = await countFacets(app.db, filters);
    return {
      result: "OK" as const,
      items: page.rows.map((row) => presentApplicationSummary(readsBlind(row) ? blindFactsRow(row) : row)),
      total,
      next: page.next,
      counts,
    };
  });

  app.get("/ws/admin/applications/columns", { schema: exportColumnsSchema }, async (request) => ({
    result: "OK" as const,
    columns: exportColumns(candform, request.query.lang ?? "en").map(({ id, label, group }) => ({
      id,
      label,
      group,
    })),
  }));

  app.get("/ws/admin/applications/export", { schema: exportApplicationsSchema }, async (request, reply) => {
    // The schema fills format and lang in; their types still say optional.
    const { sort, order, format = "csv", columns, lang = "en", ...params } = request.query;
    // Everything is checked before the first byte: a refusal is still a clean 400 or 403.
    const blind = await blindProgrammesFor(app.db, request.actor);
    const filters = parseFilters(request.actor, formId, params, blind);
    const chosen = chooseColumns(exportColumns(candform, lang, await loadLookupLabels(app.db)), columns);
    const stream = streamExport({
      db: app.db,
      page: { filters, sort: (sort ?? "updated") as SortKey, order: order ?? "desc" },
      columns: chosen,
      format,
      locale: lang,
      readsBlind: blindRowTest(request.actor, blind),
    });
    const name = `applications-${new Date().toISOString().slice(0, 10)}.${format}`;
    return reply
      .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
      .header("content-disposition", contentDisposition(name))
      .header("cache-control", "private, no-store")
      .send(stream);
  });
}
