import type { ResultsByTarget } from './api-rounds.js';
import { SCALE_SECTION } from './api-table.js';
import type { Workload } from './api-workloads.js';
import { detailsPaceRow } from './details-pace-row.js';
import type { Row } from './report-table.js';

/**
 * Issue 22: at 1,000,000 titles a cached season or episode answers at the pace of cached details.
 * Both come from the same answer cache, so the ratio is about 1; the room above it is a p99's
 * noise in short runs on a shared machine (a library read, which runs queries, gets 2×).
 */
export const CACHED_SEASON_P99_GOAL = 1.5;

/** Each season and episode workload of the 1,000,000-title server's rounds against its details. */
export function cachedSeasonRows(workloads: readonly Workload[], results: ResultsByTarget): Row[] {
  return workloads.map((workload) =>
    detailsPaceRow(results, {
      section: SCALE_SECTION,
      target: 'marquee-1m',
      workload: { name: workload.name, label: `${workload.label}, 1M, cached` },
      goal: CACHED_SEASON_P99_GOAL,
    }),
  );
}
