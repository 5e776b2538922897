import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { canReadAnswer, missingAnswer } from "../../policies/answer.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { applicationDeadlines } from "../../queries/application-deadlines.ts";
import { applicationDeadlinesSchema } from "./deadlines.schema.ts";

/**
 * The dates of one application (issue #37): what the candidate's home and validation tabs show, as
 * instants the browser writes in its reader's zone and language.
 */
export async function deadlinesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;

  app.get(
    "/ws/form/:formId/answer/:login/deadlines",
    { schema: applicationDeadlinesSchema },
    async (request) => {
      const { actor } = request;
      if (request.params.formId !== formId) throw new AppError("NOT_FOUND");
      const login = request.params.login.trim().toLowerCase();
      if (!canReadAnswer(actor, { login })) throw new ForbiddenError();
      const answer = await findAnswerByLogin(app.db, formId, login);
      // A candidate whose answer is not created yet (their first visit) has the campaign's dates.
      if (!answer && actor.login !== login) throw missingAnswer(actor);
      const { programme, deadlines } = await applicationDeadlines(
        app.db,
        app.config,
        answer?.data ?? {},
        answer?.id,
      );
      return { result: "OK" as const, programme, timeZone: app.config.timeZone, deadlines };
    },
  );
}
