import type { ImportMatchResult } from '@marquee/tmdb-types/library-transfer';
import { describe, expect, it } from 'vitest';
import { movie, tv } from '../../test/library-stubs';
import { buildImportBody } from './import-body';
import type { ImportListHead, ParsedImport } from './import-records';
import { matchKey } from './match-import';
import { previewImport } from './import-preview';

const heat = { media_type: 'movie' as const, title: 'Heat', year: 1995 };
const ronin = { media_type: 'movie' as const, title: 'Ronin', year: 1998 };
const solaris = { media_type: 'movie' as const, title: 'Solaris' };
const nowhere = { media_type: 'movie' as const, title: 'Nowhere Film', year: 2030 };
const wire = { imdb_id: 'tt0306414', media_type: 'tv' as const, title: 'The Wire' };

const heists: ImportListHead = { name: 'Heists', description: 'Crews.', created_at: '2024-01-01' };
const empty: ImportListHead = { name: 'Someday', description: '' };

function source(file: string, line: number) {
  return { file, line };
}

const parsed: ParsedImport = {
  lists: [heists, empty],
  skipped: [],
  episodeWatches: [],
  episodePlays: [],
  episodeRatings: [],
  records: [
    {
      kind: 'watched',
      title: { match: heat, source: source('watched.csv', 2) },
      watched_on: '2023-05-01',
    },
    {
      kind: 'watched',
      title: { match: heat, source: source('watched.csv', 3) },
      watched_on: '2021-05-01',
    },
    {
      kind: 'ratings',
      title: { match: heat, source: source('ratings.csv', 2) },
      rating: 8,
      rated_at: '2024-01-01',
    },
    {
      kind: 'ratings',
      title: { match: heat, source: source('import.csv', 2) },
      rating: 6,
      rated_at: '2020-01-01',
    },
    { kind: 'ratings', title: { match: ronin, source: source('ratings.csv', 3) }, rating: 7 },
    {
      kind: 'diary',
      title: { match: heat, source: source('diary.csv', 2) },
      watched_on: '2024-03-01',
      rating: 10,
      note: null,
      logged_at: '2024-03-02',
    },
    {
      kind: 'diary',
      title: { match: heat, source: source('diary.csv', 3) },
      watched_on: '2024-03-01',
      rating: 10,
      note: null,
      logged_at: '2024-03-02',
    },
    {
      kind: 'diary',
      title: { match: solaris, source: source('diary.csv', 4) },
      watched_on: '2024-04-01',
      rating: null,
      note: 'Slow.',
    },
    {
      kind: 'watchlist',
      title: { match: wire, source: source('WATCHLIST.csv', 2) },
      added_at: '2023-01-02',
    },
    {
      kind: 'watchlist',
      title: { match: wire, source: source('watchlist.csv', 5) },
      added_at: '2024-01-02',
    },
    { kind: 'watchlist', title: { match: nowhere, source: source('watchlist.csv', 6) } },
    {
      kind: 'favorites',
      title: { match: ronin, source: source('m.json', 2) },
      added_at: '2022-01-01T00:00:00.000Z',
    },
    { kind: 'list-item', title: { match: ronin, source: source('heists.csv', 7) }, list: heists },
    { kind: 'list-item', title: { match: heat, source: source('heists.csv', 8) }, list: heists },
    { kind: 'list-item', title: { match: heat, source: source('heists.csv', 9) }, list: heists },
    { kind: 'list-item', title: { match: nowhere, source: source('someday.csv', 7) }, list: empty },
  ],
};

const results = new Map<string, ImportMatchResult>([
  [matchKey(heat), { status: 'matched', title: movie(949, 'Heat', '1995-12-15') }],
  [
    matchKey(ronin),
    {
      status: 'ambiguous',
      candidates: [movie(8195, 'Ronin', '1998-09-12'), movie(9999, 'Ronin', '1997-01-01')],
    },
  ],
  [
    matchKey(solaris),
    {
      status: 'ambiguous',
      candidates: [movie(593, 'Solaris', '1972-03-20'), movie(2103, 'Solaris', '2002-11-27')],
    },
  ],
  [matchKey(wire), { status: 'matched', title: tv(1438, 'The Wire', '2002-06-02') }],
  [matchKey(nowhere), { status: 'not_found' }],
]);

