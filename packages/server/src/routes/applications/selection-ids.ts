import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  allOf,
  facetConditions,
  parseFilters,
  type FilterParams,
  type Filters,
} from "./application-filters.ts";

/**
 * The ids of the applications the listing shows for these (already scoped, by parseFilters)
 * filters: what "every application matching the filters" means to the bulk change and the reminders.
 */
export async function idsMatching(db: Kysely<DB>, filters: Filters): Promise<number[]> {
  const conditions = [...filters.base, ...facetConditions(filters)];
  const { rows } = await sql<{ answer_id: number }>`
    select answer_id from application_facts where ${allOf(conditions)} order by answer_id
  `.execute(db);
  return rows.map((r) => r.answer_id);
}

/** How many applications the listing shows for these (already scoped) filters. */
export async function countMatching(db: Kysely<DB>, filters: Filters): Promise<number> {
  const conditions = [...filters.base, ...facetConditions(filters)];
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from application_facts where ${allOf(conditions)}
  `.execute(db);
  return rows[0]?.n ?? 0;
}

/** The workspace's selection: listed ids, or what the listing's filters match. */
export type Selection = { ids: number[] } | { filters: Record<string, string> };

/**
 * The applications of a selection, for the actions taken from the workspace (reminders,
 * interview invitations, reviewer assignments): the listed ids of this form that exist, or those
 * the listing's filters match for this caller.
 */
export async function selectionIds(request: FastifyRequest, selection: Selection): Promise<number[]> {
  const { db, config } = request.server;
  if ("ids" in selection) {
    if (selection.ids.length === 0) return [];
    const rows = await db
      .selectFrom("application_facts")
      .select("answer_id")
      .where("form_id", "=", config.formId)
      .where("answer_id", "in", selection.ids)
      .execute();
    return rows.map((row) => row.answer_id);
  }
  return idsMatching(db, parseFilters(request.actor, config.formId, selection.filters as FilterParams));
}
