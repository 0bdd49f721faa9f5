import type { ColdTimes, Workload } from './api-workloads.js';
import type { Row } from './report-table.js';
import { percentile } from './stats.js';

// Issue 23: the first answer of discover with up to four filters, at 1,000,000 titles.
export const DISCOVER_P95_GOAL_MS = 200;

function describe(values: readonly number[] | undefined): string {
  return values === undefined || values.length === 0
    ? 'n/a'
    : `p95 ${percentile(values, 0.95).toFixed(1)} / max ${Math.max(...values).toFixed(1)} ms`;
}

/** The discover combinations' first answers: p95 and max on each catalogue, the goal at 1M. */
export function discoverFilterRow(
  workload: Workload,
  cold: ColdTimes,
  coldScale: ColdTimes | undefined,
): Row {
  const scale = coldScale?.[workload.name];
  return {
    section: 'Cold answers (first request of each path, one at a time, before the rounds)',
    figure: `${workload.label} (${workload.paths.length} combinations)`,
    marquee: `default: ${describe(cold[workload.name])}`,
    peers: coldScale ? `1M: ${describe(scale)}` : '',
    ratio: '',
    goal: `1M: p95 ≤ ${DISCOVER_P95_GOAL_MS} ms`,
    met: scale?.length ? percentile(scale, 0.95) <= DISCOVER_P95_GOAL_MS : undefined,
  };
}
