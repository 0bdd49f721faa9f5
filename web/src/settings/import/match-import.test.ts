import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from './import-records';
import { matchKey, matchTitles, planMatches } from './match-import';

function watched(match: ImportMatchRow, line: number): ImportRecord {
  return {
    kind: 'watched',
    title: { match, source: { file: 'watched.csv', line } },
    watched_on: '2024-01-01',
  };
}

describe('matching an import', () => {
  it('asks about a title once, however many rows and files name it', () => {
    const plan = planMatches([
      watched({ media_type: 'movie', title: 'Amélie', year: 2001 }, 2),
      // The same words, another Unicode form and case, more spaces.
      watched({ media_type: 'movie', title: ' AME\u0301LIE ', year: 2001 }, 3),
      watched({ media_type: 'movie', title: 'Amélie', year: 2002 }, 4),
      watched({ imdb_id: 'tt0113277', media_type: 'movie', title: 'Heat' }, 5),
      watched({ imdb_id: 'tt0113277', title: 'Heat (again)' }, 6),
      watched({ tmdb_id: 949, media_type: 'movie', title: 'Heat' }, 7),
      watched({ tmdb_id: 949, media_type: 'tv', title: 'Heat' }, 8),
    ]);
    expect(plan.rows).toEqual([
      { media_type: 'movie', title: 'Amélie', year: 2001 },
      { media_type: 'movie', title: 'Amélie', year: 2002 },
      { imdb_id: 'tt0113277', media_type: 'movie', title: 'Heat' },
      { tmdb_id: 949, media_type: 'movie', title: 'Heat' },
      { tmdb_id: 949, media_type: 'tv', title: 'Heat' },
    ]);
    expect(new Set(plan.keys).size).toBe(5);
    expect(matchKey({ title: 'Amélie', media_type: 'movie', year: 2001 })).toBe(plan.keys[0]);
  });

  it('asks in batches of 500, one at a time, reporting progress after each', async () => {
    const records = Array.from({ length: 1200 }, (_, index) =>
      watched({ media_type: 'movie', title: `Film ${index}` }, index + 2),
    );
    const plan = planMatches(records);
    const batches: number[] = [];
    let inFlight = 0;
    const progress: Array<[number, number]> = [];
    const results = await matchTitles(
      plan,
      async (rows) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        batches.push(rows.length);
        await Promise.resolve();
        inFlight -= 1;
        return { results: rows.map(() => ({ status: 'not_found' as const })) };
      },
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(batches).toEqual([500, 500, 200]);
    expect(progress).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
    expect(results.size).toBe(1200);
  });

  it('refuses an answer that does not have a result for every row', async () => {
    const plan = planMatches([watched({ title: 'Heat' }, 2), watched({ title: 'Ronin' }, 3)]);
    await expect(
      matchTitles(plan, () => Promise.resolve({ results: [{ status: 'not_found' }] })),
    ).rejects.toThrow('The server matched 1 of 2 titles; try the preview again.');
  });
});
