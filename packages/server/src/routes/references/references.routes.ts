import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import { translate } from "@portal/domain/i18n/index";
import { badRefereeFields } from "@portal/domain/rules/identity";
import { REFEREE_FIELDS } from "@portal/domain/workflow/references";
import { requireSession } from "../../auth/authenticate.ts";
import type { Actor } from "../../auth/sessions.ts";
import { remindReferee, replaceReferee, syncReferees } from "../../commands/reference-inviter.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canManageReferences } from "../../policies/reference.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentCandidateReferences } from "../../presenters/references.ts";
import { findAnswerById, findAnswerByLogin, type AnswerRow } from "../../queries/answer-queries.ts";
import { refuseClosedCampaign } from "../../policies/answer.ts";
import { liveReferences, referencesRequiredFor } from "../../queries/references.ts";
import {
  inviteReferencesSchema,
  listReferencesSchema,
  remindReferenceSchema,
  replaceReferenceSchema,
} from "./references.schema.ts";

/**
 * The candidate's referees (issue #37), from their home: each reference's state, the invitations
 * not sent yet, a reminder, a replacement. Only on the caller's own application; staff read
 * references in the dossier instead (staff-references.routes.ts).
 */
export async function referencesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;
  const settings = app.config;

  const ownAnswer = async (actor: Actor): Promise<AnswerRow> => {
    if (isStaff(actor)) throw new ForbiddenError();
    const answer = await findAnswerByLogin(app.db, formId, actor.login);
    if (!answer) throw new AppError("NOT_FOUND");
    if (!canManageReferences(actor, answer)) throw new ForbiddenError();
    return answer;
  };

  const listing = async (db: Database, answer: AnswerRow) => ({
    result: "OK" as const,
    required: await referencesRequiredFor(db, applicationProgramme(answer.data), answer.campaign),
    items: presentCandidateReferences(answer.data, await liveReferences(db, answer.id), app.clock.now()),
  });

  app.get("/ws/references", { schema: listReferencesSchema }, async (request) =>
    listing(app.db, await ownAnswer(request.actor)),
  );

  app.post("/ws/references/invitations", { schema: inviteReferencesSchema }, async (request) => {
    const { actor } = request;
    const answer = await ownAnswer(actor);
    refuseClosedCampaign(actor, answer.data);
    await app.db
      .transaction()
      .execute((trx) =>
        syncReferees(trx, { answerId: answer.id, actorLogin: actor.login, now: app.clock.now(), settings }),
      );
    return listing(app.db, answer);
  });

  app.post("/ws/references/:slot/reminder", { schema: remindReferenceSchema }, async (request) => {
    const { actor } = request;
    const answer = await ownAnswer(actor);
    refuseClosedCampaign(actor, answer.data);
    await app.db.transaction().execute((trx) =>
      remindReferee(trx, {
        answerId: answer.id,
        slot: request.params.slot,
        actorLogin: actor.login,
        now: app.clock.now(),
        settings,
      }),
    );
    return listing(app.db, answer);
  });

  app.put("/ws/references/:slot", { schema: replaceReferenceSchema }, async (request) => {
    const { actor } = request;
    const answer = await ownAnswer(actor);
    refuseClosedCampaign(actor, answer.data);
    const { slot } = request.params;
    const field = REFEREE_FIELDS[slot - 1]!;
    const email = request.body.email.trim().toLowerCase();
    // The same check as the form's: an address, and not the candidate's own.
    if (email === "" || badRefereeFields({ [field]: email }, { login: answer.login }).length > 0)
      throw new AppError("VALIDATION", {}, translate(requestLocale(request), "rules.identity.refereeEmail"));
    await app.db.transaction().execute((trx) =>
      replaceReferee(trx, {
        answerId: answer.id,
        slot,
        email,
        actorLogin: actor.login,
        now: app.clock.now(),
        settings,
      }),
    );
    return listing(app.db, (await findAnswerById(app.db, formId, answer.id)) ?? answer);
  });
}
