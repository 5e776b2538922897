import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { AppError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { adminLookupRoutes } from "./admin-lookups.routes.ts";
import * as present from "./lookup-presenters.ts";
import * as find from "./lookup-queries.ts";
import * as schemas from "./lookups.schema.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Catalogue key of the 404 message a lookup answers when its parameter is malformed. */
    badParam?: string;
  }
}

/** How long browsers (and, without a cookie being set, shared caches) may keep a lookup answer. */
export const LOOKUP_MAX_AGE = 300;

/** A malformed parameter: 404 with a message saying what was expected (e.g. 5 digits for a zip). */
async function refuseMalformed(request: FastifyRequest): Promise<void> {
  if (!request.validationError) return;
  const value = Object.values(request.params as Record<string, unknown>)[0];
  const key = request.routeOptions.config.badParam ?? "server.notFound";
  throw new AppError("NOT_FOUND", {}, translate(requestLocale(request), key, { value: String(value ?? "") }));
}

/**
 * The public lookups of SPEC §7 under /ws: no session needed, short Cache-Control. Each answers a
 * list of items with `value` and `label` (what the form's select reads) plus the table's columns;
 * an unknown code answers an empty list, a malformed one 404 with a message.
 */
async function publicLookupRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook("preHandler", refuseMalformed);
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      // A response that sets the anti-forgery cookie must not be shared between visitors.
      const scope = reply.hasHeader("set-cookie") ? "private" : "public";
      reply.header("cache-control", `${scope}, max-age=${LOOKUP_MAX_AGE}`);
    }
    return payload;
  });
  const param = (badParam: string) => ({ attachValidation: true, config: { badParam } });

  app.get("/ws/pays", { schema: schemas.paysSchema }, async (request, reply) => {
    reply.header("vary", "Accept-Language");
    return (await find.findCountries(db, requestLocale(request))).map(present.presentCountry);
  });

  app.get("/ws/jurys", { schema: schemas.jurysSchema }, async () =>
    (await find.findJuries(db)).map(present.presentJury),
  );

  app.get(
    "/ws/iformformations/:type",
    { schema: schemas.formationsSchema, ...param("lookups.param.type") },
    async (request) => (await find.findFormations(db, request.params.type)).map(present.presentFormation),
  );

  app.get(
    "/ws/institutions/:country",
    { schema: schemas.institutionsSchema, ...param("lookups.param.country") },
    async (request) =>
      (await find.findInstitutions(db, request.params.country.toUpperCase())).map(present.presentInstitution),
  );

  app.get(
    "/ws/commune/:zip",
    { schema: schemas.communeSchema, ...param("lookups.param.zip") },
    async (request) =>
      (await find.findCommunesOfZip(db, request.params.zip)).map(present.presentCommuneOfZip),
  );

  app.get(
    "/ws/communedept/:dept",
    { schema: schemas.communeDeptSchema, ...param("lookups.param.dept") },
    async (request) =>
      (await find.findCommunesOfDept(db, request.params.dept.toUpperCase())).map(
        present.presentCommuneOfDept,
      ),
  );

  app.get(
    "/ws/etablissements/:code",
    { schema: schemas.schoolsSchema, ...param("lookups.param.place") },
    async (request) =>
      (await find.findSchools(db, request.params.code.toUpperCase())).map(present.presentSchool),
  );

  app.get(
    "/ws/getfiliere/:code",
    { schema: schemas.tracksSchema, ...param("lookups.param.school") },
    async (request) =>
      (await find.findTracks(db, request.params.code.toUpperCase())).map(present.presentTrack),
  );

  app.get(
    "/ws/getetablissement/:code/ville",
    { schema: schemas.schoolTownSchema, ...param("lookups.param.school") },
    async (request) => {
      const school = await find.findSchool(db, request.params.code.toUpperCase());
      return school ? [present.presentSchoolTown(school)] : [];
    },
  );

  app.get(
    "/ws/iformbac/:year",
    { schema: schemas.bacSchema, ...param("lookups.param.year") },
    async (request) =>
      (await find.findBacSpecialities(db, request.params.year)).map(present.presentBacSpeciality),
  );
}

/** The lookups: the public lists, and the administrators' CSV import and export of each table. */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicLookupRoutes);
  await app.register(adminLookupRoutes);
}
