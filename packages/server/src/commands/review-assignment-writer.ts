import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** The stages an application is read at: validated by its candidate, no result published yet. */
export const READABLE_STAGES = ["application_validated", "scholarship_applied"] as const;

/**
 * Gives a reviewer the next `count` applications nobody is assigned to (issue #38, "give me the
 * next five"): validated applications of their juries whose programme has a scoresheet, the oldest
 * first. The rows are taken with FOR UPDATE SKIP LOCKED, so two reviewers asking at once are never
 * handed the same application: the second skips what the first holds, and once the first commits
 * its assignments exclude them. Answers the ids assigned.
 */
export async function takeNextApplications(
  trx: Database,
  input: { formId: string; reviewerId: number; juries: readonly string[]; count: number; by: string },
): Promise<number[]> {
  if (input.juries.length === 0) return [];
  const { rows } = await sql<{ answer_id: number }>`
    select f.answer_id from application_facts f
    where f.form_id = ${input.formId}
      and f.jury in (${sql.join(input.juries.map((j) => sql`${j}`))})
      and f.stage in (${sql.join(READABLE_STAGES.map((s) => sql`${s}`))})
      and exists (select 1 from scoresheets s where s.programme = f.programme)
      and not exists (select 1 from review_assignments a where a.answer_id = f.answer_id)
    order by f.created_at, f.answer_id
    limit ${input.count}
    for update of f skip locked
  `.execute(trx);
  if (rows.length === 0) return [];
  const assigned = await trx
    .insertInto("review_assignments")
    .values(
      rows.map((r) => ({ answer_id: r.answer_id, reviewer_id: input.reviewerId, assigned_by: input.by })),
    )
    .onConflict((oc) => oc.columns(["answer_id", "reviewer_id"]).doNothing())
    .returning("answer_id")
    .execute();
  return assigned.map((r) => r.answer_id).sort((a, b) => a - b);
}

/** An application of a selection and the jury deciding on it. */
interface Target {
  answer_id: number;
  jury: string | null;
}

async function targetsOf(trx: Database, answerIds: readonly number[]): Promise<Target[]> {
  if (answerIds.length === 0) return [];
  return trx
    .selectFrom("application_facts")
    .select(["answer_id", "jury"])
    .where("answer_id", "in", [...answerIds])
    .orderBy("answer_id")
    .execute();
}

/** The enabled reviewers of each jury (ids), and each reviewer's number of assignments. */
async function juryReaders(trx: Database) {
  const rows = await trx
    .selectFrom("staff_juries as j")
    .innerJoin("users as u", "u.id", "j.user_id")
    .select(["j.id_jury", "u.id"])
    .select(
      sql<number>`(select count(*)::int from review_assignments a where a.reviewer_id = u.id)`.as("load"),
    )
    .where("u.role", "=", "reviewer")
    .where("u.disabled_at", "is", null)
    .orderBy("u.id")
    .execute();
  const byJury = new Map<string, number[]>();
  const loads = new Map<number, number>();
  for (const row of rows) {
    byJury.set(row.id_jury, [...(byJury.get(row.id_jury) ?? []), row.id]);
    loads.set(row.id, row.load);
  }
  return { byJury, loads };
}

async function existingReaders(
  trx: Database,
  answerIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  if (answerIds.length === 0) return map;
  const rows = await trx
    .selectFrom("review_assignments")
    .select(["answer_id", "reviewer_id"])
    .where("answer_id", "in", [...answerIds])
    .execute();
  for (const row of rows) map.set(row.answer_id, (map.get(row.answer_id) ?? new Set()).add(row.reviewer_id));
  return map;
}

/** What an assignment in bulk did. */
export interface AssignmentReport {
  /** Assignments made. */
  assigned: number;
  /** Applications left with fewer readers than asked: no jury, or not enough reviewers in it. */
  short: number;
}

/**
 * Assigns these reviewers to each application of the selection, by hand: a reviewer is only given
 * the applications of their juries; the others are counted as skipped.
 */
export async function assignByHand(
  trx: Database,
  input: { answerIds: readonly number[]; reviewerIds: readonly number[]; by: string },
): Promise<{ assigned: number; skipped: number }> {
  const targets = await targetsOf(trx, input.answerIds);
  const { byJury } = await juryReaders(trx);
  const rows: { answer_id: number; reviewer_id: number; assigned_by: string }[] = [];
  let skipped = 0;
  for (const target of targets)
    for (const reviewerId of input.reviewerIds) {
      if (target.jury && byJury.get(target.jury)?.includes(reviewerId))
        rows.push({ answer_id: target.answer_id, reviewer_id: reviewerId, assigned_by: input.by });
      else skipped++;
    }
  if (rows.length === 0) return { assigned: 0, skipped };
  const done = await trx
    .insertInto("review_assignments")
    .values(rows)
    .onConflict((oc) => oc.columns(["answer_id", "reviewer_id"]).doNothing())
    .returning("answer_id")
    .execute();
  return { assigned: done.length, skipped };
}

/**
 * Spreads the selection across each application's jury's reviewers, `readers` per application
 * (counting those it already has): each time the least loaded reviewer of the jury who does not
 * read it yet (ties to the lowest id), so loads stay within one of each other and no application
 * gets the same reviewer twice.
 */
export async function assignEvenly(
  trx: Database,
  input: { answerIds: readonly number[]; readers: number; by: string },
): Promise<AssignmentReport> {
  const targets = await targetsOf(trx, input.answerIds);
  const { byJury, loads } = await juryReaders(trx);
  const existing = await existingReaders(trx, input.answerIds);
  const rows: { answer_id: number; reviewer_id: number; assigned_by: string }[] = [];
  let short = 0;
  for (const target of targets) {
    const have = existing.get(target.answer_id) ?? new Set<number>();
    const pool = target.jury ? (byJury.get(target.jury) ?? []) : [];
    while (have.size < input.readers) {
      const next = pool
        .filter((id) => !have.has(id))
        .sort((a, b) => loads.get(a)! - loads.get(b)! || a - b)[0];
      if (next === undefined) break;
      have.add(next);
      loads.set(next, loads.get(next)! + 1);
      rows.push({ answer_id: target.answer_id, reviewer_id: next, assigned_by: input.by });
    }
    if (have.size < input.readers) short++;
  }
  if (rows.length > 0)
    await trx
      .insertInto("review_assignments")
      .values(rows)
      .onConflict((oc) => oc.columns(["answer_id", "reviewer_id"]).doNothing())
      .execute();
  return { assigned: rows.length, short };
}

/** Takes these reviewers off the selection's applications; their reviews, if any, are kept. */
export async function removeAssignments(
  trx: Database,
  input: { answerIds: readonly number[]; reviewerIds: readonly number[] },
): Promise<number> {
  if (input.answerIds.length === 0 || input.reviewerIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("review_assignments")
    .where("answer_id", "in", [...input.answerIds])
    .where("reviewer_id", "in", [...input.reviewerIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
