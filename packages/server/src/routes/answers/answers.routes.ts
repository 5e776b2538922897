import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import "@portal/domain/engine/compile-validators";
import { translate } from "@portal/domain/i18n/index";
import { candform } from "@portal/domain/schema/candform";
import { lockedTabs } from "@portal/domain/workflow/locks";
import { requireSession } from "../../auth/authenticate.ts";
import type { Actor } from "../../auth/sessions.ts";
import { InvalidTabError } from "../../commands/answer-saver.ts";
import { TabSaves } from "../../commands/tab-saves.ts";
import { ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canListAnswers, canReviewAnswer, canWriteAnswer, missingAnswer } from "../../policies/answer.ts";
import { isStaff, roleOf } from "../../policies/staff.ts";
import { isoTime, presentAnswer } from "../../presenters/answer.ts";
import { presentValuesFor } from "../../presenters/answer-display.ts";
import { matchJury } from "../../queries/jury-of-answer.ts";
import { parseListedFields } from "./listed-fields.ts";
import { listAnswers } from "./answer-listing.ts";
import { invalidTabBody } from "./answer-messages.ts";
import { findAnswerById, findAnswerByLogin, findOrCreateAnswer } from "../../queries/answer-queries.ts";
import { listAnswersSchema, readAnswerSchema, saveTabSchema, stepSchema } from "./answers.schema.ts";
import { recordStep } from "../../commands/step-recorder.ts";
import { withMotivationLabel } from "../../queries/motivation-reasons.ts";
import { candidateDocumentRequests } from "../document-review/candidate-requests.ts";
import { touchesReferees } from "@portal/domain/workflow/references";
import { syncReferees } from "../../commands/reference-inviter.ts";
import { refuseBlindReader } from "../dossier/dossier-access.ts";

/** The tabs the actor may no longer change in these values (none for administrators, all for reviewers). */
const readOnlyTabsFor = (actor: Actor, data: Record<string, unknown>) =>
  roleOf(actor) === "reviewer"
    ? candform.tabs.map((tab) => tab.id)
    : lockedTabs(data, actor.isAdmin ? "admin" : "candidate");

/**
 * Answers (SPEC §7 "Form data"): read (created on the candidate's first read), save one tab,
 * record the current step, and the administrators' listing. Every route needs a session.
 */
export async function answersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;
  const base = `/ws/form/${formId}`;

  app.get(`${base}/answer/:login`, { schema: readAnswerSchema }, async (request) => {
    const { actor } = request;
    const login = request.params.login.trim().toLowerCase();
    const { campaign } = request.query;
    let row;
    if (login !== actor.login && !isStaff(actor)) throw new ForbiddenError();
    else if (campaign !== undefined) row = await findAnswerByLogin(app.db, formId, login, campaign);
    else if (login === actor.login) row = await findOrCreateAnswer(app.db, formId, actor.login);
    else row = await findAnswerByLogin(app.db, formId, login);
    if (!row) throw missingAnswer(actor);
    // One lookup serves the access check and the display: a reviewer gets the same 403 for an
    // application of another jury as for one that does not exist; display flags follow the jury's
    // publication (a candidate never reads an unpublished decision, staff read them as they stand).
    const jury = matchJury(row.data, (await app.lookups.get()).juryTables);
    if (!canReviewAnswer(actor, { ...row, jury: jury?.id_jury ?? null })) throw new ForbiddenError();
    await refuseBlindReader(app.db, actor, row, requestLocale(request));
    // decision_motivation_label: the motivation in the reader's language, when their view holds one.
    const data = await withMotivationLabel(
      app.db,
      presentValuesFor({ isAdmin: isStaff(actor) }, row.data, jury),
      requestLocale(request),
    );
    const documentRequests = await candidateDocumentRequests(
      app.db,
      candform,
      row.id,
      requestLocale(request),
      row.data,
    );
    return { ...presentAnswer({ ...row, data }, readOnlyTabsFor(actor, row.data)), documentRequests };
  });

  // This process's tab saves, each from the copy kept of the answer's previous save when it can.
  const saves = new TabSaves(app.db, app.lookups);
  app.post(`${base}/answer/:answerid`, { schema: saveTabSchema }, async (request, reply) => {
    const { actor } = request;
    const { tab, version, values } = request.body;
    try {
      const saved = await saves.save({
        actor,
        schema: candform,
        formId,
        answerId: request.params.answerid,
        tab,
        version,
        values,
      });
      // Only a save that changed a referee's address has references to keep in line (issue #37).
      if (touchesReferees(saved.changed)) {
        const answerId = request.params.answerid;
        const now = app.clock.now();
        await app.db
          .transaction()
          .execute((trx) =>
            syncReferees(trx, { answerId, actorLogin: actor.login, now, settings: app.config }),
          )
          // The save stands; the candidate's home offers to send what did not go out.
          .catch((err: unknown) => request.log.error({ err, answerId }, "referees not invited"));
      }
      const locale = requestLocale(request);
      return {
        result: "OK" as const,
        version: saved.version,
        updated: isoTime(saved.updated),
        data: presentValuesFor(actor, saved.data, saved.jury),
        changed: saved.changed,
        messages: saved.messages.map((m) => translate(locale, m.key, m.params)),
      };
    } catch (error) {
      if (!(error instanceof InvalidTabError)) throw error;
      return reply.status(400).send(invalidTabBody(requestLocale(request), candform, error.errors));
    }
  });

  app.put(`${base}/answer/:answerid/step/:step`, { schema: stepSchema }, async (request) => {
    const { actor } = request;
    const row = await findAnswerById(app.db, formId, request.params.answerid);
    if (!row) throw missingAnswer(actor);
    if (!canWriteAnswer(actor, row)) throw new ForbiddenError();
    await recordStep(app.db, { actor, answerId: row.id, step: request.params.step, schema: candform });
    return { result: "OK" as const };
  });

  app.get(`${base}/answers`, { schema: listAnswersSchema }, async (request) => {
    if (!canListAnswers(request.actor)) throw new ForbiddenError();
    const { limit, cursor, q } = request.query;
    const fields = parseListedFields(candform, request.query.fields);
    // The schema fills limit in (50); its type still says optional.
    const page = await listAnswers(app.db, { formId, fields, limit: limit ?? 50, cursor, q });
    return { result: "OK" as const, ...page };
  });
}
