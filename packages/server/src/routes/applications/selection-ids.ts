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

/**
 * The conditions of a selection scoped to the caller, for routes a reviewer may use too: the
 * listing's filters (parseFilters scopes them to the reviewer's juries), or the listed ids among
 * the applications the caller's empty view shows. An id outside the caller's juries is left out,
 * as the listing leaves it out.
 */
export function scopedSelection(
  request: FastifyRequest,
  selection: Selection,
  blind: ReadonlySet<string>,
): Filters {
  const { actor, server } = request;
  if ("filters" in selection)
    return parseFilters(actor, server.config.formId, selection.filters as FilterParams, blind);
  const scoped = parseFilters(actor, server.config.formId, {}, blind);
  const ids =
    selection.ids.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`answer_id in (${sql.join(selection.ids)})`;
  return { ...scoped, base: [...scoped.base, ids] };
}

/**
 * The ids these (scoped) filters match, in pages of `size` in id order (keyset): a long download
 * holds one page of ids at a time, and applications added meanwhile with a higher id join the end.
 */
export async function* idPagesMatching(
  db: Kysely<DB>,
  filters: Filters,
  size = 100,
): AsyncGenerator<number[]> {
  const conditions = [...filters.base, ...facetConditions(filters)];
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ answer_id: number }>`
      select answer_id from application_facts where ${allOf(conditions)} and answer_id > ${after}
      order by answer_id limit ${size}
    `.execute(db);
    if (rows.length === 0) return;
    yield rows.map((r) => r.answer_id);
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.answer_id;
  }
}
