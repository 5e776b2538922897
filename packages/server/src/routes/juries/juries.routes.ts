import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Locale } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import { updateJuryFlags } from "../../commands/jury-updater.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { canListAnswers } from "../../policies/answer.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { nameIn } from "../../presenters/lookup-names.ts";
import { previewJuryPublication } from "../../queries/jury-publication-audience.ts";
import { loadJuryStanding } from "../../queries/jury-standing.ts";
import { listJuriesSchema, publicationPreviewSchema, updateJurySchema } from "./juries.schema.ts";

/**
 * Every jury (or one), ordered by id, each with the formations it decides on, its counts and last
 * publication; names in the reader's language.
 */
async function loadJuries(db: Database, locale: Locale, id?: string) {
  let query = db
    .selectFrom("juries")
    .select(["id_jury", "label", "label_fr", "resultats_publies", "resultats_brs_publies"])
    .orderBy("id_jury");
  if (id !== undefined) query = query.where("id_jury", "=", id);
  const juries = await query.execute();
  const formations = await db
    .selectFrom("formations")
    .select(["type", "enum", "description", "description_fr", "id_jury"])
    .orderBy("type")
    .orderBy("enum")
    .execute();
  const standing = await loadJuryStanding(
    db,
    juries.map((jury) => jury.id_jury),
  );
  return juries.map(({ label_fr, ...jury }) => ({
    ...jury,
    label: nameIn(locale, jury.label, label_fr),
    ...standing.get(jury.id_jury)!,
    formations: formations
      .filter((f) => f.id_jury === jury.id_jury)
      .map((f) => ({
        type: f.type,
        enum: f.enum,
        description: nameIn(locale, f.description, f.description_fr),
      })),
  }));
}

/**
 * The jury page's API (administrators only): list the juries, and publish or withdraw the admission
 * results (resultats_publies) and the scholarship results (resultats_brs_publies) of one.
 */
export async function juriesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  // The same right as the admin listing of answers: administrators only.
  app.addHook("onRequest", async (request) => {
    if (!canListAnswers(request.actor)) throw new ForbiddenError();
  });

  app.get("/ws/admin/juries", { schema: listJuriesSchema }, async (request) => ({
    result: "OK" as const,
    juries: await loadJuries(app.db, requestLocale(request)),
  }));

  app.get(
    "/ws/admin/juries/:id/publication-preview",
    { schema: publicationPreviewSchema },
    async (request) => {
      const { id } = request.params;
      const jury = await app.db
        .selectFrom("juries")
        .select("id_jury")
        .where("id_jury", "=", id)
        .executeTakeFirst();
      if (!jury) throw new AppError("NOT_FOUND");
      const preview = await previewJuryPublication(app.db, { juryId: id, publicUrl: app.config.publicUrl });
      return { result: "OK" as const, ...preview };
    },
  );

  app.put("/ws/admin/juries/:id", { schema: updateJurySchema }, async (request) => {
    const { id } = request.params;
    const changes = request.body;
    const publication = await updateJuryFlags(app.db, {
      id,
      changes,
      by: request.actor.login,
      publicUrl: app.config.publicUrl,
    });
    // This process forgets its lookups now; the others when the NOTIFY of the commit reaches them.
    app.lookups.invalidate();
    if (publication) notifyMailWorker(app);
    const [jury] = await loadJuries(app.db, requestLocale(request), id);
    if (!jury) throw new AppError("NOT_FOUND");
    request.log.info({ jury: id, changes, by: request.actor.login, publication }, "jury publication changed");
    return { result: "OK" as const, jury, publication };
  });
}
