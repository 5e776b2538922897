import { weightedScore, type Criterion, type CriterionScore } from "@portal/domain/review/scoresheet";

/** The panel's scores while a reviewer edits them: a level (or none) and a comment per criterion. */
export type DraftScores = Record<string, { value: number | null; comment: string }>;

/** The panel's scores from a stored review (blank for the criteria it does not score). */
export function draftOf(
  criteria: readonly Criterion[],
  stored: Record<string, { value: number | null; comment?: string | null }> | undefined,
): DraftScores {
  return Object.fromEntries(
    criteria.map((c) => [
      c.id,
      { value: stored?.[c.id]?.value ?? null, comment: stored?.[c.id]?.comment ?? "" },
    ]),
  );
}

/** The scores as the server takes them: each criterion's level or null, and its comment or null. */
export function scoresOf(draft: DraftScores): Record<string, CriterionScore> {
  return Object.fromEntries(
    Object.entries(draft).map(([id, s]) => [id, { value: s.value, comment: s.comment.trim() || null }]),
  );
}

/** The live weighted score out of 100 (the domain's rule, as the server will store it), null when nothing is scored. */
export function liveScore(criteria: Criterion[], draft: DraftScores): number | null {
  return weightedScore({ criteria }, scoresOf(draft));
}
