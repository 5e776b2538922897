import { sql, type Expression, type SqlBool } from "kysely";
import type { Locale } from "@portal/domain/i18n/index";
import type { Stage } from "@portal/domain/workflow/stage";
import type { Database } from "../db/database.ts";

/** How many days the per-day series covers, today included. */
export const DASHBOARD_DAYS = 60;

// The audit kind the application's validation writes (commands/workflow-validator.ts): when an
// application was validated is the date of that line.
const VALIDATION_KIND = "validate-application";

// The funnel's steps as stages: an application further on counts in every earlier step.
const ADMITTED: readonly Stage[] = ["admitted", "registration_validated", "tuition_confirmed"];
const REGISTERED: readonly Stage[] = ["registration_validated", "tuition_confirmed"];

/** Which applications the figures count: one form, and all juries (null) or only these. */
export interface DashboardScope {
  formId: string;
  juries: readonly string[] | null;
  /** The reader's language, for the juries' names (English when not given). */
  locale?: Locale;
}

/** One programme type's funnel, cumulative. */
export interface FunnelCounts {
  typeformation: string;
  started: number;
  validated: number;
  admitted: number;
  registered: number;
  tuitionConfirmed: number;
}

/** Automatic offers from the waiting lists, and the places freed that wait for one. */
export interface OfferCounts {
  made: number;
  confirmed: number;
  pending: number;
  /** Offered, then withdrawn or declined by default without confirming. */
  lapsed: number;
  freed: number;
}

/** The dashboard's figures before their labels are translated. */
export interface DashboardFigures {
  accounts: { candidates: number; staff: number };
  applications: { started: number; validated: number };
  perDay: { day: string; started: number; validated: number }[];
  funnel: FunnelCounts[];
  juries: {
    id: string;
    label: string;
    applications: number;
    resultsPublished: boolean;
    scholarshipResultsPublished: boolean;
  }[];
  /** Withdrawals by reason code (workflow/withdrawal.ts), most frequent first. */
  withdrawals: { reason: string; count: number }[];
  offers: OfferCounts;
}

/** The days of the series, oldest first, as UTC dates "YYYY-MM-DD". */
export function seriesDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

