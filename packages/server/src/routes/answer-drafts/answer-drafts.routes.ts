import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { candform } from "@portal/domain/schema/candform";
import { requireSession } from "../../auth/authenticate.ts";
import { discardDraft, writeDraft } from "../../commands/draft-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { canReadDrafts, canWriteDrafts } from "../../policies/answer-draft.ts";
import { isTabLockedFor, missingAnswer } from "../../policies/answer.ts";
import { isoTime } from "../../presenters/answer.ts";
import { findAnswerById } from "../../queries/answer-queries.ts";
import { discardDraftSchema, listDraftsSchema, writeDraftSchema } from "./answer-drafts.schema.ts";

/** Refuses a tab the form does not have, with its name. */
function assertKnownTab(tab: string): void {
  if (!candform.tabs.some((t) => t.id === tab)) throw new AppError("DRAFT_UNKNOWN_TAB", { tab });
}

/**
 * Drafts of an answer's tabs (issue #12): what the candidate typed and has not saved yet, kept so
 * that closing the browser loses nothing. Read by the candidate and administrators, written and
 * discarded by the candidate; a tab's save deletes its draft (commands/answer-saver.ts).
 */
export async function answerDraftsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;
  const base = `/ws/form/${formId}/answer/:answerid/drafts`;

  app.get(base, { schema: listDraftsSchema }, async (request) => {
    const { actor } = request;
    const row = await findAnswerById(app.db, formId, request.params.answerid);
    if (!row) throw missingAnswer(actor);
    if (!canReadDrafts(actor, row)) throw new ForbiddenError();
    const drafts = await app.db
      .selectFrom("answer_drafts")
      .select(["tab", "values", "base_version", "updated_at"])
      .where("answer_id", "=", row.id)
      // A tab's offered (older) draft after its current one.
      .orderBy("tab")
      .orderBy("offered")
      .execute();
    return drafts.map((d) => ({
      tab: d.tab,
      values: d.values,
      baseVersion: d.base_version,
      updatedAt: isoTime(d.updated_at),
    }));
  });

  app.put(`${base}/:tab`, { schema: writeDraftSchema }, async (request) => {
    const { actor } = request;
    const { tab } = request.params;
    const row = await findAnswerById(app.db, formId, request.params.answerid);
    if (!row) throw missingAnswer(actor);
    if (!canWriteDrafts(actor, row)) throw new ForbiddenError();
    assertKnownTab(tab);
    if (isTabLockedFor(actor, row, tab)) throw new AppError("LOCKED");
    const { values, baseVersion, olderDraft = "keep" } = request.body;
    const updatedAt = await app.db.transaction().execute((trx) =>
      writeDraft(trx, {
        schema: candform,
        answerId: row.id,
        tab,
        values,
        baseVersion,
        answerVersion: row.version,
        olderDraft,
      }),
    );
    return { updatedAt: isoTime(updatedAt) };
  });

  app.delete(`${base}/:tab`, { schema: discardDraftSchema }, async (request) => {
    const { actor } = request;
    const row = await findAnswerById(app.db, formId, request.params.answerid);
    if (!row) throw missingAnswer(actor);
    if (!canWriteDrafts(actor, row)) throw new ForbiddenError();
    assertKnownTab(request.params.tab);
    await discardDraft(app.db, row.id, request.params.tab);
    return { result: "OK" as const };
  });
}
