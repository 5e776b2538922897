import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { candform } from "@portal/domain/schema/candform";
import { requireSession } from "../../auth/authenticate.ts";
import { requestDocument, reviewDocument } from "../../commands/document-reviewer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import { presentDossierFile } from "../../presenters/dossier.ts";
import { presentDocumentRequest } from "../../presenters/document-review.ts";
import { documentFieldsOf } from "./document-fields.ts";
import { listAnswerFiles } from "../../queries/stored-files.ts";
import { reasonLabeller } from "../../queries/reasons.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { checkDeadline, checkReason, commentOf } from "./request-input.ts";
import { requestDocumentSchema, reviewDocumentSchema } from "./document-review.schema.ts";

/**
 * Document review (issue #11), for the staff of the application's jury: accept or refuse an uploaded
 * document, and ask the candidate for a missing one. A refusal or a request is mailed to the
 * candidate in their language, in the same transaction, and lets them upload to that field even
 * after validation until they do.
 */
export async function documentReviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { formId, publicUrl } = app.config;
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/answers/:id";
  const context = { schema: candform, publicUrl, formId };

  app.put(`${base}/documents/:generatedName`, { schema: reviewDocumentSchema }, async (request) => {
    const { actor } = request;
    const { answer } = await loadReviewedAnswer(app.db, formId, request.params.id, actor, "reviewDocument");
    const { generatedName } = request.params;
    const locale = request.query.lang ?? requestLocale(request);
    const { status } = request.body;
    const now = new Date();
    const refused = status === "refused";
    // Input first, then the file: a bad request is told what to fix whichever file it names.
    const reason = refused ? await checkReason(app.db, request.body.reason, locale) : null;
    const deadline = checkDeadline(refused ? request.body.deadline : undefined, locale, now);
    const outcome = await app.db.transaction().execute((trx) =>
      reviewDocument(trx, {
        ...context,
        now,
        actor,
        answer,
        generatedName,
        status,
        reason,
        comment: commentOf(request.body.comment),
        deadline,
      }),
    );
    request.log.info(
      { answer: answer.id, file: generatedName, status, by: actor.login },
      "document reviewed",
    );
    const reasonLabel = await reasonLabeller(app.db, "document", locale);
    const file = (await listAnswerFiles(app.db, answer.id)).find((f) => f.generated_name === generatedName)!;
    return {
      result: "OK" as const,
      file: presentDossierFile(answer.data ?? {}, file, reasonLabel),
      ...(outcome.request
        ? {
            request: presentDocumentRequest(outcome.request, {
              schema: candform,
              locale,
              reasonLabel,
              now,
              values: answer.data ?? {},
            }),
          }
        : {}),
    };
  });

  app.post(`${base}/document-requests`, { schema: requestDocumentSchema }, async (request, reply) => {
    const { actor } = request;
    const { answer, jury } = await loadReviewedAnswer(
      app.db,
      formId,
      request.params.id,
      actor,
      "requestDocument",
    );
    const locale = request.query.lang ?? requestLocale(request);
    const now = new Date();
    const field = request.body.field.trim();
    const offered = documentFieldsOf(
      candform,
      presentValuesFor({ isAdmin: true }, answer.data ?? {}, jury),
      locale,
    );
    if (!offered.some((f) => f.field === field)) {
      const allowed = offered.map((f) => f.field).join(", ");
      throw new AppError("VALIDATION", {
        detail: translate(locale, "documentReview.unknownField", { field, allowed }),
      });
    }
    const reason = await checkReason(app.db, request.body.reason, locale);
    const deadline = checkDeadline(request.body.deadline, locale, now);
    const row = await app.db.transaction().execute((trx) =>
      requestDocument(trx, {
        ...context,
        now,
        actor,
        answer,
        field,
        kind: "missing",
        reason,
        comment: commentOf(request.body.comment),
        deadline,
      }),
    );
    request.log.info({ answer: answer.id, field, by: actor.login }, "document requested");
    const reasonLabel = await reasonLabeller(app.db, "document", locale);
    return reply.status(201).send({
      result: "OK" as const,
      request: presentDocumentRequest(row, {
        schema: candform,
        locale,
        reasonLabel,
        now,
        values: answer.data ?? {},
      }),
    });
  });
}
