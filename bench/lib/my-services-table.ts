import type { ColdTimes, Workload } from './api-workloads.js';
import { myServicesPairs } from './my-services-workload.js';
import type { Row } from './report-table.js';
import { median } from './stats.js';

// Issue 23: "Only my services" on browse adds at most this much to the same list's answer.
export const MY_SERVICES_GOAL = 0.2;

/** The median over pairs of (with ÷ without) − 1: each pair was timed at the same moment. */
export function myServicesCost(times: readonly number[] | undefined): number | undefined {
  if (times === undefined) return undefined;
  const ratios = myServicesPairs(times).map(([without, narrowed]) => narrowed / without);
  return ratios.length === 0 ? undefined : median(ratios) - 1;
}

function describe(times: readonly number[] | undefined): string {
  const cost = myServicesCost(times);
  if (cost === undefined || times === undefined) return 'n/a';
  const pairs = myServicesPairs(times);
  const without = median(pairs.map(([alone]) => alone)).toFixed(1);
  const narrowed = median(pairs.map(([, withServices]) => withServices)).toFixed(1);
  return `${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(0)}% (${without} → ${narrowed} ms)`;
}

/** What the member's services add to browse's first answers, on each catalogue; the goal at 1M. */
export function myServicesRow(workload: Workload, cold: ColdTimes, coldScale?: ColdTimes): Row {
  const scaleCost = myServicesCost(coldScale?.[workload.name]);
  return {
    section: 'Cold answers (first request of each path, one at a time, before the rounds)',
    figure: `${workload.label} (median of ${workload.paths.length / 2} pairs)`,
    marquee: `default: ${describe(cold[workload.name])}`,
    peers: coldScale ? `1M: ${describe(coldScale[workload.name])}` : '',
    ratio: '',
    goal: `1M: ≤ +${MY_SERVICES_GOAL * 100}%`,
    met: scaleCost === undefined ? undefined : scaleCost <= MY_SERVICES_GOAL,
  };
}
