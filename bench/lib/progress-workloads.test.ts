import { describe, expect, it } from 'vitest';
import type { ShowWatchPlan } from './progress-fill.js';
import { airedShowOf, checkUpNext, monthOf, progressWorkloads } from './progress-workloads.js';

const season = (season_number: number, episode_count: number) => ({ season_number, episode_count });

describe('airedShowOf', () => {
  it('counts every season before the last episode aired whole, and that one up to it', () => {
    const show = airedShowOf({
      id: 5,
      seasons: [season(0, 3), season(2, 12), season(1, 10), season(3, 8)],
      last_episode_to_air: { season_number: 2, episode_number: 4 },
    });
    // The specials are left out, as Up next leaves them; season 3 has not begun.
    expect(show).toEqual({
      id: 5,
      seasons: [
        { seasonNumber: 1, aired: 10 },
        { seasonNumber: 2, aired: 4 },
      ],
    });
  });

  it('finds nothing aired in a show with no last episode', () => {
    expect(airedShowOf({ id: 6, seasons: [season(1, 10)], last_episode_to_air: null })).toEqual({
      id: 6,
      seasons: [],
    });
  });
});

describe('monthOf', () => {
  it('runs from the first day of the UTC month to its last', () => {
    expect(monthOf(new Date('2026-11-27T23:30:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(monthOf(new Date('2028-02-10T00:00:00Z'))).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
  });
});

const plan = (showId: number, status: ShowWatchPlan['status'], unwatched: number) =>
  ({
    showId,
    status,
    unwatched: Array.from({ length: unwatched }, (_, i) => ({
      seasonNumber: 1,
      episodeNumber: i + 2,
    })),
  }) as ShowWatchPlan;

describe('progressWorkloads', () => {
  it('reads Up next’s first page, the month and the progress of the first 40 shows', () => {
    const plans = Array.from({ length: 50 }, (_, i) => plan(100 + i, 'watching', 1));
    const [upNext, calendar, shows] = progressWorkloads('uid-1', plans, {
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(upNext?.paths).toEqual(['/3/account/uid-1/up_next?tab=watching&page=1']);
    expect(calendar?.paths).toEqual([
      '/3/account/uid-1/calendar?start_date=2026-11-01&end_date=2026-11-30',
    ]);
    expect(shows?.paths).toHaveLength(40);
    expect(shows?.paths[0]).toBe('/3/account/uid-1/progress/tv/100');
  });
});

describe('checkUpNext', () => {
  const plans = [plan(1, 'watching', 2), plan(2, 'watching', 0), plan(3, 'paused', 4)];
  const page = (total: number) => ({ page: 1, results: [], total_pages: 1, total_results: total });

  it('expects the shows being watched with an aired episode left', () => {
    expect(() => checkUpNext(page(1), plans)).not.toThrow();
  });

  it('refuses a server that sees the member otherwise', () => {
    expect(() => checkUpNext(page(2), plans)).toThrow(/lists 2 to watch, not 1/);
  });
});
