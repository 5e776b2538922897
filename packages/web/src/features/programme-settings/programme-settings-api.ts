import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/programme-settings: the programmes, the campaign's dates and the institution's zone. */
export type ProgrammeSettingsList = ResponseOf<"/ws/admin/programme-settings", "get">;

/** One programme with its settings. */
export type ProgrammeSettings = ProgrammeSettingsList["programmes"][number];

/** The body of PUT /ws/admin/programme-settings/{programme}: the settings, whole. */
export type ProgrammeSettingsChange = RequestOf<"/ws/admin/programme-settings/{programme}", "put">;

/** GET {ws}/admin/programme-settings. */
export const programmeSettingsQuery = {
  queryKey: ["admin-programme-settings"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/programme-settings")),
};

/** PUT {ws}/admin/programme-settings/{programme}: the programme as now stored. */
export async function saveProgrammeSettings(
  programme: string,
  change: ProgrammeSettingsChange,
): Promise<ProgrammeSettings> {
  return (
    await dataOf(
      api.PUT("/ws/admin/programme-settings/{programme}", { params: { path: { programme } }, body: change }),
    )
  ).programme;
}
