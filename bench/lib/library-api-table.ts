import type { ResultsByTarget } from './api-rounds.js';
import { roundRatios, runs } from './api-table.js';
import type { Pick } from './api-table.js';
import type { Workload } from './api-workloads.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';

/** A library read under load may take at most this many times a cached details call's p99. */
export const LIBRARY_P99_GOAL = 2;

const p50: Pick = (result) => result.p50Ms;
const p99: Pick = (result) => result.p99Ms;

/**
 * Each library workload's p50 / p99 against the cached details workload's, on the same server in
 * the same rounds: a library read is never cached, so this is what its queries add.
 */
export function libraryApiRows(workloads: readonly Workload[], results: ResultsByTarget): Row[] {
  const timing = (name: Workload['name']) => {
    const measured = runs(results, 'marquee', name);
    return `${formatSummary(summarise(measured.map(p50)), 2)} / ${formatSummary(summarise(measured.map(p99)), 2)}`;
  };
  return workloads.map((workload) => {
    const ratio = roundRatios(results, 'marquee', 'marquee', workload.name, p99, 'details');
    return {
      section:
        'Library under load (50 connections, loopback; one member with 10,000 items and 1,000 shows in progress)',
      figure: `${workload.label}: p50 / p99 ms`,
      marquee: timing(workload.name),
      peers: `details: ${timing('details')}`,
      ratio: ratio === undefined ? 'n/a' : `p99 ×${formatSummary(ratio, 2)}`,
      goal: `p99 ≤ ${LIBRARY_P99_GOAL}× details p99`,
      met: ratio === undefined ? undefined : ratio.median <= LIBRARY_P99_GOAL,
    };
  });
}
