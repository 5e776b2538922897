import { sql } from "kysely";
import { CAMPAIGN_CLOSED_FIELD } from "@portal/domain/campaign/campaign-state";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { refreshApplicationFacts } from "../queries/application-facts.ts";
import { campaignFeeValues, findCampaign, type CampaignRow } from "../queries/campaigns.ts";
import type { CampaignSettings } from "./campaign-opener.ts";

/**
 * Closes or reopens a campaign (issue #39), in `trx`. Closing marks every application of it with
 * campaign_closed O (a workflow field: the domain's locks then hold every tab for its candidate,
 * and no candidate step moves, as for a withdrawn application); reopening removes the mark. The
 * answers' versions and last activity are left alone: the office's change is not the candidate's.
 * Returns the campaign after and how many applications it holds.
 */
export async function setCampaignState(
  trx: Database,
  input: { year: number; state: "open" | "closed"; by: string; now: Date },
): Promise<{ campaign: CampaignRow; applications: number }> {
  const current = await findCampaign(trx, input.year, true);
  if (!current) throw new AppError("NOT_FOUND");
  if (current.state === input.state)
    throw new AppError("CAMPAIGN_ALREADY", { year: input.year, state: input.state });
  const closing = input.state === "closed";
  const campaign = await trx
    .updateTable("campaigns")
    .set({
      state: input.state,
      closed_at: closing ? input.now : null,
      closed_by: closing ? input.by : null,
    })
    .where("year", "=", input.year)
    .returningAll()
    .executeTakeFirstOrThrow();
  const marked = await trx
    .updateTable("answers")
    .set({
      data: closing
        ? sql`data || jsonb_build_object(${CAMPAIGN_CLOSED_FIELD}::text, 'O')`
        : sql`data - ${CAMPAIGN_CLOSED_FIELD}::text`,
    })
    .where("campaign", "=", input.year)
    .executeTakeFirst();
  return { campaign, applications: Number(marked.numUpdatedRows) };
}

/**
 * Changes a campaign's dates and fees (those given), returning the campaign after. New fees reach
 * every application of the campaign (their fee fields), and so what each owes from then on; what was
 * paid stays paid (a difference shows as outstanding or overpaid in the payments).
 */
export async function updateCampaign(
  trx: Database,
  input: { year: number; settings: Partial<CampaignSettings> },
): Promise<CampaignRow> {
  if (Object.keys(input.settings).length === 0) {
    const found = await findCampaign(trx, input.year);
    if (!found) throw new AppError("NOT_FOUND");
    return found;
  }
  const before = await findCampaign(trx, input.year, true);
  if (!before) throw new AppError("NOT_FOUND");
  const row = await trx
    .updateTable("campaigns")
    .set(input.settings)
    .where("year", "=", input.year)
    .returningAll()
    .executeTakeFirstOrThrow();
  const feesChanged = (
    ["application_fee_cents", "down_payment_msc_cents", "down_payment_other_cents"] as const
  ).some((column) => before[column] !== row[column]);
  if (feesChanged) {
    // Its applications carry the new fees; what they owe (their facts' payment status) follows.
    const changed = await trx
      .updateTable("answers")
      .set({ data: sql`data || ${JSON.stringify(campaignFeeValues(row))}::jsonb` })
      .where("campaign", "=", input.year)
      .returning("id")
      .execute();
    await refreshApplicationFacts(
      trx,
      changed.map((r) => r.id),
    );
  }
  return row;
}
