import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { EMPTY_SIS_CODES } from "@portal/domain/handoff/sis-record";
import { requireSession } from "../../auth/authenticate.ts";
import { writeSisCodes } from "../../commands/sis-codes-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import type { ChoosableProgramme } from "../../queries/programme-list.ts";
import { sisProgrammes, storedSisCodes, type StoredSisCodes } from "../../queries/sis-codes.ts";
import { listSisCodesSchema, putSisCodesSchema } from "./sis-handoff.schema.ts";

/** A programme and its SIS codes as they leave the server (never set: empty, nobody, never). */
function presentCodes(programme: ChoosableProgramme, codes: StoredSisCodes | undefined) {
  return {
    ...programme,
    ...EMPTY_SIS_CODES,
    ...(codes && {
      stepCode: codes.stepCode,
      stepVersion: codes.stepVersion,
      diplomaCode: codes.diplomaCode,
      diplomaVersion: codes.diplomaVersion,
      academicYear: codes.academicYear,
    }),
    updatedAt: codes?.updatedAt?.toISOString() ?? null,
    updatedBy: codes?.updatedBy ?? null,
  };
}

/**
 * The programmes' codes in the student information system (issue #39), administrators only: the
 * export to the SIS writes them beside each candidate, so that the IT department's import knows the
 * enrolment step, the diploma and the academic year without a table of its own.
 */
export async function sisCodesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/sis/programmes";

  app.get(base, { schema: listSisCodesSchema }, async () => {
    const [programmes, stored] = await Promise.all([sisProgrammes(app.db), storedSisCodes(app.db)]);
    return {
      result: "OK" as const,
      programmes: programmes.map((p) => presentCodes(p, stored.get(p.code))),
    };
  });

  app.put(`${base}/:programme`, { schema: putSisCodesSchema }, async (request) => {
    const code = request.params.programme;
    const programme = (await sisProgrammes(app.db)).find((p) => p.code === code);
    if (!programme) {
      const detail = translate(requestLocale(request), "sisHandoff.unknownProgramme", { programme: code });
      throw new AppError("NOT_FOUND", {}, detail);
    }
    const codes = {
      stepCode: request.body.stepCode.trim(),
      stepVersion: request.body.stepVersion.trim(),
      diplomaCode: request.body.diplomaCode.trim(),
      diplomaVersion: request.body.diplomaVersion.trim(),
      academicYear: request.body.academicYear.trim(),
    };
    await app.db
      .transaction()
      .execute((trx) => writeSisCodes(trx, { programme: code, codes, by: request.actor.login }));
    request.log.info({ programme: code, by: request.actor.login, codes }, "SIS codes changed");
    const stored = await storedSisCodes(app.db);
    return { result: "OK" as const, programme: presentCodes(programme, stored.get(code)) };
  });
}
