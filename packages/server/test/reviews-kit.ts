import type { FastifyInstance } from "fastify";
import type { Criterion, ScoreValues } from "@portal/domain/review/scoresheet";
import { weightedScore } from "@portal/domain/review/scoresheet";
import { refreshStanding } from "../src/queries/review-standings.ts";

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, descriptor: `level ${i}` }));

/** A two-criterion scoresheet: academic record 0–4 (weight 3), motivation 0–4 (weight 1). */
export const TEST_CRITERIA: Criterion[] = [
  { id: "academic", label: "Academic record", weight: 3, levels: levels(5) },
  { id: "motivation", label: "Motivation", weight: 1, levels: levels(5) },
];

/** Stores a programme's scoresheet as its next version; its id. */
export async function seedScoresheet(
  app: FastifyInstance,
  programme: string,
  criteria: Criterion[] = TEST_CRITERIA,
): Promise<number> {
  const last = await app.db
    .selectFrom("scoresheets")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("programme", "=", programme)
    .executeTakeFirst();
  const row = await app.db
    .insertInto("scoresheets")
    .values({
      programme,
      version: Number(last?.v ?? 0) + 1,
      criteria: JSON.stringify(criteria),
      created_by: "test",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores a reviewer's submitted review behind the API's back (its score the domain's weightedScore)
 * and refreshes the application's standing, as the scoring route does.
 */
export async function submitReview(
  app: FastifyInstance,
  input: { answerId: number; reviewerId: number; scoresheetId: number; scores: ScoreValues },
): Promise<number | null> {
  const sheet = await app.db
    .selectFrom("scoresheets")
    .select("criteria")
    .where("id", "=", input.scoresheetId)
    .executeTakeFirstOrThrow();
  const score = weightedScore({ criteria: sheet.criteria }, input.scores);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("reviews")
      .values({
        answer_id: input.answerId,
        reviewer_id: input.reviewerId,
        scoresheet_id: input.scoresheetId,
        scores: JSON.stringify(input.scores),
        status: "submitted",
        score,
        submitted_at: new Date(),
      })
      .onConflict((oc) =>
        oc.columns(["answer_id", "reviewer_id"]).doUpdateSet({
          scoresheet_id: input.scoresheetId,
          scores: JSON.stringify(input.scores),
          status: "submitted",
          score,
          submitted_at: new Date(),
        }),
      )
      .execute();
    await refreshStanding(trx, input.answerId);
  });
  return score;
}

/** Scores for TEST_CRITERIA: academic and motivation levels. */
export const scores = (academic: number, motivation: number, comment?: string): ScoreValues => ({
  academic: { value: academic, comment: comment ?? null },
  motivation: { value: motivation },
});
