export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarise(values: readonly number[]): Summary | undefined {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  const sorted = [...finite].sort((a, b) => a - b);
  return {
    median: median(sorted),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    runs: sorted.length,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "12.3 (11.0–14.2)": the median with the spread of the runs it came from. */
export function formatSummary(summary: Summary | undefined, digits = 1): string {
  if (!summary) return 'n/a';
  const value = (n: number) => n.toFixed(digits);
  if (summary.runs === 1) return value(summary.median);
  return `${value(summary.median)} (${value(summary.min)}–${value(summary.max)})`;
}

export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || b === 0) return undefined;
  return a / b;
}

/** The nearest-rank percentile (`fraction` 0.99 for p99); NaN of nothing. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
