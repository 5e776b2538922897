import { sql } from "kysely";
import { nextCampaignProblem, sameDayNextYear } from "@portal/domain/campaign/campaign-state";
import type { Database } from "../db/database.ts";
import type { JuryFlags } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { dayOf, findCampaign, type CampaignRow } from "../queries/campaigns.ts";

/** A campaign's dates (YYYY-MM-DD, null = the configuration's) and fees in cents. */
export interface CampaignSettings {
  application_closes: string | null;
  scholarship_closes: string | null;
  confirmation_closes: string | null;
  tuition_closes: string | null;
  application_fee_cents: number;
  down_payment_msc_cents: number;
  down_payment_other_cents: number;
}

export const DATE_COLUMNS = [
  "application_closes",
  "scholarship_closes",
  "confirmation_closes",
  "tuition_closes",
] as const;

/** What opening a campaign copied, for the office's message and the audit log. */
export interface OpenedCampaign {
  campaign: CampaignRow;
  from: number | null;
  programmeSettings: number;
  scoresheets: number;
  juriesFrozen: number;
}

/**
 * Opens the campaign of `year`, the one after the newest (issue #39), copying the newest's settings
 * as its starting point, all in `trx`:
 * - its dates a year later and its fees (each overridden by `settings` where given);
 * - each programme's settings (dates a year later, references, offers, blind review);
 * - each programme's scoresheet, as a new version where the current one has reviews, so that the
 *   new year's edits never touch the version last year's scores were given under;
 * - the juries' publication: frozen on the newest campaign (its candidates keep reading their
 *   results), then every jury starts unpublished for the new year.
 * Juries, programmes, reasons and e-mail templates are the institution's and carry on as they are.
 */
export async function openCampaign(
  trx: Database,
  input: { year: number; settings: Partial<CampaignSettings>; by: string; now: Date },
): Promise<OpenedCampaign> {
  // One opening at a time: two administrators clicking together open the year once.
  await sql`select pg_advisory_xact_lock(hashtext('campaigns:open'))`.execute(trx);
  const existing = await trx.selectFrom("campaigns").select(["year", "state"]).execute();
  const problem = nextCampaignProblem(existing, input.year);
  if (problem === "exists") throw new AppError("CAMPAIGN_EXISTS", { year: input.year });
  const newest = existing.length === 0 ? null : Math.max(...existing.map((c) => c.year));
  if (problem === "not-next") throw new AppError("CAMPAIGN_NOT_NEXT", { next: (newest ?? 0) + 1 });
  const previous = newest === null ? undefined : await findCampaign(trx, newest, true);

  const copied: CampaignSettings = {
    application_closes: sameDayNextYear(dayOf(previous?.application_closes ?? null)),
    scholarship_closes: sameDayNextYear(dayOf(previous?.scholarship_closes ?? null)),
    confirmation_closes: sameDayNextYear(dayOf(previous?.confirmation_closes ?? null)),
    tuition_closes: sameDayNextYear(dayOf(previous?.tuition_closes ?? null)),
    application_fee_cents: previous?.application_fee_cents ?? 10000,
    down_payment_msc_cents: previous?.down_payment_msc_cents ?? 120000,
    down_payment_other_cents: previous?.down_payment_other_cents ?? 150000,
  };
  const campaign = await trx
    .insertInto("campaigns")
    .values({ year: input.year, ...copied, ...input.settings, opened_by: input.by, opened_at: input.now })
    .returningAll()
    .executeTakeFirstOrThrow();

  let programmeSettings = 0;
  let juriesFrozen = 0;
  if (newest !== null) {
    const settings = await trx
      .insertInto("programme_settings")
      .columns([
        "campaign",
        "programme",
        ...DATE_COLUMNS,
        "references_required",
        "offers_paused",
        "offer_days",
        "blind_review",
        "updated_by",
        "updated_at",
      ])
      .expression((eb) =>
        eb
          .selectFrom("programme_settings")
          .select([
            sql<number>`${input.year}::int`.as("campaign"),
            "programme",
            ...DATE_COLUMNS.map((c) => sql<Date | null>`${sql.ref(c)} + interval '1 year'`.as(c)),
            "references_required",
            "offers_paused",
            "offer_days",
            "blind_review",
            sql<string>`${input.by}::text`.as("updated_by"),
            sql<Date>`${input.now}::timestamptz`.as("updated_at"),
          ])
          .where("campaign", "=", newest),
      )
      .executeTakeFirst();
    programmeSettings = Number(settings.numInsertedOrUpdatedRows ?? 0);
    if (!previous?.jury_flags) {
      const juries = await trx
        .selectFrom("juries")
        .select(["id_jury", "resultats_publies", "resultats_brs_publies"])
        .execute();
      const flags: Record<string, JuryFlags> = Object.fromEntries(
        juries.map((j) => [
          j.id_jury,
          { resultats_publies: j.resultats_publies, resultats_brs_publies: j.resultats_brs_publies },
        ]),
      );
      await trx
        .updateTable("campaigns")
        .set({ jury_flags: JSON.stringify(flags) })
        .where("year", "=", newest)
        .execute();
      juriesFrozen = juries.length;
    }
    await trx
      .updateTable("juries")
      .set({ resultats_publies: false, resultats_brs_publies: false })
      .where((eb) => eb.or([eb("resultats_publies", "=", true), eb("resultats_brs_publies", "=", true)]))
      .execute();
  }
  const scoresheets = await copyReviewedScoresheets(trx, input.by, input.now);
  return { campaign, from: newest, programmeSettings, scoresheets, juriesFrozen };
}

/**
 * A new version, with the same criteria, of each programme's current scoresheet that has reviews:
 * the new campaign scores on it, and the office edits it freely.
 */
async function copyReviewedScoresheets(trx: Database, by: string, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with current as (
      select distinct on (programme) id, programme, version, criteria
      from scoresheets order by programme, version desc
    ), copied as (
      insert into scoresheets (programme, version, criteria, created_by, created_at)
      select programme, version + 1, criteria, ${by}, ${now}::timestamptz from current
      where exists (select 1 from reviews r where r.scoresheet_id = current.id)
      returning 1
    )
    select count(*)::int as n from copied`.execute(trx);
  return rows[0]?.n ?? 0;
}
