import { describe, expect, it } from 'vitest';
import type { ResultsByTarget } from './api-rounds.js';
import type { LoadResult } from './autocannon-runner.js';
import { libraryApiRows } from './library-api-table.js';

const run = (p50Ms: number, p99Ms: number): LoadResult => ({
  requests: 1_000,
  requestsPerSec: 500,
  p50Ms,
  p99Ms,
  errors: 0,
  non2xx: 0,
});
const watchlist = { name: 'library-watchlist' as const, label: 'watchlist page 1', paths: ['/a'] };

describe('libraryApiRows', () => {
  it('holds each round’s library p99 to twice the details p99 of the same round', () => {
    const results: ResultsByTarget = {
      marquee: {
        details: [run(1, 10), run(1, 4)],
        'library-watchlist': [run(2, 15), run(2, 9)],
      },
    };
    const [row] = libraryApiRows([watchlist], results);
    // Rounds: 15 ÷ 10 = 1.5 and 9 ÷ 4 = 2.25; the median, 1.875, meets the goal.
    expect(row?.ratio).toBe('p99 ×1.88 (1.50–2.25)');
    expect(row?.goal).toBe('p99 ≤ 2× details p99');
    expect(row?.met).toBe(true);
    expect(row?.marquee).toBe('2.00 (2.00–2.00) / 12.00 (9.00–15.00)');
    expect(row?.peers).toBe('details: 1.00 (1.00–1.00) / 7.00 (4.00–10.00)');
  });

  it('fails the goal when the library is slower than that', () => {
    const results: ResultsByTarget = {
      marquee: { details: [run(1, 5)], 'library-watchlist': [run(3, 11)] },
    };
    expect(libraryApiRows([watchlist], results)[0]?.met).toBe(false);
  });

  it('says nothing was met when a run is missing', () => {
    const results: ResultsByTarget = { marquee: { 'library-watchlist': [run(3, 11)] } };
    expect(libraryApiRows([watchlist], results)[0]).toMatchObject({ met: undefined, ratio: 'n/a' });
  });
});
