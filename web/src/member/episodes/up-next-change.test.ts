import type { UpNextItem, UpNextPage } from '@marquee/tmdb-types/episode-progress';
import { describe, expect, it } from 'vitest';
import { page, tv } from '../../test/library-stubs';
import { advanceUpNext, removeFromUpNext, restoreUpNext } from './up-next-change';

function item(showId: number, watched: number, aired = 10): UpNextItem {
  return {
    show: tv(showId, `Show ${showId}`),
    status: 'watching',
    cycle: 1,
    state: 'watching',
    aired_episodes: aired,
    watched_episodes: watched,
    next_episode: {
      season_number: 2,
      episode_number: 4,
      id: showId * 100,
      name: 'The Rains',
      air_date: '2026-05-01',
      runtime: 50,
      still_path: null,
    },
  };
}

const rows: UpNextPage = page([item(1, 3), item(2, 9), item(3, 5)]);

function shows(answer: UpNextPage): number[] {
  return answer.results.map((result) => result.show.id);
}

describe('advanceUpNext', () => {
  it('moves the row to the next number at once, its name to come with the answer', () => {
    const moved = advanceUpNext(rows, 1).results[0];
    expect(moved?.watched_episodes).toBe(4);
    expect(moved?.next_episode).toMatchObject({ season_number: 2, episode_number: 5, name: '' });
    expect(shows(advanceUpNext(rows, 1))).toEqual([1, 2, 3]);
  });

  it("crosses a season's end at once when the show's seasons are known", () => {
    const seasons = [1, 2].map((seasonNumber) => ({
      season_number: seasonNumber,
      name: `Season ${seasonNumber}`,
      episode_count: 4,
      aired_episodes: 4,
      watched_episodes: 0,
      air_date: null,
      poster_path: null,
    }));
    const at = (seasonNumber: number, episodeNumber: number): UpNextPage => {
      const row = item(1, 3);
      return page([
        {
          ...row,
          next_episode: row.next_episode && {
            ...row.next_episode,
            season_number: seasonNumber,
            episode_number: episodeNumber,
          },
        },
      ]);
    };
    const nextAfter = (answer: UpNextPage) =>
      advanceUpNext(answer, 1, seasons).results[0]?.next_episode;
    expect(nextAfter(at(1, 4))).toMatchObject({ season_number: 2, episode_number: 1 });
    expect(nextAfter(at(2, 2))).toMatchObject({ season_number: 2, episode_number: 3 });
  });

  it('takes the row out of Watching when nothing aired is left', () => {
    const advanced = advanceUpNext(rows, 2);
    expect(shows(advanced)).toEqual([1, 3]);
    expect(advanced.total_results).toBe(2);
  });

  it('leaves a page without the show as it is', () => {
    expect(advanceUpNext(rows, 99)).toBe(rows);
  });
});

describe('removeFromUpNext', () => {
  it('takes the row out and counts one show fewer', () => {
    const removed = removeFromUpNext(rows, 2);
    expect(shows(removed)).toEqual([1, 3]);
    expect(removed.total_results).toBe(2);
  });

  it('leaves a page without the show as it is', () => {
    expect(removeFromUpNext(rows, 99)).toBe(rows);
  });
});

describe('restoreUpNext', () => {
  it('puts a row that left back where it was', () => {
    const restored = restoreUpNext(advanceUpNext(rows, 2), rows, 2);
    expect(restored.results).toEqual(rows.results);
    expect(restored.total_results).toBe(3);
  });

  it('puts a removed row back where it was', () => {
    const restored = restoreUpNext(removeFromUpNext(rows, 1), rows, 1);
    expect(restored.results).toEqual(rows.results);
    expect(restored.total_results).toBe(3);
  });

  it('puts a moved row back as it was, and nothing else', () => {
    const both = advanceUpNext(advanceUpNext(rows, 1), 3);
    const restored = restoreUpNext(both, rows, 1);
    expect(restored.results[0]).toEqual(rows.results[0]);
    expect(restored.results[2]?.watched_episodes).toBe(6);
  });
});
