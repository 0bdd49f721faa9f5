import type { LibraryEngine } from '../../server/src/testing.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';

/** The most a library read's p50 may grow from 10,000 rows to 1,000,000. */
export const LIBRARY_SCALE_GOAL = 1.5;
export const SMALL_ROWS = 10_000;

/** One read's p50 in each round, with few rows and with many (measured side by side). */
export interface ReadGrowth {
  read: string;
  small: number[];
  scaled: number[];
}

export function libraryScaleRows(
  engine: LibraryEngine,
  scaledRows: number,
  growth: readonly ReadGrowth[],
): Row[] {
  const count = (rows: number) => rows.toLocaleString('en');
  return growth.map(({ read, small, scaled }) => {
    const ratio = summarise(
      scaled.flatMap((value, round) => {
        const before = small[round];
        return before === undefined || before <= 0 ? [] : [value / before];
      }),
    );
    return {
      section: `Library scale (${count(SMALL_ROWS)} → ${count(scaledRows)} rows, 100 per user)`,
      figure: `${engine}: ${read}, p50 ms`,
      marquee: `${count(scaledRows)} rows: ${formatSummary(summarise(scaled), 2)}`,
      peers: `${count(SMALL_ROWS)} rows: ${formatSummary(summarise(small), 2)}`,
      ratio: ratio === undefined ? 'n/a' : `×${formatSummary(ratio, 2)}`,
      goal: `p50 grows ≤ ${LIBRARY_SCALE_GOAL}×`,
      met: ratio === undefined ? undefined : ratio.median <= LIBRARY_SCALE_GOAL,
    };
  });
}
