// One way to read a run's latencies, for the API side and the raw side alike.

export type RunFigures = { requests: number; seconds: number; p50: number; p95: number; throughput: number };

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Latencies in milliseconds and the run's length in seconds, as figures rounded for the report. */
export function figuresOf(latencies: number[], seconds: number): RunFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(2));
  return {
    requests: sorted.length,
    seconds: round(seconds),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    throughput: Math.round(sorted.length / seconds),
  };
}
