import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/calibration: each reviewer of a jury against the other readers of the same applications. */
export type Calibration = ResponseOf<"/ws/admin/calibration", "get">;

/** One reviewer's figures. */
export type ReviewerCalibration = Calibration["reviewers"][number];

/** The juries to choose from (GET /ws/admin/juries), by id and label. */
export const calibrationJuriesQuery = {
  queryKey: ["admin-juries"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/juries"))).juries,
};

/** One jury's calibration. */
export const calibrationQuery = (jury: string) => ({
  queryKey: ["admin-calibration", jury] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/calibration", { params: { query: { jury } } })),
});
