import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { openCampaign } from "../commands/campaign-opener.ts";
import { setCampaignState } from "../commands/campaign-state-writer.ts";

/**
 * The demo's two campaigns (issue #39): last year's, closed, and this year's, open. Run once last
 * year's applications are in (the returning demo candidate's): opens the year after the newest,
 * freezing the juries' publication for last year, and closes last year. Does nothing when two
 * campaigns already exist. Returns the two years.
 */
export async function ensureDemoCampaigns(
  trx: Database,
  input: { by: string; now: Date },
): Promise<{ previous: number; current: number }> {
  const years = (await trx.selectFrom("campaigns").select("year").orderBy("year").execute()).map(
    (r) => r.year,
  );
  if (years.length >= 2) return { previous: years[years.length - 2], current: years[years.length - 1] };
  const previous = years[0];
  await openCampaign(trx, { year: previous + 1, settings: {}, by: input.by, now: input.now });
  await setCampaignState(trx, { year: previous, state: "closed", by: input.by, now: input.now });
  return { previous, current: previous + 1 };
}

/** Marks these juries published in the frozen publication of a past campaign. */
export async function freezePublished(trx: Database, year: number, juries: readonly string[]): Promise<void> {
  const flags = Object.fromEntries(
    juries.map((id) => [id, { resultats_publies: true, resultats_brs_publies: false }]),
  );
  await trx
    .updateTable("campaigns")
    .set({ jury_flags: sql`coalesce(jury_flags, '{}'::jsonb) || ${JSON.stringify(flags)}::jsonb` })
    .where("year", "=", year)
    .execute();
}