describe('the import body', () => {
  it('sums up what matched, what needs a pick and what was not found, with every source', async () => {
    const preview = await previewImport(parsed, results);
    expect(preview.matchedRows).toBe(10);
    expect(preview.matchedTitles).toBe(2);
    expect(
      preview.ambiguous.map(({ label, sources, candidates }) => [
        label,
        sources,
        candidates.length,
      ]),
    ).toEqual([
      ['Ronin (1998)', [source('ratings.csv', 3), source('m.json', 2), source('heists.csv', 7)], 2],
      ['Solaris', [source('diary.csv', 4)], 2],
    ]);
    expect(preview.notFound.map(({ label, sources }) => [label, sources])).toEqual([
      ['Nowhere Film (2030)', [source('watchlist.csv', 6), source('someday.csv', 7)]],
    ]);
  });

  it('sends the matched rows and the picked candidates, each title once where once is all it can be', async () => {
    const preview = await previewImport(parsed, results);
    const ronin = preview.ambiguous[0]?.key as string;
    const solaris = preview.ambiguous[1]?.key as string;
    expect(buildImportBody(preview, { [ronin]: 'movie-8195', [solaris]: 'skip' })).toEqual({
      watchlist: [{ media_type: 'tv', media_id: 1438, added_at: '2023-01-02' }],
      favorites: [{ media_type: 'movie', media_id: 8195, added_at: '2022-01-01T00:00:00.000Z' }],
      ratings: [
        { media_type: 'movie', media_id: 949, rating: 8, rated_at: '2024-01-01' },
        { media_type: 'movie', media_id: 8195, rating: 7 },
      ],
      diary: [
        {
          media_type: 'movie',
          media_id: 949,
          watched_on: '2024-03-01',
          rating: 10,
          note: null,
          logged_at: '2024-03-02',
        },
        {
          media_type: 'movie',
          media_id: 949,
          watched_on: '2024-03-01',
          rating: 10,
          note: null,
          logged_at: '2024-03-02',
        },
      ],
      watched: [{ media_type: 'movie', media_id: 949, watched_on: '2021-05-01' }],
      lists: [
        {
          name: 'Heists',
          description: 'Crews.',
          created_at: '2024-01-01',
          items: [
            { media_type: 'movie', media_id: 8195 },
            { media_type: 'movie', media_id: 949 },
          ],
        },
        { name: 'Someday', items: [] },
      ],
    });
  });

  it('follows each matched show once, and sends the episode watches of the matched shows only', async () => {
    const severance = { tmdb_id: 95396, media_type: 'tv' as const, title: 'Severance' };
    const gone = { tmdb_id: 999_999, media_type: 'tv' as const };
    const progress = {
      status: 'paused' as const,
      cycle: 2,
      started_at: '2025-03-01T00:00:00.000Z',
      updated_at: '2025-03-02T00:00:00.000Z',
    };
    const watch = (show_id: number, episode_number: number) => ({
      show_id,
      season_number: 1,
      episode_number,
      cycle: 1,
      rewatch: 0,
      watched_on: '2025-02-01',
      logged_at: '2025-02-01T22:00:00.000Z',
    });
    const file = 'marquee.json';
    const withShows: ParsedImport = {
      lists: [],
      skipped: [],
      records: [
        { kind: 'show', title: { match: severance, source: { file, at: 'shows[0]' } }, progress },
        {
          kind: 'show',
          title: { match: severance, source: { file, at: 'shows[1]' } },
          progress: { ...progress, status: 'dropped' },
        },
        { kind: 'show', title: { match: gone, source: { file, at: 'episode_watches[1]' } } },
      ],
      episodeWatches: [watch(95396, 1), watch(999_999, 1), watch(95396, 2)],
      episodePlays: [],
      episodeRatings: [],
    };
    const preview = await previewImport(
      withShows,
      new Map<string, ImportMatchResult>([
        [matchKey(severance), { status: 'matched', title: tv(95396, 'Severance', '2022-02-18') }],
        [matchKey(gone), { status: 'not_found' }],
      ]),
    );
    expect([preview.followedShows, preview.episodeWatches]).toEqual([2, 3]);
    expect(preview.notFound.map(({ sources }) => sources)).toEqual([
      [{ file, at: 'episode_watches[1]' }],
    ]);
    expect(buildImportBody(preview, {})).toEqual({
      shows: [{ media_type: 'tv', media_id: 95396, ...progress }],
      episode_watches: [watch(95396, 1), watch(95396, 2)],
    });
  });

  it('leaves out an ambiguous title nobody picked', async () => {
    const preview = await previewImport(parsed, results);
    const solaris = preview.ambiguous[1]?.key as string;
    const body = buildImportBody(preview, { [solaris]: 'movie-2103' });
    expect(body.favorites).toBeUndefined();
    expect(body.ratings).toEqual([
      { media_type: 'movie', media_id: 949, rating: 8, rated_at: '2024-01-01' },
    ]);
    expect(body.diary?.at(-1)).toEqual({
      media_type: 'movie',
      media_id: 2103,
      watched_on: '2024-04-01',
      rating: null,
      note: 'Slow.',
    });
  });
});
