import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { academicYear, currentCampaign, isCampaignClosed } from "@portal/domain/campaign/campaign-state";
import { translate } from "@portal/domain/i18n/index";
import { isDay } from "@portal/domain/workflow/document-requests";
import { requireSession } from "../../auth/authenticate.ts";
import { startApplication } from "../../commands/application-starter.ts";
import { openCampaign, type CampaignSettings } from "../../commands/campaign-opener.ts";
import { setCampaignState, updateCampaign } from "../../commands/campaign-state-writer.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator, isStaff } from "../../policies/staff.ts";
import { dayOf, listCampaigns, type CampaignListed, type CampaignRow } from "../../queries/campaigns.ts";
import {
  campaignStateSchema,
  candidateApplicationsSchema,
  listCampaignsSchema,
  openCampaignSchema,
  startApplicationSchema,
  updateCampaignSchema,
} from "./campaigns.schema.ts";

type SettingsBody = Partial<
  Record<"applicationCloses" | "scholarshipCloses" | "confirmationCloses" | "tuitionCloses", string | null> &
    Record<"applicationFee" | "downPaymentMsc" | "downPaymentOther", number>
>;

const DAYS = [
  ["applicationCloses", "application_closes"],
  ["scholarshipCloses", "scholarship_closes"],
  ["confirmationCloses", "confirmation_closes"],
  ["tuitionCloses", "tuition_closes"],
] as const;
const FEES = [
  ["applicationFee", "application_fee_cents"],
  ["downPaymentMsc", "down_payment_msc_cents"],
  ["downPaymentOther", "down_payment_other_cents"],
] as const;

/** The body's dates and fees as columns (fees in cents); 400 naming a date that is not a day. */
function settingsOf(request: FastifyRequest, body: SettingsBody): Partial<CampaignSettings> {
  const settings: Partial<CampaignSettings> = {};
  for (const [field, column] of DAYS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && !isDay(value)) {
      const label = translate(requestLocale(request), `campaignsPage.field.${column}`);
      throw new AppError(
        "VALIDATION",
        {},
        translate(requestLocale(request), "campaignsPage.error.day", { field: label, value }),
      );
    }
    settings[column] = value;
  }
  for (const [field, column] of FEES) {
    const value = body[field];
    if (value !== undefined) settings[column] = Math.round(value * 100);
  }
  return settings;
}

/** A campaign as it leaves the server. */
function presentCampaign(row: CampaignRow | CampaignListed, current: number | null) {
  return {
    year: row.year,
    academicYear: academicYear(row.year),
    state: row.state,
    current: row.year === current,
    applicationCloses: dayOf(row.application_closes),
    scholarshipCloses: dayOf(row.scholarship_closes),
    confirmationCloses: dayOf(row.confirmation_closes),
    tuitionCloses: dayOf(row.tuition_closes),
    applicationFee: row.application_fee_cents / 100,
    downPaymentMsc: row.down_payment_msc_cents / 100,
    downPaymentOther: row.down_payment_other_cents / 100,
    applications: "applications" in row ? row.applications : 0,
    openedAt: new Date(row.opened_at).toISOString(),
    openedBy: row.opened_by,
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    closedBy: row.closed_by,
  };
}

/**
 * Campaigns (issue #39): the office lists them (staff: the workspace's selector), administrators
 * open the next, change dates and fees, close and reopen; a candidate lists their applications (one
 * per campaign) and starts the open campaign's, prefilled from their last if they wish.
 */
export async function campaignsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const base = "/ws/admin/campaigns";
  const { formId } = app.config;
  const requireAdmin = (request: FastifyRequest) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  };

  /** Every campaign with its applications, and the current one's year. */
  const campaignsNow = async () => {
    const rows = await listCampaigns(app.db, formId);
    const current = currentCampaign(rows)?.year ?? null;
    return { rows, current };
  };
  const presentOne = async (year: number) => {
    const { rows, current } = await campaignsNow();
    return presentCampaign(
      rows.find((r) => r.year === year)!,
      current,
    );
  };

  app.get(base, { schema: listCampaignsSchema }, async (request) => {
    if (!isStaff(request.actor)) throw new ForbiddenError();
    const { rows, current } = await campaignsNow();
    return { result: "OK" as const, current, campaigns: rows.map((r) => presentCampaign(r, current)) };
  });

  app.post(base, { schema: openCampaignSchema }, async (request, reply) => {
    requireAdmin(request);
    const settings = settingsOf(request, request.body);
    const opened = await app.db.transaction().execute((trx) =>
      openCampaign(trx, {
        year: request.body.year,
        settings,
        by: request.actor.login,
        now: app.clock.now(),
      }),
    );
    const { campaign, ...copied } = opened;
    request.log.info({ year: campaign.year, by: request.actor.login, copied }, "campaign opened");
    return reply
      .status(201)
      .send({ result: "OK" as const, campaign: await presentOne(campaign.year), copied });
  });

  app.put(`${base}/:year`, { schema: updateCampaignSchema }, async (request) => {
    requireAdmin(request);
    const settings = settingsOf(request, request.body);
    const { year } = request.params;
    await app.db.transaction().execute((trx) => updateCampaign(trx, { year, settings }));
    request.log.info({ year, by: request.actor.login, settings }, "campaign changed");
    return { result: "OK" as const, campaign: await presentOne(year) };
  });

  for (const [verb, state] of [
    ["close", "closed"],
    ["reopen", "open"],
  ] as const) {
    app.post(`${base}/:year/${verb}`, { schema: campaignStateSchema(verb) }, async (request) => {
      requireAdmin(request);
      const { year } = request.params;
      const { applications } = await app.db
        .transaction()
        .execute((trx) =>
          setCampaignState(trx, { year, state, by: request.actor.login, now: app.clock.now() }),
        );
      request.log.info({ year, by: request.actor.login, applications }, `campaign ${state}`);
      return { result: "OK" as const, campaign: await presentOne(year), applications };
    });
  }

  const candidateBase = `/ws/form/${formId}/applications/:login`;

  app.get(candidateBase, { schema: candidateApplicationsSchema }, async (request) => {
    const login = request.params.login.trim().toLowerCase();
    if (login !== request.actor.login && !isAdministrator(request.actor)) throw new ForbiddenError();
    const [answers, { rows }] = await Promise.all([
      app.db
        .selectFrom("answers as a")
        .select(["a.id", "a.campaign", "a.data"])
        .where("a.form_id", "=", formId)
        .where("a.login", "=", login)
        .orderBy("a.campaign", "desc")
        .execute(),
      campaignsNow(),
    ]);
    const open = currentCampaign(rows);
    const canStart = open !== null && answers.length > 0 && !answers.some((a) => a.campaign === open.year);
    return {
      result: "OK" as const,
      applications: answers.map((a) => ({
        id: a.id,
        campaign: a.campaign,
        academicYear: academicYear(a.campaign),
        closed: isCampaignClosed(a.data ?? {}),
      })),
      current: open ? { year: open.year, academicYear: academicYear(open.year) } : null,
      canStart,
    };
  });

  app.post(candidateBase, { schema: startApplicationSchema }, async (request, reply) => {
    const login = request.params.login.trim().toLowerCase();
    if (login !== request.actor.login) throw new ForbiddenError();
    const { campaign, prefill } = request.body;
    const started = await app.db
      .transaction()
      .execute((trx) => startApplication(trx, { formId, login, year: campaign, prefill }));
    return reply.status(201).send({
      result: "OK" as const,
      id: started.answer.id,
      campaign: started.answer.campaign,
      prefilled: started.prefilled,
    });
  });
}
