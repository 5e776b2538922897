import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { DOSSIER_COUNT_HEADER, DOSSIER_ZIP_MAX } from "@portal/domain/review/dossier-zip";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isStaff } from "../../policies/staff.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { blindProgrammesFor } from "../dossier/dossier-access.ts";
import { streamDossierZip } from "./dossier-zip.ts";
import { dossierZipSchema } from "./dossier-zip.schema.ts";
import { countMatching, idPagesMatching, scopedSelection } from "./selection-ids.ts";

/**
 * The dossiers of the workspace's view or selection as one ZIP (issue #39), for staff: the
 * selection is scoped like the listing (a reviewer's juries only, blind programmes without identity),
 * counted and checked before the first byte, then streamed dossier by dossier.
 */
export async function dossierZipRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const store = fileStoreFor(app);
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });

  app.post("/ws/admin/applications/dossiers.zip", { schema: dossierZipSchema }, async (request, reply) => {
    const { actor } = request;
    const locale = request.body.lang ?? requestLocale(request);
    const say = (key: string, values: Record<string, string | number> = {}) =>
      translate(requestLocale(request), key, values);
    const blind = await blindProgrammesFor(app.db, actor);
    const filters = scopedSelection(request, request.body.selection, blind);
    const count = await countMatching(app.db, filters);
    if (count === 0) throw new AppError("VALIDATION", {}, say("workspace.dossiers.error.empty"));
    if (count > DOSSIER_ZIP_MAX)
      throw new AppError(
        "VALIDATION",
        {},
        say("workspace.dossiers.error.tooMany", { count, max: DOSSIER_ZIP_MAX }),
      );
    // The portal keeps no table of staff downloads (the applications export logs none either): the
    // request log's line and this one say who took which dossiers.
    request.log.info({ by: actor.login, dossiers: count }, "dossier ZIP");
    const archive = await streamDossierZip({
      db: app.db,
      store,
      formId: app.config.formId,
      actor,
      blind,
      pages: idPagesMatching(app.db, filters),
      locale,
      lookups: await app.lookups.get(),
      log: request.log,
    });
    const name = `dossiers-${new Date().toISOString().slice(0, 10)}.zip`;
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", contentDisposition(name))
      .header(DOSSIER_COUNT_HEADER, String(count))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(archive);
  });
}
