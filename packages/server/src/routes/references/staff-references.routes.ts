import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { canReadReferenceLetters } from "../../policies/reference.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentStaffReference } from "../../presenters/references.ts";
import { allReferences } from "../../queries/references.ts";
import { readStoredBytes } from "../../queries/stored-files.ts";
import { fileResponseHeaders } from "../../storage/file-responses.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { staffLetterSchema, staffReferencesSchema } from "./references.schema.ts";

/**
 * The references of an application in its dossier (issue #37): staff who may read the dossier
 * read each reference's state, the referee's details and the confidential letter. No route gives a
 * letter to its candidate.
 */
export async function staffReferencesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const store = fileStoreFor(app);
  const { formId } = app.config;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/answers/:id/references";

  const load = async (id: number, actor: Parameters<typeof loadReviewedAnswer>[3]) => {
    const reviewed = await loadReviewedAnswer(app.db, formId, id, actor, "read");
    if (!canReadReferenceLetters(actor, reviewed.jury?.id_jury)) throw new ForbiddenError();
    return reviewed;
  };

  app.get(base, { schema: staffReferencesSchema }, async (request) => {
    const { answer } = await load(request.params.id, request.actor);
    const now = app.clock.now();
    const items = (await allReferences(app.db, answer.id)).map((row) => presentStaffReference(row, now));
    return { result: "OK" as const, items };
  });

  app.get(`${base}/:referenceId/letter`, { schema: staffLetterSchema }, async (request, reply) => {
    const { answer } = await load(request.params.id, request.actor);
    const reference = (await allReferences(app.db, answer.id)).find(
      (row) => row.id === request.params.referenceId,
    );
    // Another application's reference is as unknown here as one that does not exist.
    if (!reference?.letter_name) throw new AppError("NOT_FOUND");
    request.log.info({ answer: answer.id, reference: reference.id }, "reference letter read");
    const bytes = await readStoredBytes(store, reference.letter_name);
    const file = {
      original_name: reference.letter_original_name ?? "letter.pdf",
      content_type: "application/pdf",
      size: reference.letter_size ?? 0,
    };
    return reply.headers(fileResponseHeaders(file, { inline: true })).send(bytes);
  });
}
