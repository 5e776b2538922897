import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { parseInstant } from "@portal/domain/campaign/zoned-time";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { requireSession } from "../../auth/authenticate.ts";
import {
  writeProgrammeSettings,
  type ProgrammeSettingsInput,
} from "../../commands/programme-settings-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import {
  choosableProgrammes,
  storedProgrammeSettings,
  type ChoosableProgramme,
  type ProgrammeSettingsRow,
} from "../../queries/programme-list.ts";
import { campaignDeadlinesOf } from "../../queries/programme-settings.ts";
import { listProgrammeSettingsSchema, putProgrammeSettingsSchema } from "./programme-settings.schema.ts";

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** A programme and its settings as they leave the server (a programme never set: the defaults). */
function presentProgramme(programme: ChoosableProgramme, row: ProgrammeSettingsRow | undefined) {
  return {
    ...programme,
    applicationCloses: iso(row?.application_closes),
    scholarshipCloses: iso(row?.scholarship_closes),
    confirmationCloses: iso(row?.confirmation_closes),
    tuitionCloses: iso(row?.tuition_closes),
    referencesRequired: row?.references_required ?? false,
    offersPaused: row?.offers_paused ?? false,
    blindReview: row?.blind_review ?? false,
    offerDays: row?.offer_days ?? 7,
    updatedAt: iso(row?.updated_at),
    updatedBy: row?.updated_by ?? null,
  };
}

/** The body's dates as instants; a 400 naming the field of one that is not an instant. */
function instants(
  body: Record<
    "applicationCloses" | "scholarshipCloses" | "confirmationCloses" | "tuitionCloses",
    string | null
  >,
  locale: Locale,
) {
  const read = (field: keyof typeof body, step: string): Date | null => {
    const value = body[field];
    if (value === null) return null;
    const at = parseInstant(value);
    if (at) return at;
    const label = translate(locale, `programmeSettings.step.${step}`);
    throw new AppError(
      "VALIDATION",
      {},
      translate(locale, "programmeSettings.badDate", { field: label, value }),
    );
  };
  return {
    application_closes: read("applicationCloses", "application"),
    scholarship_closes: read("scholarshipCloses", "scholarship"),
    confirmation_closes: read("confirmationCloses", "registration"),
    tuition_closes: read("tuitionCloses", "tuition"),
  };
}

/**
 * The programme dates and automation screen's data (issue #37), administrators only: each programme
 * candidates can choose with the dates that close its steps (null: the campaign's), whether received
 * references are required before validation, and the waiting list's automatic offers.
 */
export async function programmeSettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  const base = "/ws/admin/programme-settings";

  app.get(base, { schema: listProgrammeSettingsSchema }, async () => {
    const [programmes, stored] = await Promise.all([
      choosableProgrammes(app.db),
      storedProgrammeSettings(app.db),
    ]);
    return {
      result: "OK" as const,
      timeZone: app.config.timeZone,
      campaign: await campaignDeadlinesOf(app.db, app.config),
      programmes: programmes.map((p) => presentProgramme(p, stored.get(p.code))),
    };
  });

  app.put(`${base}/:programme`, { schema: putProgrammeSettingsSchema }, async (request) => {
    const locale = requestLocale(request);
    const code = request.params.programme;
    const programme = (await choosableProgrammes(app.db)).find((p) => p.code === code);
    if (!programme) {
      const detail = translate(locale, "programmeSettings.unknownProgramme", { programme: code });
      throw new AppError("NOT_FOUND", {}, detail);
    }
    const { referencesRequired, offersPaused, offerDays, blindReview } = request.body;
    const settings: ProgrammeSettingsInput = {
      ...instants(request.body, locale),
      references_required: referencesRequired,
      offers_paused: offersPaused,
      offer_days: offerDays,
      blind_review: blindReview,
    };
    const { before, after } = await app.db
      .transaction()
      .execute((trx) => writeProgrammeSettings(trx, { programme: code, settings, by: request.actor.login }));
    // The audit: who changed which settings of which programme, from what to what.
    const changed = (Object.keys(settings) as (keyof ProgrammeSettingsInput)[]).filter(
      (key) => String(before?.[key] ?? null) !== String(after[key] ?? null),
    );
    request.log.info(
      {
        programme: code,
        by: request.actor.login,
        changed,
        before: before ? Object.fromEntries(changed.map((k) => [k, before[k]])) : null,
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
      "programme settings changed",
    );
    // Offers resumed: the places freed while they were paused go to the waiting list now, not at
    // the job's next scheduled run.
    if (before?.offers_paused && !after.offers_paused)
      await app.jobs.runNow("offer-freed-places", request.actor.login);
    return { result: "OK" as const, programme: presentProgramme(programme, after) };
  });
}
