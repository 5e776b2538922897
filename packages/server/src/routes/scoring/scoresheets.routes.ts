import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Criterion } from "@portal/domain/review/scoresheet";
import { requireSession } from "../../auth/authenticate.ts";
import { saveScoresheet, type ScoresheetOutcome } from "../../commands/scoresheet-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canManageScoring, canReadScoresheet } from "../../policies/scoring.ts";
import { isAdministrator, isStaff } from "../../policies/staff.ts";
import { presentScoresheet } from "../../presenters/scoring.ts";
import { choosableProgrammes } from "../../queries/programme-list.ts";
import { juriesOfProgramme } from "../../queries/reviews.ts";
import {
  currentScoresheet,
  currentScoresheets,
  juryProgrammes,
  scoresheetHasReviews,
  scoresheetVersion,
} from "../../queries/scoresheets.ts";
import {
  copyScoresheetSchema,
  getScoresheetSchema,
  listScoresheetsSchema,
  putScoresheetSchema,
} from "./scoring.schema.ts";
import { sheetRefusal } from "./scoring-helpers.ts";

/** The answer to a save: the sheet, or the 400 of its problems, or the 409 asking to confirm a new version. */
function savedOrRefused(outcome: ScoresheetOutcome, locale: Locale) {
  if (outcome.ok)
    return { result: "OK" as const, sheet: presentScoresheet(outcome.sheet), newVersion: outcome.newVersion };
  if ("problems" in outcome) throw sheetRefusal(outcome.problems, locale);
  throw new AppError("SCORESHEET_HAS_REVIEWS");
}

/**
 * Scoresheets (issue #38): every programme's current one, a version of one, saving (a new version
 * once it has reviews, when the administrator confirms) and copying another programme's. Staff
 * only; reviewers read the sheets of their juries' programmes, administrators write them.
 */
export async function scoresheetsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/scoresheets";

  /** The programme of the path, or a 404 naming it. */
  async function knownProgramme(code: string, locale: Locale) {
    const programme = (await choosableProgrammes(app.db)).find((p) => p.code === code);
    if (!programme)
      throw new AppError(
        "NOT_FOUND",
        {},
        translate(locale, "scoring.error.unknownProgramme", { programme: code }),
      );
    return programme;
  }

  app.get(base, { schema: listScoresheetsSchema }, async (request) => {
    const { actor } = request;
    const [programmes, sheets] = await Promise.all([choosableProgrammes(app.db), currentScoresheets(app.db)]);
    const mine = isAdministrator(actor) ? null : await juryProgrammes(app.db, actor.juries ?? []);
    return {
      result: "OK" as const,
      programmes: programmes
        .filter((p) => mine === null || mine.has(p.code))
        .map((p) => {
          const sheet = sheets.find((s) => s.programme === p.code);
          return {
            code: p.code,
            labelEn: p.labelEn,
            labelFr: p.labelFr,
            sheet: sheet ? presentScoresheet(sheet) : null,
            hasReviews: sheet?.has_reviews ?? false,
          };
        }),
    };
  });

  app.get(`${base}/:programme`, { schema: getScoresheetSchema }, async (request) => {
    const locale = requestLocale(request);
    const { programme } = request.params;
    if (!canReadScoresheet(request.actor, await juriesOfProgramme(app.db, programme)))
      throw new ForbiddenError();
    await knownProgramme(programme, locale);
    const { version } = request.query;
    const sheet =
      version === undefined
        ? await currentScoresheet(app.db, programme)
        : await scoresheetVersion(app.db, programme, version);
    if (!sheet && version !== undefined)
      throw new AppError(
        "NOT_FOUND",
        {},
        translate(locale, "scoring.error.unknownVersion", { programme, version }),
      );
    return {
      result: "OK" as const,
      sheet: sheet ? presentScoresheet(sheet) : null,
      hasReviews: sheet ? await scoresheetHasReviews(app.db, sheet.id) : false,
    };
  });

  app.put(`${base}/:programme`, { schema: putScoresheetSchema }, async (request) => {
    if (!canManageScoring(request.actor)) throw new ForbiddenError();
    const locale = requestLocale(request);
    const { programme } = request.params;
    await knownProgramme(programme, locale);
    const outcome = await app.db.transaction().execute((trx) =>
      saveScoresheet(trx, {
        programme,
        criteria: request.body.criteria as Criterion[],
        confirm: request.body.confirm === true,
        by: request.actor.login,
        now: app.clock.now(),
      }),
    );
    if (outcome.ok)
      request.log.info(
        { programme, version: outcome.sheet.version, by: request.actor.login },
        "scoresheet saved",
      );
    return savedOrRefused(outcome, locale);
  });

  app.post(`${base}/:programme/copy`, { schema: copyScoresheetSchema }, async (request) => {
    if (!canManageScoring(request.actor)) throw new ForbiddenError();
    const locale = requestLocale(request);
    const { programme } = request.params;
    const { from } = request.body;
    await knownProgramme(programme, locale);
    const source = await currentScoresheet(app.db, from);
    if (!source)
      throw new AppError(
        "NOT_FOUND",
        {},
        translate(locale, "scoring.error.noSourceSheet", { programme: from }),
      );
    const outcome = await app.db.transaction().execute((trx) =>
      saveScoresheet(trx, {
        programme,
        criteria: source.criteria as Criterion[],
        confirm: request.body.confirm === true,
        by: request.actor.login,
        now: app.clock.now(),
      }),
    );
    if (outcome.ok)
      request.log.info(
        { programme, from, version: outcome.sheet.version, by: request.actor.login },
        "scoresheet copied",
      );
    return savedOrRefused(outcome, locale);
  });
}
