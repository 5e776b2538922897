import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import multipart from "@fastify/multipart";
import { translate } from "@portal/domain/i18n/index";
import { REFERENCE_LETTER_LIMITS, type RefereeDetail } from "@portal/domain/workflow/references";
import { applicationForReferees } from "../../commands/reference-inviter.ts";
import { openReferenceLink, recordReference } from "../../commands/reference-recorder.ts";
import { AppError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { receiveLetter } from "./letter-reader.ts";
import { openReferenceSchema, submitReferenceSchema } from "./references.schema.ts";

/**
 * The referee's page (issue #37): public, no account; the link's token is the only key and it
 * opens this reference alone. It shows the candidate's name and programme, never the dossier, and
 * takes the referee's details and one PDF letter, once. The token is not a session: nothing else
 * accepts it.
 */
export async function refereeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const store = fileStoreFor(app);
  await app.register(multipart, {
    // The reader enforces the letter's own limit first; these only bound the parser.
    limits: {
      fileSize: REFERENCE_LETTER_LIMITS.maxFileSize + 1,
      files: 1,
      fields: 10,
      fieldSize: 4000,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 20,
    },
  });

  app.get("/ws/reference/:token", { schema: openReferenceSchema }, async (request) => {
    const reference = await openReferenceLink(app.db, request.params.token, app.clock.now());
    const application = await applicationForReferees(app.db, reference.answer_id, app.config.publicUrl);
    return {
      result: "OK" as const,
      candidate: application?.name ?? "",
      programme: application?.programme ?? "",
      locale: reference.locale === "fr" ? ("fr" as const) : ("en" as const),
      validUntil: reference.expires_at.toISOString(),
      maxFileSize: REFERENCE_LETTER_LIMITS.maxFileSize,
    };
  });

  app.post("/ws/reference/:token", { schema: submitReferenceSchema }, async (request, reply) => {
    const { token } = request.params;
    // A dead link is refused before a byte of the letter is read.
    await openReferenceLink(app.db, token, app.clock.now());
    const locale = requestLocale(request);
    const missing = (details: RefereeDetail[]) =>
      new AppError("REFERENCE_DETAILS", {
        fields: details.map((detail) => translate(locale, `referee.${detail}`)).join(", "),
      });
    const submission = await receiveLetter(request, store, missing).catch((error: unknown) => {
      if (!request.raw.readableEnded) void reply.header("connection", "close");
      throw error;
    });
    try {
      await app.db
        .transaction()
        .execute((trx) => recordReference(trx, { token, now: app.clock.now(), submission }));
    } catch (error) {
      await store.delete(submission.letter.generatedName).catch(() => {});
      throw error;
    }
    request.log.info("reference letter received");
    return { result: "OK" as const };
  });
}
