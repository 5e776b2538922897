import { roundScore } from "./scoresheet.ts";

/**
 * How a reviewer scores against the rest of the jury (issue #38), so a harsh or lenient reader is
 * seen before decisions: on the applications they reviewed that others reviewed too, the mean of
 * their scores against the mean of the other readers' scores on those same applications.
 */
export interface SubmittedReview {
  answerId: number;
  reviewer: string;
  score: number;
}

export interface ReviewerCalibration {
  reviewer: string;
  /** Reviews the reviewer submitted. */
  reviews: number;
  /** The mean and standard deviation of all their scores. */
  mean: number;
  deviation: number;
  /** Applications someone else reviewed too, the basis of the comparison. */
  shared: number;
  /** On the shared applications: their mean, the others' mean, and the difference (theirs − others'). */
  sharedMean: number | null;
  othersMean: number | null;
  difference: number | null;
  leaning: "harsh" | "lenient" | "even" | "unknown";
}

/** How far, in points out of 100, a reader's mean may stray from the others' before they are shown as harsh or lenient. */
export const DEFAULT_LEANING = 10;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function calibrationOf(
  reviews: readonly SubmittedReview[],
  threshold = DEFAULT_LEANING,
): ReviewerCalibration[] {
  const byAnswer = new Map<number, SubmittedReview[]>();
  const byReviewer = new Map<string, SubmittedReview[]>();
  for (const r of reviews) {
    byAnswer.set(r.answerId, [...(byAnswer.get(r.answerId) ?? []), r]);
    byReviewer.set(r.reviewer, [...(byReviewer.get(r.reviewer) ?? []), r]);
  }
  return [...byReviewer.entries()]
    .map(([reviewer, own]) => {
      const scores = own.map((r) => r.score);
      const m = mean(scores);
      const deviation = Math.sqrt(mean(scores.map((s) => (s - m) ** 2)));
      const theirs: number[] = [];
      const others: number[] = [];
      for (const r of own) {
        const rest = byAnswer.get(r.answerId)!.filter((o) => o.reviewer !== reviewer);
        if (rest.length === 0) continue;
        theirs.push(r.score);
        others.push(mean(rest.map((o) => o.score)));
      }
      const shared = theirs.length;
      const difference = shared ? roundScore(mean(theirs) - mean(others)) : null;
      const leaning: ReviewerCalibration["leaning"] =
        difference === null
          ? "unknown"
          : difference <= -threshold
            ? "harsh"
            : difference >= threshold
              ? "lenient"
              : "even";
      return {
        reviewer,
        reviews: own.length,
        mean: roundScore(m),
        deviation: roundScore(deviation),
        shared,
        sharedMean: shared ? roundScore(mean(theirs)) : null,
        othersMean: shared ? roundScore(mean(others)) : null,
        difference,
        leaning,
      };
    })
    .sort((a, b) => a.reviewer.localeCompare(b.reviewer));
}
