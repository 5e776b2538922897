import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { recordLanguage } from "../../commands/language-recorder.ts";
import { accountLanguageSchema } from "./account-language.schema.ts";

/**
 * The signed-in person's language, kept on their account (the EN/FR switch of the top bar calls it):
 * every person may set their own, and nobody else's.
 */
export async function accountLanguageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);

  app.put("/ws/account/language", { schema: accountLanguageSchema }, async (request) => {
    const { locale } = request.body;
    await recordLanguage(app.db, request.actor.userId, locale);
    return { result: "OK" as const, locale };
  });
}