/** The scope as a condition on application_facts aliased `f`; a reviewer without juries sees nothing. */
function scopeOf(scope: DashboardScope): Expression<SqlBool> {
  if (scope.juries === null) return sql<SqlBool>`f.form_id = ${scope.formId}`;
  if (scope.juries.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`f.form_id = ${scope.formId} AND f.jury IN (${inList(scope.juries)})`;
}

/** Per programme type: the funnel; a withdrawn application counts as far as it had got. */
async function funnelRows(db: Database, scope: DashboardScope) {
  const { rows } = await sql<FunnelCounts>`
    WITH reached AS (
      SELECT f.typeformation, coalesce(w.stage_before, f.stage) AS stage
      FROM application_facts f LEFT JOIN withdrawals w ON w.answer_id = f.answer_id
      WHERE ${scopeOf(scope)}
    )
    SELECT f.typeformation,
      count(*)::int AS started,
      (count(*) FILTER (WHERE f.stage <> 'started'))::int AS validated,
      (count(*) FILTER (WHERE f.stage IN (${inList(ADMITTED)})))::int AS admitted,
      (count(*) FILTER (WHERE f.stage IN (${inList(REGISTERED)})))::int AS registered,
      (count(*) FILTER (WHERE f.stage = 'tuition_confirmed'))::int AS "tuitionConfirmed"
    FROM reached f
    GROUP BY f.typeformation`.execute(db);
  return rows;
}

/** Withdrawals by reason, most frequent first. */
async function withdrawalRows(db: Database, scope: DashboardScope) {
  const { rows } = await sql<{ reason: string; count: number }>`
    SELECT w.reason, count(*)::int AS count
    FROM withdrawals w JOIN application_facts f ON f.answer_id = w.answer_id
    WHERE ${scopeOf(scope)}
    GROUP BY w.reason
    ORDER BY count DESC, w.reason`.execute(db);
  return rows;
}

/** The automatic offers by where their candidate stands, and the freed places not offered yet. */
async function offerCounts(db: Database, scope: DashboardScope): Promise<OfferCounts> {
  const { rows } = await sql<Omit<OfferCounts, "freed">>`
    SELECT count(*)::int AS made,
      (count(*) FILTER (WHERE coalesce(w.stage_before, f.stage) IN (${inList(REGISTERED)})))::int AS confirmed,
      (count(*) FILTER (WHERE f.stage = 'admitted'))::int AS pending,
      (count(*) FILTER (WHERE f.stage = 'withdrawn' AND w.stage_before NOT IN (${inList(REGISTERED)})))::int AS lapsed
    FROM offers o JOIN application_facts f ON f.answer_id = o.answer_id
      LEFT JOIN withdrawals w ON w.answer_id = o.answer_id
    WHERE ${scopeOf(scope)}`.execute(db);
  const freed = await sql<{ n: number }>`
    SELECT count(*)::int AS n
    FROM withdrawals w JOIN application_facts f ON f.answer_id = w.answer_id
    WHERE ${scopeOf(scope)} AND w.frees_place
      AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.freed_by = w.id)`.execute(db);
  return { ...rows[0]!, freed: freed.rows[0]!.n };
}

/** Applications started (created) and validated per UTC day since `from`. */
async function perDayRows(db: Database, scope: DashboardScope, from: Date) {
  const started = await sql<{ day: string; n: number }>`
    SELECT to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM application_facts f
    WHERE ${scopeOf(scope)} AND f.created_at >= ${from}
    GROUP BY 1`.execute(db);
  const validated = await sql<{ day: string; n: number }>`
    SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(DISTINCT e.answer_id)::int AS n
    FROM answer_events e JOIN application_facts f ON f.answer_id = e.answer_id
    WHERE ${scopeOf(scope)} AND e.kind = ${VALIDATION_KIND} AND e.created_at >= ${from}
    GROUP BY 1`.execute(db);
  return { started: started.rows, validated: validated.rows };
}

/** The juries in scope with their applications and publication flags. */
async function juryRows(db: Database, scope: DashboardScope) {
  const juryScope =
    scope.juries === null
      ? sql<SqlBool>`true`
      : scope.juries.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`j.id_jury IN (${inList(scope.juries)})`;
  const { rows } = await sql<DashboardFigures["juries"][number]>`
    SELECT j.id_jury AS id,
      CASE WHEN ${scope.locale ?? "en"} = 'fr' THEN coalesce(j.label_fr, j.label) ELSE j.label END AS label,
      count(f.answer_id)::int AS applications,
      j.resultats_publies AS "resultsPublished", j.resultats_brs_publies AS "scholarshipResultsPublished"
    FROM juries j LEFT JOIN application_facts f ON f.jury = j.id_jury AND f.form_id = ${scope.formId}
    WHERE ${juryScope}
    GROUP BY j.id_jury, j.label, j.label_fr, j.resultats_publies, j.resultats_brs_publies
    ORDER BY j.id_jury`.execute(db);
  return rows;
}

/**
 * Accounts: for every jury, the candidate and staff accounts; for a reviewer, the candidates of
 * their juries' applications and the staff assigned to their juries (nothing of the others).
 */
async function accountCounts(db: Database, scope: DashboardScope) {
  if (scope.juries === null) {
    const { rows } = await sql<{ candidates: number; staff: number }>`
      SELECT (count(*) FILTER (WHERE role = 'candidate'))::int AS candidates,
        (count(*) FILTER (WHERE role <> 'candidate'))::int AS staff
      FROM users`.execute(db);
    return rows[0];
  }
  if (scope.juries.length === 0) return { candidates: 0, staff: 0 };
  const { rows } = await sql<{ candidates: number; staff: number }>`
    SELECT (SELECT count(DISTINCT f.login) FROM application_facts f WHERE ${scopeOf(scope)})::int AS candidates,
      (SELECT count(DISTINCT user_id) FROM staff_juries WHERE id_jury IN (${inList(scope.juries)}))::int AS staff`.execute(
    db,
  );
  return rows[0];
}

/**
 * The campaign at a glance, from application_facts (and answer_events for the validation dates,
 * withdrawals and offers for the withdrawals by reason and the automatic offers) in eight queries: accounts, totals and funnel per programme type, applications started and
 * validated per day over DASHBOARD_DAYS (every day present, 0 without activity), the juries and
 * their publication. The documents to check are the workspace's view (DOCUMENTS_TO_CHECK_VIEW),
 * counted by the route through the listing's filters.
 */
export async function dashboardFigures(
  db: Database,
  scope: DashboardScope,
  now = new Date(),
): Promise<DashboardFigures> {
  const days = seriesDays(now);
  const from = new Date(`${days[0]}T00:00:00Z`);
  const [accounts, funnel, series, juries, withdrawals, offers] = await Promise.all([
    accountCounts(db, scope),
    funnelRows(db, scope),
    perDayRows(db, scope, from),
    juryRows(db, scope),
    withdrawalRows(db, scope),
    offerCounts(db, scope),
  ]);
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, r.n]));
  const started = byDay(series.started);
  const validated = byDay(series.validated);
  const sum = (pick: (row: FunnelCounts) => number) => funnel.reduce((total, row) => total + pick(row), 0);
  return {
    accounts,
    applications: { started: sum((r) => r.started), validated: sum((r) => r.validated) },
    perDay: days.map((day) => ({ day, started: started.get(day) ?? 0, validated: validated.get(day) ?? 0 })),
    funnel,
    juries,
    withdrawals,
    offers,
  };
}
