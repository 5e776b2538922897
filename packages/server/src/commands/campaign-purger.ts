import { sql, type Kysely, type Transaction } from "kysely";
import { CAMPAIGN_YEAR_FIELD } from "@portal/domain/schema/candform";
import type { DB } from "../db/schema.ts";
import { ANONYMISED_PREFIX } from "./account-anonymiser.ts";
import { removeAccounts } from "./account-remover.ts";
import { recordErasure, type ErasureActor, type ErasureCounts } from "./erasure-log.ts";

/** What a purge removes for one campaign year (counts only: a dry run shows no names). */
export interface CampaignPurge extends ErasureCounts {
  year: number;
}

/** The first campaign year kept: campaigns strictly before it are older than `years` years. */
export function firstKeptYear(years: number, now = new Date()): number {
  return now.getUTCFullYear() - years;
}

/**
 * The logins whose campaign is before `firstKept`, with that campaign's year. An answer's campaign is
 * the latest of its `campaign_year`, the year it was created and the year it last changed: the
 * campaign year is a constant of the form that may not have been moved on, and a candidate who
 * applies again reuses their answer, so the latest of the three never purges a live application.
 * A login's campaign is the latest of its answers', or the year its account was created when it
 * has none. Administrators' accounts and anonymised answers are never included.
 */
function purgeSubjects(db: Kysely<DB>, firstKept: number) {
  const declared = sql<number>`CASE WHEN data->>${CAMPAIGN_YEAR_FIELD} ~ '^[0-9]{4}$'
    THEN (data->>${CAMPAIGN_YEAR_FIELD})::int ELSE 0 END`;
  const year = sql<number>`greatest(${declared}, extract(year FROM created_at)::int, extract(year FROM updated_at)::int)`;
  return db
    .with("answer_years", (qb) =>
      qb
        .selectFrom("answers")
        .select(["login", sql<number>`max(${year})`.as("year")])
        .groupBy("login"),
    )
    .with("subjects", (qb) =>
      qb
        .selectFrom("answer_years as ay")
        .fullJoin("users as u", "u.login", "ay.login")
        .select([
          sql<string>`coalesce(ay.login, u.login)`.as("login"),
          sql<number>`coalesce(ay.year, extract(year FROM u.created_at)::int)`.as("year"),
          sql<boolean>`u.id IS NOT NULL`.as("has_account"),
        ])
        // Also drops an administrator's own answers (tests of the form): they stay with the administrator.
        .where(sql<number>`coalesce(u.is_admin, 0)`, "=", 0)
        // Anonymised answers hold no personal data any more: they stay for statistics.
        .where(sql<string>`coalesce(ay.login, u.login)`, "not like", `${ANONYMISED_PREFIX}%`),
    )
    .selectFrom("subjects")
    .where("subjects.year", "<", firstKept);
}

/** The dry run: per campaign year before `firstKept`, how many accounts, answers, files and bytes would go. */
export async function planPurge(db: Kysely<DB>, firstKept: number): Promise<CampaignPurge[]> {
  const rows = await purgeSubjects(db, firstKept)
    .leftJoin("answers as a", "a.login", "subjects.login")
    .leftJoin("files as f", "f.answer_id", "a.id")
    .select([
      "subjects.year",
      sql<string>`count(DISTINCT CASE WHEN subjects.has_account THEN subjects.login END)`.as("accounts"),
      sql<string>`count(DISTINCT a.id)`.as("answers"),
      sql<string>`count(f.id)`.as("files"),
      sql<string>`coalesce(sum(f.size), 0)`.as("bytes"),
    ])
    .groupBy("subjects.year")
    .orderBy("subjects.year")
    .execute();
  return rows.map((r) => ({
    year: Number(r.year),
    accounts: Number(r.accounts),
    answers: Number(r.answers),
    files: Number(r.files),
    bytes: Number(r.bytes),
  }));
}

/** The outcome of a purge: the erasure reference (none when nothing matched), counts, bytes to delete. */
export interface PurgeOutcome extends ErasureCounts {
  reference: string | null;
  years: number[];
  objects: string[];
  mails: number[];
}

const BATCH = 500;

/**
 * Purges, in the caller's transaction, every campaign before `firstKept`: each login's account,
 * answers, history, file rows and mails, as an erasure would, and records one `purged` row (counts
 * and years only). The caller runs cleanUpAfterErasure after commit.
 */
export async function purgeCampaigns(input: {
  trx: Transaction<DB>;
  firstKept: number;
  by: ErasureActor;
}): Promise<PurgeOutcome> {
  const { trx, firstKept, by } = input;
  const subjects = await purgeSubjects(trx, firstKept).select(["subjects.login", "subjects.year"]).execute();
  const outcome: PurgeOutcome = {
    reference: null,
    years: [...new Set(subjects.map((s) => Number(s.year)))].sort((a, b) => a - b),
    accounts: 0,
    answers: 0,
    files: 0,
    bytes: 0,
    objects: [],
    mails: [],
  };
  if (subjects.length === 0) return outcome;
  for (let i = 0; i < subjects.length; i += BATCH) {
    const removed = await removeAccounts(
      trx,
      subjects.slice(i, i + BATCH).map((s) => s.login),
    );
    outcome.accounts += removed.accounts;
    outcome.answers += removed.answers;
    outcome.files += removed.files;
    outcome.bytes += removed.bytes;
    outcome.objects.push(...removed.objects);
    outcome.mails.push(...removed.mails);
  }
  outcome.reference = await recordErasure({
    trx,
    kind: "purged",
    by,
    counts: outcome,
    campaignYears: outcome.years,
  });
  return outcome;
}
