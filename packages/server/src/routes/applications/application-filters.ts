import { mayReadBlind } from "../../policies/blind-review.ts";
import { sql, type RawBuilder } from "kysely";
import { DOCUMENT_STATUSES, foldForSearch } from "@portal/domain/workflow/application-facts";
import { ADMISSION_DECISIONS } from "@portal/domain/workflow/results";
import { STAGES } from "@portal/domain/workflow/stage";
import { PAYMENT_FILTER_VALUES } from "@portal/domain/workflow/payment-status";
import { REVIEW_FILTERS } from "@portal/domain/workflow/document-requests";
import { DEFAULT_DISAGREEMENT } from "@portal/domain/review/standing";
import type { Actor } from "../../auth/sessions.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { reviewableJuries } from "../../policies/staff.ts";
import { FACETS, type Facet } from "../../queries/application-facts.ts";

/** The query string the listing and the export share (every value as text, checked here). */
export interface FilterParams {
  /** A campaign's year, or "all"; absent: the current campaign (issue #39). */
  campaign?: string;
  q?: string;
  typeformation?: string;
  choice?: string;
  jury?: string;
  stage?: string;
  admis?: string;
  eu?: string;
  scholarship?: string;
  documents?: string;
  /** Payment status (issue #11): paid, unpaid, partly (OR). */
  payment?: string;
  /** Document review (issue #11): to_check, requested, overdue (OR). */
  review?: string;
  /** Programme codes (issue #38): the application's programme (first choice, or the MSc chosen). */
  programme?: string;
  /** The lowest weighted score, 0 to 100 (issue #38). */
  minScore?: string;
  /** The fewest submitted reviews (issue #38). */
  reviews?: string;
  /** "true": the readers' spread above DEFAULT_DISAGREEMENT; a number: above that many points (issue #38). */
  disagree?: string;
  /** The hand-off to the student information system (issue #39): exported, not_exported. */
  sis?: string;
  updatedFrom?: string;
  updatedTo?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** The column of each facet, and the value standing for its null (as in facet_key). */
const FACET_COLUMNS: Record<Facet, { column: string; nullAs?: string; boolean?: true }> = {
  typeformation: { column: "typeformation" },
  jury: { column: "jury", nullAs: "-" },
  stage: { column: "stage" },
  admis: { column: "admis" },
  eu: { column: "eu", nullAs: "unknown", boolean: true },
  scholarship: { column: "scholarship_requested", boolean: true },
  documents: { column: "documents" },
};

/** A facet's filter on its bare column (so that its index serves it): `in (…)`, or null for "-"/"unknown". */
function facetCondition(facet: Facet, values: string[]): RawBuilder<boolean> {
  const { column, nullAs, boolean } = FACET_COLUMNS[facet];
  const ref = sql.ref(column);
  const listed = values.filter((v) => v !== nullAs).map((v) => (boolean ? v === "true" : v));
  const parts: RawBuilder<boolean>[] = [];
  if (listed.length > 0) parts.push(sql`${ref} in (${sql.join(listed)})`);
  if (nullAs !== undefined && values.includes(nullAs)) parts.push(sql`${ref} is null`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The allowed values of the facets with a closed list (the others take any text). */
const CLOSED: Partial<Record<Facet, readonly string[]>> = {
  stage: STAGES,
  admis: ADMISSION_DECISIONS,
  eu: ["true", "false", "unknown"],
  scholarship: ["true", "false"],
  documents: DOCUMENT_STATUSES,
};

/** The checked filters: each facet's chosen values, and the conditions that are not facets. */
export interface Filters {
  facets: Partial<Record<Facet, string[]>>;
  /** Conditions on columns of application_facts that every count and page keeps (form, scope, search, dates). */
  base: RawBuilder<boolean>[];
}

const refuse = (detail: string) => new AppError("VALIDATION", { detail });

/** A comma list, trimmed, without empties. */
function list(value: string): string[] {
  return value
    .split(",")
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that exists, as a UTC Date at its start; 400 otherwise. */
function day(name: string, value: string): Date {
  const match = DAY.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (
    !match ||
    !date ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() !== Number(match[2]) - 1
  )
    throw refuse(`${name} must be a day written YYYY-MM-DD, e.g. 2025-03-01 (got “${value}”)`);
  return date;
}

/** `%`, `_` and `\` typed by staff are searched literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions on a date column from an inclusive range of UTC days. */
function dateRange(column: "updated_at" | "created_at", name: string, from?: string, to?: string) {
  const conditions: RawBuilder<boolean>[] = [];
  const start = from ? day(`${name}From`, from) : undefined;
  const end = to ? day(`${name}To`, to) : undefined;
  if (start && end && start > end) throw refuse(`${name}From (${from}) is after ${name}To (${to})`);
  if (start) conditions.push(sql`${sql.ref(column)} >= ${start}`);
  // The last day counts whole: before the start of the next.
  if (end) conditions.push(sql`${sql.ref(column)} < ${new Date(end.getTime() + 86_400_000)}`);
  return conditions;
}

/**
 * The last-activity range: the answer's updated_at (the facts keep no copy, migration 0019), as
 * `answer_id in (…)` so that the counts read application_facts alone and the pages the same condition.
 */
function activityRange(formId: string, from?: string, to?: string): RawBuilder<boolean>[] {
  const conditions = dateRange("updated_at", "updated", from, to);
  if (conditions.length === 0) return [];
  // The form too, so that the answers' index (form_id, updated_at DESC, id DESC) finds the range.
  return [
    sql<boolean>`answer_id in (select id from answers where form_id = ${formId} and ${allOf(conditions)})`,
  ];
}

/**
 * The review filter (issue #11) as one OR'ed condition: a file still to check, an open request, an
 * open request past its deadline. `answer_id in (…)` rather than EXISTS, so that it reads the outer
 * row's column whatever the caller aliases application_facts as.
 */
function reviewConditions(values: string[]): RawBuilder<boolean>[] {
  if (values.length === 0) return [];
  const unknown = values.filter((v) => !(REVIEW_FILTERS as readonly string[]).includes(v));
  if (unknown.length > 0)
    throw refuse(`unknown review “${unknown.join(", ")}”: expected one of ${REVIEW_FILTERS.join(", ")}`);
  const open = sql`select r.answer_id from document_requests r where r.resolved_at is null`;
  const parts = [...new Set(values)].map((value) =>
    value === "to_check"
      ? sql`answer_id in (select f.answer_id from files f where f.review_status = 'to_check')`
      : value === "requested"
        ? sql`answer_id in (${open})`
        : sql`answer_id in (${open} and r.deadline < (now() at time zone 'UTC')::date)`,
  );
  return [sql<boolean>`(${sql.join(parts, sql` or `)})`];
}

/**
 * The payment filter (issue #11): the stored facts' payment_status (domain paymentStatus, kept by
 * the facts refresh on every payment and answer change) among the values asked for.
 */
function paymentConditions(values: string[]): RawBuilder<boolean>[] {
  if (values.length === 0) return [];
  const unknown = values.filter((v) => !(PAYMENT_FILTER_VALUES as readonly string[]).includes(v));
  if (unknown.length > 0)
    throw refuse(
      `unknown payment “${unknown.join(", ")}”: expected one of ${PAYMENT_FILTER_VALUES.join(", ")}`,
    );
  return [sql<boolean>`payment_status in (${sql.join([...new Set(values)])})`];
}

/** A number of points out of 100 given in the query; 400 naming the parameter otherwise. */
function points(name: string, value: string, whole = false): number {
  const n = Number(value.trim());
  if (
    value.trim() === "" ||
    !Number.isFinite(n) ||
    n < 0 ||
    n > (whole ? 1000 : 100) ||
    (whole && !Number.isInteger(n))
  )
    throw refuse(
      whole
        ? `${name} must be a whole number from 0 (got “${value}”)`
        : `${name} must be a number from 0 to 100 (got “${value}”)`,
    );
  return n;
}

/**
 * The standing filters (issue #38), on the facts' own columns and their indexes: the programme, the
 * lowest score, the fewest reviews, and the reviews that disagree (a spread above the threshold).
 */
function standingConditions(params: FilterParams): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  const programmes = params.programme === undefined ? [] : list(params.programme);
  if (programmes.length > 0) conditions.push(sql`programme in (${sql.join(programmes)})`);
  if (params.minScore !== undefined && params.minScore.trim() !== "")
    conditions.push(sql`review_score >= ${points("minScore", params.minScore)}::double precision`);
  if (params.reviews !== undefined && params.reviews.trim() !== "")
    conditions.push(sql`review_count >= ${points("reviews", params.reviews, true)}::integer`);
  const disagree = params.disagree?.trim() ?? "";
  if (disagree !== "" && disagree !== "false") {
    const threshold = disagree === "true" ? DEFAULT_DISAGREEMENT : points("disagree", disagree);
    conditions.push(sql`review_spread > ${threshold}::double precision`);
  }
  return conditions;
}

/** The hand-off filter's values (issue #39). */
export const SIS_FILTER_VALUES = ["exported", "not_exported"] as const;

/**
 * The hand-off filter (issue #39): applications that some export to the student information system
 * held, or that none did yet. One value; both (or none) filter nothing.
 */
function sisConditions(raw: string | undefined): RawBuilder<boolean>[] {
  const values = [...new Set(list(raw ?? ""))];
  const unknown = values.filter((v) => !(SIS_FILTER_VALUES as readonly string[]).includes(v));
  if (unknown.length > 0)
    throw refuse(`unknown sis “${unknown.join(", ")}”: expected one of ${SIS_FILTER_VALUES.join(", ")}`);
  if (values.length !== 1) return [];
  const exported = sql`select i.answer_id from sis_export_items i`;
  return [
    values[0] === "exported"
      ? sql<boolean>`answer_id in (${exported})`
      : sql<boolean>`answer_id not in (${exported})`,
  ];
}

/**
 * Checks the query and turns it into conditions, scoped to what the actor may see: a reviewer only
 * their juries' applications, and 403 for a jury filter naming another jury. 400 with the reason for
 * an unknown stage, decision or document status, a bad day, and the like.
 */
export function parseFilters(
  actor: Actor,
  formId: string,
  params: FilterParams,
  blind: ReadonlySet<string> = new Set(),
): Filters {
  const base: RawBuilder<boolean>[] = [sql`form_id = ${formId}`, ...campaignCondition(params.campaign)];
  // A blind reader (issue #38) finds no application of a blind programme by what identifies its
  // candidate: not by a name or login searched, nor by nationality (the EU facet); by its number.
  const blindScope = mayReadBlind(actor, blind) ? sql.join([...blind]) : null;
  const scope = reviewableJuries(actor);
  if (scope !== null) {
    base.push(scope.length === 0 ? sql`false` : sql`jury in (${sql.join(scope)})`);
  }
  const facets: Filters["facets"] = {};
  for (const facet of FACETS) {
    const raw = params[facet];
    if (raw === undefined) continue;
    const values = list(raw);
    if (values.length === 0) continue;
    const allowed = CLOSED[facet];
    const unknown = allowed ? values.filter((v) => !allowed.includes(v)) : [];
    if (unknown.length > 0)
      throw refuse(`unknown ${facet} “${unknown.join(", ")}”: expected one of ${allowed!.join(", ")}`);
    if (facet === "jury" && scope !== null && values.some((v) => !scope.includes(v)))
      throw new ForbiddenError();
    facets[facet] = values;
  }
  if (params.choice !== undefined && list(params.choice).length > 0) {
    const choices = list(params.choice);
    base.push(
      sql`(fstchoice in (${sql.join(choices)}) or sndchoice in (${sql.join(choices)}) or trdchoice in (${sql.join(choices)}) or mscchoice in (${sql.join(choices)}))`,
    );
  }
  // Every word must appear, folded like the stored key (accents and case do not matter).
  for (const word of foldForSearch(params.q ?? "")
    .split(" ")
    .filter((w) => w !== "")) {
    base.push(
      blindScope
        ? sql`((search_key like ${likePattern(word)} and programme not in (${blindScope})) or answer_id::text = ${word.replace(/^#/, "")})`
        : sql`search_key like ${likePattern(word)}`,
    );
  }
  if (blindScope && facets.eu) base.push(sql`programme not in (${blindScope})`);
  if (params.payment !== undefined) base.push(...paymentConditions(list(params.payment)));
  if (params.review !== undefined) base.push(...reviewConditions(list(params.review)));
  base.push(...standingConditions(params));
  base.push(...sisConditions(params.sis));
  base.push(...activityRange(formId, params.updatedFrom, params.updatedTo));
  base.push(...dateRange("created_at", "created", params.createdFrom, params.createdTo));
  return { facets, base };
}

/**
 * The campaign shown (issue #39): the given year, every campaign for "all", else the current one
 * (the newest open, else the newest), so that a workspace opened without choosing shows this year's.
 */
function campaignCondition(raw: string | undefined): RawBuilder<boolean>[] {
  const value = raw?.trim() ?? "";
  if (value === "all") return [];
  if (value === "") return [sql`campaign = current_campaign()`];
  if (!/^[0-9]{4}$/.test(value)) throw refuse(`campaign “${value}”: expected a year such as 2026, or all`);
  return [sql`campaign = ${Number(value)}`];
}

/** The conditions of the chosen facets. */
export function facetConditions(filters: Filters): RawBuilder<boolean>[] {
  return FACETS.filter((f) => filters.facets[f]).map((f) => facetCondition(f, filters.facets[f]!));
}

/** Conditions joined with AND; true when there is none. */
export function allOf(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
