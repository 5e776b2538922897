import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/campaigns: every campaign, newest first, and the current one's year. */
export type CampaignList = ResponseOf<"/ws/admin/campaigns", "get">;
export type Campaign = CampaignList["campaigns"][number];

/** What the office sets on a campaign: its dates (YYYY-MM-DD, null for the configuration's) and fees (euros). */
export type CampaignChange = Omit<RequestOf<"/ws/admin/campaigns", "post">, "year">;

export const campaignsQuery = {
  queryKey: ["admin-campaigns"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/campaigns")),
};

export const openCampaign = (year: number, change: CampaignChange) =>
  dataOf(api.POST("/ws/admin/campaigns", { body: { year, ...change } }));

export const updateCampaign = (year: number, change: CampaignChange) =>
  dataOf(api.PUT("/ws/admin/campaigns/{year}", { params: { path: { year } }, body: change }));

export const closeCampaign = (year: number) =>
  dataOf(api.POST("/ws/admin/campaigns/{year}/close", { params: { path: { year } } }));

export const reopenCampaign = (year: number) =>
  dataOf(api.POST("/ws/admin/campaigns/{year}/reopen", { params: { path: { year } } }));
