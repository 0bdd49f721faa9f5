import { describe, expect, it } from 'vitest';
import { csvFile, skippedInEnglish } from './import-test-files';
import { readImportFiles } from './read-import-files';

const ratingsHeader =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';

const watchlistHeader =
  'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated';

describe("IMDb's exports", () => {
  it('reads ratings by IMDb id, movies and TV by Title Type, and lists episodes and games as left out', async () => {
    const parsed = await readImportFiles([
      csvFile('ratings.csv', [
        ratingsHeader,
        'tt0113277,9,2023-05-14,Heat,Heat,https://www.imdb.com/title/tt0113277/,Movie,8.3,170,1995,"Crime, Drama, Thriller",735000,1995-12-15,Michael Mann',
        'tt0903747,10,2022-01-02,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2100000,2008-01-20,',
        'tt2861424,8,2024-01-01,Rick and Morty,Rick and Morty,https://www.imdb.com/title/tt2861424/,tvSeries,9.1,23,2013,"Animation, Comedy",600000,2013-12-02,',
        'tt0959621,10,2022-01-03,Ozymandias,Ozymandias,https://www.imdb.com/title/tt0959621/,TV Episode,10,48,2013,"Crime, Drama",230000,2013-09-15,Rian Johnson',
        'tt2140553,7,2021-05-05,The Last of Us,The Last of Us,https://www.imdb.com/title/tt2140553/,Video Game,9.7,,2013,"Action, Adventure",80000,2013-06-14,"Neil Druckmann, Bruce Straley"',
        'tt0211915,8,2020-02-02,Le fabuleux destin d\'Amélie Poulain,Le fabuleux destin d\'Amélie Poulain,https://www.imdb.com/title/tt0211915/,Film,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet',
      ]),
    ]);
    expect(parsed.records).toEqual([
      {
        kind: 'ratings',
        title: {
          match: { imdb_id: 'tt0113277', media_type: 'movie', title: 'Heat', year: 1995 },
          source: { file: 'ratings.csv', line: 2 },
        },
        rating: 9,
        rated_at: '2023-05-14',
      },
      {
        kind: 'ratings',
        title: {
          match: { imdb_id: 'tt0903747', media_type: 'tv', title: 'Breaking Bad', year: 2008 },
          source: { file: 'ratings.csv', line: 3 },
        },
        rating: 10,
        rated_at: '2022-01-02',
      },
      {
        kind: 'ratings',
        title: {
          match: { imdb_id: 'tt2861424', media_type: 'tv', title: 'Rick and Morty', year: 2013 },
          source: { file: 'ratings.csv', line: 4 },
        },
        rating: 8,
        rated_at: '2024-01-01',
      },
      {
        // A type in another language: the server tries movies, then TV.
        kind: 'ratings',
        title: {
          match: {
            imdb_id: 'tt0211915',
            title: "Le fabuleux destin d'Amélie Poulain",
            year: 2001,
          },
          source: { file: 'ratings.csv', line: 7 },
        },
        rating: 8,
        rated_at: '2020-02-02',
      },
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'ratings.csv', line: 5 },
        label: 'Ozymandias (2013)',
        reason: 'a TV episode, not a movie or a TV show.',
      },
      {
        source: { file: 'ratings.csv', line: 6 },
        label: 'The Last of Us (2013)',
        reason: 'a video game, not a movie or a TV show.',
      },
    ]);
  });

  it('reads the watchlist, added on its Created day', async () => {
    const parsed = await readImportFiles([
      csvFile(
        'WATCHLIST.csv',
        [
          watchlistHeader,
          '1,tt0113277,2023-01-01,2023-01-01,,Heat,Heat,https://www.imdb.com/title/tt0113277/,Movie,8.3,170,1995,"Crime, Drama",735000,1995-12-15,Michael Mann,,',
          '2,tt0306414,2023-01-02,2023-01-02,"Everyone says so, so",The Wire,The Wire,https://www.imdb.com/title/tt0306414/,TV Series,9.3,59,2002,"Crime, Drama",380000,2002-06-02,,,',
        ],
        { bom: true },
      ),
    ]);
    expect(parsed.records).toEqual([
      {
        kind: 'watchlist',
        title: {
          match: { imdb_id: 'tt0113277', media_type: 'movie', title: 'Heat', year: 1995 },
          source: { file: 'WATCHLIST.csv', line: 2 },
        },
        added_at: '2023-01-01',
      },
      {
        kind: 'watchlist',
        title: {
          match: { imdb_id: 'tt0306414', media_type: 'tv', title: 'The Wire', year: 2002 },
          source: { file: 'WATCHLIST.csv', line: 3 },
        },
        added_at: '2023-01-02',
      },
    ]);
  });

  it.each([
    [',9,2023-05-14,Heat,Heat,,Movie,8.3,170,1995,,,,', 'Const is empty.'],
    [
      'tt0113277,11,2023-05-14,Heat,Heat,,Movie,8.3,170,1995,,,,',
      'Your Rating "11" is not a rating from 1 to 10.',
    ],
    ['tt0113277,,2023-05-14,Heat,Heat,,Movie,8.3,170,1995,,,,', 'Your Rating is empty.'],
    [
      'tt0113277,9,14/05/2023,Heat,Heat,,Movie,8.3,170,1995,,,,',
      'Date Rated "14/05/2023" is not a date (YYYY-MM-DD).',
    ],
    // A broken row is refused even when its title would be left out.
    [
      'tt0959621,10,2022-13-03,Ozymandias,,,TV Episode,,,2013,,,,',
      'Date Rated "2022-13-03" is not a date',
    ],
  ])('refuses a broken ratings row (%s)', async (row, problem) => {
    await expect(readImportFiles([csvFile('ratings.csv', [ratingsHeader, row])])).rejects.toThrow(
      `ratings.csv line 2: ${problem}`,
    );
  });
});
