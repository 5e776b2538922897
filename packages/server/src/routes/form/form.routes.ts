import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { withReadOnly } from "@portal/domain/engine/read-only";
import { candform } from "@portal/domain/schema/candform";
import { lockedTabs } from "@portal/domain/workflow/locks";
import { requireSession } from "../../auth/authenticate.ts";
import { ForbiddenError } from "../../errors.ts";
import { canEditLabels } from "../../policies/answer.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { formSchemaSchema, readLabelsSchema, writeLabelsSchema } from "./form.schema.ts";
import { loadLabels, saveLabels } from "./labels-store.ts";

/** The schema and the label overrides writes; both need a session. */
async function protectedFormRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;

  app.get(`/ws/form/${formId}/schema`, { schema: formSchemaSchema }, async (request) => {
    const { actor } = request;
    const answer = actor.isAdmin ? undefined : await findAnswerByLogin(app.db, formId, actor.login);
    const readOnlyTabs = answer ? lockedTabs(answer.data, "candidate") : [];
    return {
      result: "OK" as const,
      schema: withReadOnly(candform, { tabs: readOnlyTabs }),
      readOnlyTabs,
      admin: actor.isAdmin,
      login: actor.login,
    };
  });

  app.put(`/ws/form/${formId}/labels`, { schema: writeLabelsSchema }, async (request) => {
    if (!canEditLabels(request.actor)) throw new ForbiddenError();
    await app.db.transaction().execute((trx) => saveLabels(trx, request.body));
    return { result: "OK" as const, ...(await loadLabels(app.db)) };
  });
}

/** Form description (SPEC §7 "Form data"): the schema, and the label overrides (read by anyone). */
export async function formRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/ws/form/${app.config.formId}/labels`, { schema: readLabelsSchema }, async () => ({
    result: "OK" as const,
    ...(await loadLabels(app.db)),
  }));
  await app.register(protectedFormRoutes);
}
