import type { ResultsByTarget } from './api-rounds.js';
import { roundRatios, runs } from './api-table.js';
import type { Pick } from './api-table.js';
import type { WorkloadName } from './api-workloads.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';

export interface DetailsPace {
  section: string;
  /** The server both workloads ran on, in the same rounds. */
  target: string;
  workload: { name: WorkloadName; label: string };
  /** The most the workload's p99 may be, in times the details workload's p99. */
  goal: number;
}

const p50: Pick = (result) => result.p50Ms;
const p99: Pick = (result) => result.p99Ms;

/**
 * A workload's p50 / p99 against the cached random details workload's, on the same server: the
 * p99s are compared round by round (the runs were interleaved), so a busy moment of the machine
 * falls on both.
 */
export function detailsPaceRow(results: ResultsByTarget, pace: DetailsPace): Row {
  const timing = (name: WorkloadName) => {
    const measured = runs(results, pace.target, name);
    return `${formatSummary(summarise(measured.map(p50)), 2)} / ${formatSummary(summarise(measured.map(p99)), 2)}`;
  };
  const ratio = roundRatios(results, pace.target, pace.target, pace.workload.name, p99, 'details');
  return {
    section: pace.section,
    figure: `${pace.workload.label}: p50 / p99 ms`,
    marquee: timing(pace.workload.name),
    peers: `details: ${timing('details')}`,
    ratio: ratio === undefined ? 'n/a' : `p99 ×${formatSummary(ratio, 2)}`,
    goal: `p99 ≤ ${pace.goal}× details p99`,
    met: ratio === undefined ? undefined : ratio.median <= pace.goal,
  };
}
