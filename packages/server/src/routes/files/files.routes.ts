import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { fileBelongsToAnswer } from "../../policies/file.ts";
import { recordUpload } from "../../commands/file-recorder.ts";
import { removeFile } from "../../commands/file-remover.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { isGeneratedName } from "../../storage/file-store.ts";
import { fileResponseHeaders } from "../../storage/file-responses.ts";
import { findStoredFile, readStoredBytes } from "../../queries/stored-files.ts";
import { candform } from "@portal/domain/schema/candform";
import { DEFAULT_MAX_FILE_SIZE } from "@portal/domain/uploads/limits";
import { loadAnswerFor } from "./file-answers.ts";
import { receiveUpload } from "./upload-reader.ts";
import { uploadChecks } from "./upload-checks.ts";
import { deleteSchema, downloadSchema, uploadSchema } from "./files.schema.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { refuseBlindReader } from "../dossier/dossier-access.ts";

type AnswerParams = { answerid: number };
type FileParams = { answerid: number; name: string };

/**
 * Files of an answer (SPEC §7): upload (multipart, streamed into the FileStore), download and
 * delete, for the answer's candidate and administrators only.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const store = fileStoreFor(app);
  const schema = candform;
  const largest = Math.max(
    DEFAULT_MAX_FILE_SIZE,
    ...Object.values(schema.fields).flatMap((f) => [
      f.maxFileSize ?? 0,
      ...Object.values(f.items?.fields ?? {}).map((i) => i.maxFileSize ?? 0),
    ]),
  );
  await app.register(multipart, {
    // Our inspector enforces each field's own limit first; these only bound the parser.
    limits: {
      fileSize: largest + 1,
      files: 1,
      fields: 20,
      fieldSize: 2000,
      fieldNameSize: 100,
      parts: 25,
      headerPairs: 20,
    },
  });
  app.addHook("onRequest", requireSession);
  const base = `/ws/form/${app.config.formId}/answer/:answerid/file`;

  app.post<{ Params: AnswerParams }>(base, { schema: uploadSchema }, async (request, reply) => {
    const { actor } = request;
    const answer = await loadAnswerFor(app.db, app.config.formId, request.params.answerid, actor, "write");
    const checks = await uploadChecks(app, schema, answer, actor);
    const upload = await receiveUpload(request, { store, schema, ...checks }).catch((error: unknown) => {
      // Refused before the end of the body: close the connection rather than read the rest.
      if (!request.raw.readableEnded) void reply.header("connection", "close");
      throw error;
    });
    let recorded;
    try {
      recorded = await app.db.transaction().execute((trx) =>
        recordUpload({
          trx,
          actor,
          answerId: answer.id,
          upload,
          maxAnswerBytes: app.config.maxAnswerBytes,
        }),
      );
    } catch (error) {
      await store.delete(upload.generatedName).catch(() => {});
      throw error;
    }
    for (const name of recorded.replaced) {
      await store
        .delete(name)
        .catch((err: unknown) => request.log.warn({ err, name }, "replaced file not deleted"));
    }
    return {
      generated_name: upload.generatedName,
      upload_date: recorded.uploadDate,
      version: recorded.version,
    };
  });

  app.get<{ Params: FileParams }>(`${base}/:name`, { schema: downloadSchema }, async (request, reply) => {
    const answer = await loadAnswerFor(
      app.db,
      app.config.formId,
      request.params.answerid,
      request.actor,
      "read",
    );
    await refuseBlindReader(app.db, request.actor, answer, requestLocale(request));
    const { name } = request.params;
    const file = await findStoredFile(app.db, name);
    if (!file) throw new AppError("NOT_FOUND");
    if (!fileBelongsToAnswer(file, answer)) throw new ForbiddenError();
    const bytes = await readStoredBytes(store, name);
    return reply.headers(fileResponseHeaders(file)).send(bytes);
  });

  app.delete<{ Params: FileParams }>(`${base}/:name`, { schema: deleteSchema }, async (request) => {
    const { actor } = request;
    const answer = await loadAnswerFor(app.db, app.config.formId, request.params.answerid, actor, "write");
    const { name } = request.params;
    if (!isGeneratedName(name)) throw new AppError("NOT_FOUND");
    const { version } = await app.db
      .transaction()
      .execute((trx) => removeFile({ trx, actor, answerId: answer.id, generatedName: name, schema }));
    await store
      .delete(name)
      .catch((err: unknown) => request.log.warn({ err, name }, "file bytes left for the orphan cleaner"));
    return { result: "OK", version };
  });
}
