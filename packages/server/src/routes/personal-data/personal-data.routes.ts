import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { candform } from "@portal/domain/schema/candform";
import { requireSession } from "../../auth/authenticate.ts";
import { hit } from "../../auth/rate-limits.ts";
import { anonymiseAccount } from "../../commands/account-anonymiser.ts";
import { eraseAccount, type ErasureOutcome } from "../../commands/account-eraser.ts";
import { cleanUpAfterErasure } from "../../commands/erasure-cleanup.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { missingAnswer } from "../../policies/answer.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canEraseAccounts, canExportPersonalData } from "../../policies/personal-data.ts";
import { readPersonalData } from "../../reports/data-export-contents.ts";
import { streamDataExport } from "../../reports/data-export.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import {
  anonymiseAccountSchema,
  eraseAccountSchema,
  exportAccountSchema,
  exportOwnSchema,
} from "./personal-data.schema.ts";

const normalised = (login: string) => login.trim().toLowerCase();

/** Exports per caller per hour: each builds a PDF and reads every stored file, so a loop is refused. */
export const EXPORTS_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

/** Counts one export by this caller; 429 RATE_LIMITED past EXPORTS_PER_HOUR. */
async function countExport(request: FastifyRequest): Promise<void> {
  const { hits, resetAt } = await hit(request.server.db, `export:account:${request.actor.login}`, HOUR);
  if (hits > EXPORTS_PER_HOUR)
    throw new AppError("RATE_LIMITED", { seconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) });
}

/**
 * Personal data (GDPR): a person downloads everything held about them as one ZIP; an administrator
 * does the same for a request received otherwise, and erases or anonymises an account on request.
 */
export async function personalDataRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const store = fileStoreFor(app);
  app.addHook("onRequest", requireSession);

  const sendExport = async (request: FastifyRequest, reply: FastifyReply, login: string) => {
    if (!canExportPersonalData(request.actor, login)) throw new ForbiddenError();
    const data = await readPersonalData(app.db, login);
    if (!data) throw missingAnswer(request.actor);
    await countExport(request);
    const day = new Date().toISOString().slice(0, 10);
    const archive = await streamDataExport({
      db: app.db,
      store,
      data,
      locale: requestLocale(request),
      log: request.log,
    });
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) archive.destroy();
    });
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", contentDisposition(`my-data-${day}.zip`))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(archive);
  };

  app.get("/ws/account/export", { schema: exportOwnSchema }, async (request, reply) =>
    sendExport(request, reply, request.actor.login),
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<TypeBoxTypeProvider>();
    admin.addHook("onRequest", async (request) => {
      if (!canEraseAccounts(request.actor)) throw new ForbiddenError();
    });
    const by = (request: FastifyRequest) => ({ adminId: request.actor.userId });
    const done = async (request: FastifyRequest, kind: string, outcome: ErasureOutcome) => {
      const { objects, mails, ...counts } = outcome;
      // The account's sessions are gone: this process forgets them now, the others on the notification.
      app.sessions.invalidate();
      // The bytes go only once the rows are gone for good; a failure here is caught by the orphan cleaner.
      const removed = await cleanUpAfterErasure({ store, dataDir: app.config.dataDir }, { objects, mails });
      request.log.info({ reference: outcome.reference, kind, ...removed }, "personal data erased on request");
      return { result: "OK" as const, ...counts };
    };

    admin.get("/ws/admin/accounts/:login/export", { schema: exportAccountSchema }, async (request, reply) =>
      sendExport(request, reply, normalised(request.params.login)),
    );

    admin.delete("/ws/admin/accounts/:login", { schema: eraseAccountSchema }, async (request) => {
      const login = normalised(request.params.login);
      const outcome = await app.db
        .transaction()
        .execute((trx) => eraseAccount({ trx, login, by: by(request) }));
      return done(request, "erased", outcome);
    });

    admin.post("/ws/admin/accounts/:login/anonymise", { schema: anonymiseAccountSchema }, async (request) => {
      const login = normalised(request.params.login);
      const outcome = await app.db
        .transaction()
        .execute((trx) => anonymiseAccount({ trx, login, schema: candform, by: by(request) }));
      return done(request, "anonymised", outcome);
    });
  });
}
