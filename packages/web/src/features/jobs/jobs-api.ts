import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/jobs: the jobs, their counts and latest runs. */
export type JobsOverview = ResponseOf<"/ws/admin/jobs", "get">;
export type JobRun = JobsOverview["runs"][number];
export type RunState = JobRun["state"];

/** The jobs and their latest runs, of one state or all; `idle` adds the scheduled runs that did nothing. */
export function jobsQuery(state: RunState | undefined, idle: boolean) {
  return {
    queryKey: ["admin-jobs", state ?? "all", idle] as const,
    queryFn: () =>
      dataOf(
        api.GET("/ws/admin/jobs", {
          params: { query: { ...(state ? { state } : {}), ...(idle ? { idle } : {}) } },
        }),
      ),
    // A run started or retried shows its progress without a reload.
    refetchInterval: 5000,
  };
}

/** POST /ws/admin/jobs/{name}/run. */
export async function runJob(name: string): Promise<void> {
  await dataOf(api.POST("/ws/admin/jobs/{name}/run", { params: { path: { name } } }));
}

/** POST /ws/admin/jobs/{name}/runs/{id}/retry. */
export async function retryRun(name: string, id: string): Promise<void> {
  await dataOf(api.POST("/ws/admin/jobs/{name}/runs/{id}/retry", { params: { path: { name, id } } }));
}
