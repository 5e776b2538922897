import { sql, type RawBuilder } from "kysely";
import type { Database } from "../../db/database.ts";
import type { ApplicationFactsRow } from "../../presenters/application-summary.ts";
import { FACET_KEY_SEPARATOR, FACETS, type Facet } from "../../queries/application-facts.ts";
import { allOf, facetConditions, type Filters } from "./application-filters.ts";
import {
  afterCursorSql,
  decodeCursor,
  encodeCursor,
  isStandingSort,
  orderBySql,
  sortValueSql,
  standingSegments,
  type Order,
  type SortKey,
} from "./application-sort.ts";

/** One row of application_list (the facts with the answer's last activity) as the listing and the export read it, with its sort value for the cursor. */
export interface FactsRow extends ApplicationFactsRow {
  sort_value: string | boolean | null;
}

/** A page request: the checked filters, the sort, where the last page ended, how many rows. */
export interface PageQuery {
  filters: Filters;
  sort: SortKey;
  order: Order;
  cursor?: string;
  limit: number;
}

/**
 * One page of facts rows in the sort's order, after the cursor, and the cursor of the next page
 * (null on the last). The export reads every page with it, so memory stays flat.
 */
export async function readFactsPage(
  db: Database,
  query: PageQuery,
): Promise<{ rows: FactsRow[]; next: string | null }> {
  const conditions = [...query.filters.base, ...facetConditions(query.filters)];
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.order) : undefined;
  // In order of last activity, the page walks the answers' index through application_list; in any
  // other order it reads the facts alone and each shown row's last activity after the limit
  // (PostgreSQL evaluates a sub-select of the output after the sort and limit): joining every
  // matching answer before sorting cost a filtered page three times its time.
  const byActivity = query.sort === "updated";
  const read = async (where: RawBuilder<boolean>[], orderBy: RawBuilder<unknown>, limit: number) =>
    (
      await sql<FactsRow>`
        select answer_id, login, family_name, given_name, typeformation, fstchoice, sndchoice, mscchoice, jury, eu, stage,
          documents, admis, scholarship_requested, scholarship_decision, created_at,
          programme, review_score, review_count, review_spread, review_rank,
          ${byActivity ? sql`updated_at` : sql`(select a.updated_at from answers a where a.id = answer_id) as updated_at`},
          ${sortValueSql(query.sort)} as sort_value
        from ${byActivity ? sql`application_list` : sql`application_facts`}
        where ${allOf(where)}
        order by ${orderBy}
        limit ${limit}
      `.execute(db)
    ).rows;
  let rows: FactsRow[] = [];
  if (isStandingSort(query.sort)) {
    for (const segment of standingSegments(query.sort, query.order, cursor)) {
      if (rows.length > query.limit) break;
      rows = rows.concat(
        await read([...conditions, ...segment.conditions], segment.orderBy, query.limit + 1 - rows.length),
      );
    }
  } else {
    if (cursor) conditions.push(afterCursorSql(cursor));
    rows = await read(conditions, orderBySql(query.sort, query.order), query.limit + 1);
  }
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    next: more && last ? encodeCursor(query.sort, query.order, last.sort_value, last.answer_id) : null,
  };
}

/** Per facet, the number of applications for each value; and the total of the whole view. */
export interface FacetCounts {
  total: number;
  counts: Record<Facet, Record<string, number>>;
}

/**
 * The counts of every facet over the current view, each without its own filter (a chosen stage
 * still shows the other stages' counts), and the total with every filter. One scan: the rows the
 * other conditions keep are grouped by facet_key (all the facets' values, a few hundred combinations
 * at most), and each facet's counts are summed here from the combinations the other facets keep.
 */
export async function countFacets(db: Database, filters: Filters): Promise<FacetCounts> {
  const { rows } = await sql<{ facet_key: string; n: number }>`
    select facet_key, count(*)::integer as n from application_facts where ${allOf(filters.base)} group by facet_key
  `.execute(db);
  const counts = Object.fromEntries(FACETS.map((f) => [f, {}])) as FacetCounts["counts"];
  let total = 0;
  for (const row of rows) {
    const values = row.facet_key.split(FACET_KEY_SEPARATOR);
    const kept = FACETS.map((f, i) => !filters.facets[f] || filters.facets[f].includes(values[i]));
    const n = Number(row.n);
    if (kept.every(Boolean)) total += n;
    FACETS.forEach((facet, i) => {
      // Kept by every facet's filter but this one's own.
      if (kept.every((k, j) => k || j === i)) counts[facet][values[i]] = (counts[facet][values[i]] ?? 0) + n;
    });
  }
  return { total, counts };
}
