import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { importLookupCsv, LookupImportError } from "../../commands/lookup-importer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { assertStorableText } from "../../plugins/input-guard.ts";
import { canManageLookups } from "../../policies/lookup.ts";
import { formatCsv } from "../../seeds/csv.ts";
import {
  isLookupTable,
  lookupTableNames,
  tableSpec,
  type LookupTableName,
} from "../../seeds/lookup-tables.ts";
import type { LineError } from "../../seeds/row-validator.ts";
import { countRows, readRows } from "../../seeds/table-writer.ts";
import { exportTableSchema, importTableSchema, listTablesSchema } from "./admin-lookups.schema.ts";

/** Largest CSV file accepted (the communes table is about 1.5 MB). */
export const CSV_BODY_LIMIT = 16 * 1024 * 1024;
/** Errors listed in a refusal; the message says how many more there are. */
const LISTED_ERRORS = 100;

/** The table named in the path, or 404 with the list of tables. */
function tableOf(request: FastifyRequest, name: string): LookupTableName {
  if (isLookupTable(name)) return name;
  const message = translate(requestLocale(request), "lookups.param.table", {
    value: name,
    tables: lookupTableNames.join(", "),
  });
  throw new AppError("NOT_FOUND", {}, message);
}

/** The uploaded file's bytes: the body itself (text/csv) or the one file of a multipart form. */
async function fileBytes(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return Buffer.isBuffer(request.body) ? request.body : undefined;
  const part = await request.file();
  if (!part) return undefined;
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("TOO_LARGE", { limit: CSV_BODY_LIMIT });
    throw error;
  }
}

/** One error as the administrator reads it (the expected format is itself a catalogue entry). */
function describeError(request: FastifyRequest, error: LineError) {
  const locale = requestLocale(request);
  const params = { ...error.params };
  if (typeof params.format === "string") params.format = translate(locale, params.format);
  return {
    ...(error.line === undefined ? {} : { line: error.line }),
    message: translate(locale, error.key, params),
  };
}

/** 400 with every error (the first hundred listed), the table unchanged. */
function refusal(request: FastifyRequest, errors: LineError[]) {
  const locale = requestLocale(request);
  const more = errors.length - LISTED_ERRORS;
  let message = translate(locale, "lookups.csv.refused", { count: errors.length });
  if (more > 0) message += ` ${translate(locale, "lookups.csv.more", { count: more })}`;
  return {
    result: "error" as const,
    code: "VALIDATION",
    message,
    errors: errors.slice(0, LISTED_ERRORS).map((e) => describeError(request, e)),
  };
}

/**
 * Administrators' maintenance of the lookup tables: list them, export one as CSV, replace one from
 * a CSV file (text/csv body or multipart), all or nothing.
 */
export async function adminLookupRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!canManageLookups(request.actor)) throw new ForbiddenError();
  });
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: CSV_BODY_LIMIT } });
  app.addContentTypeParser(
    ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel"],
    { parseAs: "buffer", bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get("/ws/admin/lookups", { schema: listTablesSchema }, async () => ({
    result: "OK" as const,
    tables: await Promise.all(
      lookupTableNames.map(async (name) => {
        const spec = tableSpec(name);
        return {
          name,
          rows: await countRows(app.db, name),
          key: spec.key,
          columns: spec.columns.map((c) => ({ name: c.name, required: c.required !== false })),
        };
      }),
    ),
  }));

  app.get("/ws/admin/lookups/:table.csv", { schema: exportTableSchema }, async (request, reply) => {
    const table = tableOf(request, request.params.table);
    const columns = tableSpec(table).columns.map((c) => c.name);
    const rows = await readRows(app.db, table);
    const cells = rows.map((row) => columns.map((c) => (row[c] === null ? "" : String(row[c]))));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", contentDisposition(`${table}.csv`))
      .header("cache-control", "private, no-store")
      .send(formatCsv(columns, cells));
  });

  app.post(
    "/ws/admin/lookups/:table",
    { schema: importTableSchema, bodyLimit: CSV_BODY_LIMIT },
    async (request, reply) => {
      const table = tableOf(request, request.params.table);
      const bytes = await fileBytes(request);
      if (!bytes)
        throw new AppError("BAD_REQUEST", {}, translate(requestLocale(request), "lookups.csv.noFile"));
      let csv: string;
      try {
        csv = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        return reply.status(400).send(refusal(request, [{ key: "lookups.csv.notUtf8" }]));
      }
      // A multipart file escapes the input guard's body check; PostgreSQL would refuse its NUL with a 500.
      assertStorableText(request, csv, `${table}.csv`);
      try {
        const { rows } = await app.db.transaction().execute((trx) => importLookupCsv({ trx, table, csv }));
        // This process forgets its lookups now; the others when the NOTIFY of the commit reaches them.
        app.lookups.invalidate();
        request.log.info({ table, rows, by: request.actor.login }, "lookup table replaced from CSV");
        return { result: "OK" as const, table, rows };
      } catch (error) {
        if (!(error instanceof LookupImportError)) throw error;
        return reply.status(400).send(refusal(request, error.errors));
      }
    },
  );
}
