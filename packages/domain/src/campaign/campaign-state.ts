import type { AnswerValues } from "../rules/types.ts";
import { isYes } from "../rules/values.ts";

/**
 * The answer field marking an application of a closed campaign (issue #39): a workflow field the
 * server writes on every answer of a campaign when the office closes it (and removes on a reopening).
 * Its candidate then reads it and changes nothing, like a withdrawn one.
 */
export const CAMPAIGN_CLOSED_FIELD = "campaign_closed";

/** True when the application's campaign is closed: read-only for its candidate. */
export function isCampaignClosed(values: AnswerValues): boolean {
  return isYes(values[CAMPAIGN_CLOSED_FIELD]);
}

/** A campaign as the office and the candidates see it. */
export interface CampaignSummary {
  year: number;
  state: "open" | "closed";
}

/**
 * The campaign a candidate applies to: the newest open one, or null when every campaign is closed.
 * A candidate whose newest application belongs to an older campaign may start one there.
 */
export function currentCampaign(campaigns: readonly CampaignSummary[]): CampaignSummary | null {
  const open = campaigns.filter((c) => c.state === "open");
  return open.length === 0 ? null : open.reduce((a, b) => (b.year > a.year ? b : a));
}

/** The academic year a campaign recruits for, as the office and candidates write it: 2026 → "2026-2027". */
export function academicYear(year: number): string {
  return `${year}-${year + 1}`;
}

/**
 * Why a campaign cannot be opened after the newest (null when it can): it must be the year after
 * the newest, so that campaigns follow each other without a gap or a second one for the same year.
 */
export function nextCampaignProblem(
  campaigns: readonly CampaignSummary[],
  year: number,
): "exists" | "not-next" | null {
  if (campaigns.some((c) => c.year === year)) return "exists";
  const newest = Math.max(...campaigns.map((c) => c.year));
  return campaigns.length > 0 && year !== newest + 1 ? "not-next" : null;
}

/** A day one year later (YYYY-MM-DD), 29 February becoming 28 February: a copied campaign's dates. */
export function sameDayNextYear(day: string | null): string | null {
  if (day === null) return null;
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
