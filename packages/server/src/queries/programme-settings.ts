import { sql } from "kysely";
import {
  endOfDayIn,
  DEADLINE_STEPS,
  type DeadlineInstants,
  type DeadlineStep,
} from "@portal/domain/campaign/deadlines";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { dayOf } from "./campaigns.ts";

/** A programme's settings as they act: its own dates, else the campaign's (DEADLINE_<STEP>). */
export interface ProgrammeSettings {
  programme: string;
  /** Each step's closing instant (ISO 8601), absent when neither the programme nor the campaign sets one. */
  deadlines: DeadlineInstants;
  referencesRequired: boolean;
  offersPaused: boolean;
  /** Days an automatic offer from the waiting list leaves to confirm. */
  offerDays: number;
}

const COLUMN: Record<
  DeadlineStep,
  "application_closes" | "scholarship_closes" | "confirmation_closes" | "tuition_closes"
> = {
  application: "application_closes",
  scholarship: "scholarship_closes",
  registration: "confirmation_closes",
  tuition: "tuition_closes",
};

/** The campaign's dates as instants: each day closes at its end in the institution's zone. */
export function campaignDeadlines(config: Pick<Config, "deadlines" | "timeZone">): DeadlineInstants {
  const instants: DeadlineInstants = {};
  for (const step of DEADLINE_STEPS) {
    const day = config.deadlines[step];
    if (day) instants[step] = endOfDayIn(day, config.timeZone).toISOString();
  }
  return instants;
}

/**
 * A campaign's dates as instants (issue #39): its own days where the office set them, else the
 * configuration's (DEADLINE_<STEP>). `campaign` undefined: the current campaign.
 */
export async function campaignDeadlinesOf(
  db: Database,
  config: Pick<Config, "deadlines" | "timeZone">,
  campaign?: number,
): Promise<DeadlineInstants> {
  const row = await db
    .selectFrom("campaigns")
    .select(["application_closes", "scholarship_closes", "confirmation_closes", "tuition_closes"])
    .where("year", "=", campaign ?? sql<number>`current_campaign()`)
    .executeTakeFirst();
  const instants = campaignDeadlines(config);
  for (const step of DEADLINE_STEPS) {
    const day = row?.[COLUMN[step]];
    if (day) instants[step] = endOfDayIn(dayOf(day)!, config.timeZone).toISOString();
  }
  return instants;
}

/**
 * The settings of one programme in a campaign ("" = not chosen yet: the campaign's): its own row of
 * that campaign, else the campaign's dates. `campaign` undefined: the current campaign.
 */
export async function programmeSettings(
  db: Database,
  config: Pick<Config, "deadlines" | "timeZone">,
  programme: string,
  campaign?: number,
): Promise<ProgrammeSettings> {
  const row = programme
    ? await db
        .selectFrom("programme_settings")
        .selectAll()
        .where("programme", "=", programme)
        .where("campaign", "=", campaign ?? sql<number>`current_campaign()`)
        .executeTakeFirst()
    : undefined;
  const deadlines = await campaignDeadlinesOf(db, config, campaign);
  for (const step of DEADLINE_STEPS) {
    const own = row?.[COLUMN[step]];
    if (own) deadlines[step] = own.toISOString();
  }
  return {
    programme,
    deadlines,
    referencesRequired: row?.references_required ?? false,
    offersPaused: row?.offers_paused ?? false,
    offerDays: row?.offer_days ?? 7,
  };
}
