import { describe, expect, it } from 'vitest';
import { csvFile, skippedInEnglish } from './import-test-files';
import { readImportFiles } from './read-import-files';

describe("Letterboxd's import format", () => {
  it('reads what Marquee exports for Letterboxd: watches with their rating and review, and ratings', async () => {
    const parsed = await readImportFiles([
      csvFile('marquee-letterboxd-2026-03-01.csv', [
        'tmdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review',
        '949,Heat,1995,8,2020-01-01,false,',
        '949,Heat,1995,9,2024-03-01,true,"Still the best, ""by far"".',
        'Third time."',
        '194,Amélie,2001,7.5,,,',
      ]),
    ]);
    const file = 'marquee-letterboxd-2026-03-01.csv';
    const heat = { media_type: 'movie', tmdb_id: 949, title: 'Heat', year: 1995 };
    expect(parsed.records).toEqual([
      {
        kind: 'diary',
        title: { match: heat, source: { file, line: 2 } },
        watched_on: '2020-01-01',
        rating: 8,
        note: null,
      },
      {
        kind: 'ratings',
        title: { match: heat, source: { file, line: 2 } },
        rating: 8,
        rated_at: '2020-01-01',
      },
      {
        kind: 'diary',
        title: { match: heat, source: { file, line: 3 } },
        watched_on: '2024-03-01',
        rating: 9,
        note: 'Still the best, "by far".\r\nThird time.',
      },
      {
        kind: 'ratings',
        title: { match: heat, source: { file, line: 3 } },
        rating: 9,
        rated_at: '2024-03-01',
      },
      {
        kind: 'ratings',
        title: {
          match: { media_type: 'movie', tmdb_id: 194, title: 'Amélie', year: 2001 },
          source: { file, line: 5 },
        },
        rating: 7.5,
      },
    ]);
  });

  it('reads star ratings, IMDb ids and column names in any case, and lists a row with nothing to bring', async () => {
    const parsed = await readImportFiles([
      csvFile(
        'letterboxd-import.csv',
        [
          'imdbid,title,year,rating,watcheddate',
          'tt0113277,Heat,1995,4.5,2024-03-01',
          ',"Crouching Tiger, Hidden Dragon",2000,,',
        ],
        { bom: true },
      ),
    ]);
    expect(parsed.records).toEqual([
      expect.objectContaining({
        kind: 'diary',
        title: {
          match: { media_type: 'movie', imdb_id: 'tt0113277', title: 'Heat', year: 1995 },
          source: { file: 'letterboxd-import.csv', line: 2 },
        },
        rating: 9,
      }),
      expect.objectContaining({ kind: 'ratings', rating: 9 }),
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'letterboxd-import.csv', line: 3 },
        label: 'Crouching Tiger, Hidden Dragon (2000)',
        reason: 'no WatchedDate and no rating: nothing to import.',
      },
    ]);
  });

  it.each([
    [
      'tmdbID,Title,Rating10',
      '949,Heat,8',
      '949,Heat,11',
      'Rating10 "11" is not a rating from 1 to 10.',
    ],
    ['tmdbID,Title,Rating10', '949,Heat,8', 'abc,Heat,8', 'tmdbID "abc" is not a TMDB id.'],
    [
      'imdbID,Title,Rating10',
      'tt0113277,Heat,8',
      'nm0000001,Heat,8',
      'imdbID "nm0000001" is not an IMDb id',
    ],
    [
      'tmdbID,Title,WatchedDate',
      '949,Heat,2024-03-01',
      '949,Heat,01/03/2024',
      'WatchedDate "01/03/2024" is not a date',
    ],
    [
      'tmdbID,Title,Rating10',
      '949,Heat,8',
      ',,8',
      'the row names no film (tmdbID, imdbID or Title).',
    ],
  ])('refuses a broken row (%s: %s, then %s)', async (header, good, broken, problem) => {
    await expect(readImportFiles([csvFile('import.csv', [header, good, broken])])).rejects.toThrow(
      `import.csv line 3: ${problem}`,
    );
  });
});
