import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { allOf, facetConditions, type Filters } from "../applications/application-filters.ts";

/**
 * The ids of the applications the listing shows for these (already scoped, by parseFilters)
 * filters, at most `limit` of them; the bulk change refuses more than it accepts, naming how many.
 */
export async function idsMatching(db: Kysely<DB>, filters: Filters, limit: number): Promise<number[]> {
  const conditions = [...filters.base, ...facetConditions(filters)];
  const { rows } = await sql<{ answer_id: number }>`
    select answer_id from application_facts where ${allOf(conditions)} order by answer_id limit ${limit}
  `.execute(db);
  return rows.map((r) => r.answer_id);
}
