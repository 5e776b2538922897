import { sql, type Selectable } from "kysely";
import { CAMPAIGN_YEAR_FIELD } from "@portal/domain/schema/candform";
import { FEE_FIELDS } from "@portal/domain/workflow/amounts";
import type { AnswerValues } from "@portal/domain/rules/types";
import type { Database } from "../db/database.ts";
import type { CampaignsTable } from "../db/schema.ts";

/** A campaigns row. */
export type CampaignRow = Selectable<CampaignsTable>;

/** A campaign with how many applications it holds (the Campaigns page, the selector). */
export type CampaignListed = CampaignRow & { applications: number };

/** Every campaign, newest first, with its number of applications in this form. */
export async function listCampaigns(db: Database, formId: string): Promise<CampaignListed[]> {
  const rows = await db
    .selectFrom("campaigns as c")
    .selectAll("c")
    .select((eb) =>
      eb
        .selectFrom("answers as a")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("a.campaign", "=", "c.year")
        .where("a.form_id", "=", formId)
        .as("applications"),
    )
    .orderBy("c.year", "desc")
    .execute();
  return rows.map((r) => ({ ...r, applications: r.applications ?? 0 }));
}

/** One campaign, or undefined; `lock` holds its row until the transaction ends. */
export async function findCampaign(
  db: Database,
  year: number,
  lock = false,
): Promise<CampaignRow | undefined> {
  const query = db.selectFrom("campaigns").selectAll().where("year", "=", year);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The current campaign's year: the newest open one, else the newest (current_campaign()). */
export async function currentCampaignYear(db: Database): Promise<number> {
  const { rows } = await sql<{ year: number }>`select current_campaign() as year`.execute(db);
  return rows[0].year;
}

/** The campaign an answer's values belong to (their campaign_year), undefined when they hold none. */
export function campaignOfValues(values: AnswerValues): number | undefined {
  const year = Number(values[CAMPAIGN_YEAR_FIELD]);
  return Number.isInteger(year) && year >= 2000 && year <= 2999 ? year : undefined;
}

/**
 * The condition, on application_facts, of an application whose jury publication is the juries' live
 * flags: one of a campaign that froze none (the newest), not an older one whose publication froze
 * when the next opened (campaigns.jury_flags).
 */
export const liveCampaign = sql<boolean>`campaign not in (select year from campaigns where jury_flags is not null)`;

/** The fees of a campaign as an application carries them (the domain's FEE_FIELDS, in euros). */
export function campaignFeeValues(
  row: Pick<CampaignRow, "application_fee_cents" | "down_payment_msc_cents" | "down_payment_other_cents">,
): Record<string, number> {
  return {
    [FEE_FIELDS.application]: row.application_fee_cents / 100,
    [FEE_FIELDS.downPaymentMsc]: row.down_payment_msc_cents / 100,
    [FEE_FIELDS.downPaymentOther]: row.down_payment_other_cents / 100,
  };
}

/** A `date` column as YYYY-MM-DD, whether the driver gave text or a Date (at UTC midnight). */
export function dayOf(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
