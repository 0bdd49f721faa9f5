import type { ResultsByTarget } from './api-rounds.js';
import type { Workload } from './api-workloads.js';
import { detailsPaceRow } from './details-pace-row.js';
import type { Row } from './report-table.js';

/** A library read under load may take at most this many times a cached details call's p99. */
export const LIBRARY_P99_GOAL = 2;

/**
 * Each library workload's p50 / p99 against the cached details workload's, on the same server in
 * the same rounds: a library read is never cached, so this is what its queries add.
 */
export function libraryApiRows(workloads: readonly Workload[], results: ResultsByTarget): Row[] {
  return workloads.map((workload) =>
    detailsPaceRow(results, {
      section:
        'Library under load (50 connections, loopback; one member with 10,000 items and 1,000 shows in progress)',
      target: 'marquee',
      workload,
      goal: LIBRARY_P99_GOAL,
    }),
  );
}
