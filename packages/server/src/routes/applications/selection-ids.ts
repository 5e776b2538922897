import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { allOf, facetConditions, type Filters } from "./application-filters.ts";

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
