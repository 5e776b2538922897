/** Summary of a series of timings in milliseconds. */
export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Median, 95th percentile, min and max, rounded to 0.01 ms. */
export function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mid =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return {
    runs: sorted.length,
    median: round(mid),
    p95: round(at(0.95)),
    min: round(sorted[0]),
    max: round(sorted.at(-1)!),
  };
}
