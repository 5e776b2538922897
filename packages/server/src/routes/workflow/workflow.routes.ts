import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import "@portal/domain/engine/compile-validators";
import { requireSession } from "../../auth/authenticate.ts";
import { runWorkflowAction, type WorkflowAction } from "../../commands/workflow-validator.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isoTime } from "../../presenters/answer.ts";
import { assertMayAct, pathLogin } from "./workflow-access.ts";
import { validationSchema } from "./workflow.schema.ts";

const ROUTES: { path: string; action: WorkflowAction; summary: string; description: string }[] = [
  {
    path: "validateapplication",
    action: "application",
    summary: "Validate the application",
    description:
      "Every application tab valid and validated, documents and statements checked; sets candidat_validation O, " +
      "locks the application tabs, shows the result tab and, when eligible, the scholarship tab (else the note " +
      "“You are not eligible to apply for any scholarship program.”).",
  },
  {
    path: "validatescholarship",
    action: "scholarship",
    summary: "Validate the scholarship application",
    description:
      "After the application, when eligible: a chosen scholarship and its PDF; locks the bourses tab.",
  },
  {
    path: "validateregistration",
    action: "registration",
    summary: "Validate the registration",
    description:
      "Admitted (published O or C), not ING: registration tabs, honour statement and proof of down payment; " +
      "sets candidat_confirmation O and locks the registration tabs.",
  },
  {
    path: "validatetuition",
    action: "tuition",
    summary: "Confirm the tuition payment",
    description:
      "After the registration, once registration_docs is validated and montant_ins set; sets " +
      "tuition_paiement_confirmation O and locks registration_docs and tuition.",
  },
];

/**
 * The candidate's validations (SPEC §7 "Validations"): PUT /ws/validate…/{login}, each one
 * transaction (answer locked FOR UPDATE, rules, state change, audit row, e-mail).
 */
export async function workflowRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId, publicUrl } = app.config;

  const handler =
    (action: WorkflowAction) =>
    async (request: FastifyRequest<{ Params: { login: string } }>, reply: FastifyReply) => {
      const { actor } = request;
      const login = pathLogin(request.params.login);
      assertMayAct(actor, login);
      const locale = requestLocale(request);
      const outcome = await app.db.transaction().execute((trx) =>
        runWorkflowAction({
          trx,
          actor,
          formId,
          login,
          action,
          locale,
          formUrl: `${publicUrl}/form/${formId}`,
          now: app.clock.now(),
          campaign: app.config,
        }),
      );
      if (!outcome.ok) {
        const { status, code, failures } = outcome;
        const message = failures.map((f) => f.message).join("\n");
        const problems = failures.map(({ tab, field, message: text }) => ({
          tab,
          ...(field ? { field } : {}),
          text,
        }));
        return reply.status(status).send({ result: "error", code, message, failures, problems });
      }
      return {
        result: "OK" as const,
        message: outcome.messages.join("\n"),
        messages: outcome.messages,
        version: outcome.version,
        updated: isoTime(outcome.updated),
        data: outcome.data,
        readOnlyTabs: outcome.readOnlyTabs,
      };
    };

  for (const route of ROUTES) {
    app.put(
      `/ws/${route.path}/:login`,
      { schema: validationSchema(route.summary, route.description) },
      handler(route.action),
    );
  }
}
