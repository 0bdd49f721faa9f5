import { describe, expect, it } from 'vitest';
import type { ResultsByTarget } from './api-rounds.js';
import type { LoadResult } from './autocannon-runner.js';
import { cachedSeasonRows } from './season-scale-table.js';

const run = (p50Ms: number, p99Ms: number): LoadResult => ({
  requests: 1_000,
  requestsPerSec: 500,
  p50Ms,
  p99Ms,
  errors: 0,
  non2xx: 0,
});
const seasons = { name: 'seasons' as const, label: 'seasons of popular shows', paths: ['/a'] };

describe('cachedSeasonRows', () => {
  it('holds each round’s season p99 at 1,000,000 titles to 1.5× the details p99 there', () => {
    const results: ResultsByTarget = {
      'marquee-1m': { details: [run(1, 4), run(1, 6)], seasons: [run(1, 5), run(1, 9)] },
      // The default catalogue's rounds are not what the goal is about.
      marquee: { details: [run(1, 1)], seasons: [run(1, 100)] },
    };
    const [row] = cachedSeasonRows([seasons], results);
    // Rounds: 5 ÷ 4 = 1.25 and 9 ÷ 6 = 1.5; the median, 1.375, meets the goal.
    expect(row).toMatchObject({
      figure: 'seasons of popular shows, 1M, cached: p50 / p99 ms',
      ratio: 'p99 ×1.38 (1.25–1.50)',
      goal: 'p99 ≤ 1.5× details p99',
      met: true,
    });
    expect(row?.section).toContain('1,000,000 titles');
  });

  it('fails the goal when a season is slower than that', () => {
    const results: ResultsByTarget = {
      'marquee-1m': { details: [run(1, 4)], seasons: [run(1, 7)] },
    };
    expect(cachedSeasonRows([seasons], results)[0]?.met).toBe(false);
  });

  it('says nothing was met without the 1,000,000-title rounds', () => {
    const results: ResultsByTarget = { marquee: { details: [run(1, 4)], seasons: [run(1, 4)] } };
    expect(cachedSeasonRows([seasons], results)[0]).toMatchObject({ met: undefined, ratio: 'n/a' });
  });
});
