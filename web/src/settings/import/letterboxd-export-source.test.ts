import { describe, expect, it } from 'vitest';
import {
  csvFile,
  letterboxdDiary,
  letterboxdList,
  letterboxdRatings,
  letterboxdWatched,
  letterboxdWatchlist,
} from './import-test-files';
import { readImportFiles } from './read-import-files';

/** A film row's title as the reader gives it: name and year, and the row's file and line. */
function film(title: string, year: number, file: string, line: number) {
  return { match: { media_type: 'movie', title, year }, source: { file, line } };
}

describe("Letterboxd's export", () => {
  it('reads watched.csv as watched films, on the day Letterboxd has', async () => {
    const parsed = await readImportFiles([
      csvFile('watched.csv', letterboxdWatched, { bom: true }),
    ]);
    expect(parsed.records).toEqual([
      {
        kind: 'watched',
        title: film('Crouching Tiger, Hidden Dragon', 2000, 'watched.csv', 2),
        watched_on: '2023-01-04',
      },
      {
        kind: 'watched',
        title: film('Amélie', 2001, 'watched.csv', 3),
        watched_on: '2023-02-11',
      },
      {
        kind: 'watched',
        title: film('The "Burbs"', 1989, 'watched.csv', 4),
        watched_on: '2023-02-12',
      },
    ]);
  });

  it('reads ratings.csv as ratings out of ten, rated on their Date', async () => {
    const parsed = await readImportFiles([csvFile('ratings.csv', letterboxdRatings)]);
    expect(parsed.records).toEqual([
      {
        kind: 'ratings',
        title: film('Crouching Tiger, Hidden Dragon', 2000, 'ratings.csv', 2),
        rating: 9,
        rated_at: '2023-01-04',
      },
      {
        kind: 'ratings',
        title: film('Heat', 1995, 'ratings.csv', 3),
        rating: 10,
        rated_at: '2023-03-01',
      },
    ]);
  });

  it('reads watchlist.csv as the watchlist, added on their Date', async () => {
    const parsed = await readImportFiles([csvFile('watchlist.csv', letterboxdWatchlist)]);
    expect(
      parsed.records.map((record) => [
        record.kind,
        record.title.match.title,
        'added_at' in record && record.added_at,
      ]),
    ).toEqual([
      ['watchlist', '千と千尋の神隠し', '2024-05-06'],
      ['watchlist', 'Rififi', '2024-05-07'],
    ]);
  });

  it('reads diary.csv as watches on their Watched Date, with the rating out of ten', async () => {
    const parsed = await readImportFiles([csvFile('diary.csv', letterboxdDiary)]);
    expect(parsed.records).toEqual([
      {
        kind: 'diary',
        title: film('Heat', 1995, 'diary.csv', 2),
        watched_on: '2024-03-01',
        rating: 10,
        note: null,
        logged_at: '2024-03-02',
      },
      {
        kind: 'diary',
        title: film('Amélie', 2001, 'diary.csv', 3),
        watched_on: '2024-03-04',
        rating: null,
        note: null,
        logged_at: '2024-03-05',
      },
    ]);
  });

  it('reads a list file as a list with its description and its films in order', async () => {
    const parsed = await readImportFiles([csvFile('heists-ranked.csv', letterboxdList)]);
    const list = {
      name: 'Heists, ranked',
      description: 'Crews and vaults.\r\nTwo lines.',
      created_at: '2024-01-01',
    };
    expect(parsed.lists).toEqual([list]);
    expect(parsed.records).toEqual([
      {
        kind: 'list-item',
        title: film('Heat', 1995, 'heists-ranked.csv', 7),
        list,
      },
      {
        kind: 'list-item',
        title: film('Rififi', 1955, 'heists-ranked.csv', 8),
        list,
      },
    ]);
    expect(parsed.records[0]?.kind === 'list-item' && parsed.records[0].list).toBe(parsed.lists[0]);
  });

  it('reads an empty list', async () => {
    const parsed = await readImportFiles([
      csvFile('empty.csv', [...letterboxdList.slice(0, 3), 'Nothing yet."']),
    ]);
    expect(parsed.lists).toEqual([
      {
        name: 'Heists, ranked',
        description: 'Crews and vaults.\r\nNothing yet.',
        created_at: '2024-01-01',
      },
    ]);
    expect(parsed.records).toEqual([]);
  });

  it.each([
    [
      'diary.csv',
      [letterboxdDiary[0], '2024-03-02,Heat,1995,https://boxd.it/x,4,,,2024-02-30'],
      'diary.csv line 2: Watched Date "2024-02-30" is not a date (YYYY-MM-DD).',
    ],
    [
      'ratings.csv',
      [
        letterboxdRatings[0],
        '2023-03-01,Heat,1995,https://boxd.it/2bg,4',
        '2023-03-01,Ronin,1998,https://boxd.it/2bh,6',
      ],
      'ratings.csv line 3: Rating "6" is not a rating from 0.5 to 5 stars.',
    ],
    [
      'ratings.csv',
      [letterboxdRatings[0], '2023-03-01,Heat,1995,https://boxd.it/2bg,4.25'],
      'ratings.csv line 2: Rating "4.25" is not a rating from 0.5 to 5 stars.',
    ],
    [
      'watched.csv',
      [letterboxdWatched[0], '2023-01-04,,2000,https://boxd.it/1Y4k'],
      'watched.csv line 2: Name is empty.',
    ],
    [
      'watched.csv',
      [letterboxdWatched[0], '2023-01-04,Heat,95,https://boxd.it/1Y4k'],
      'watched.csv line 2: Year "95" is not a year.',
    ],
    [
      'watchlist.csv',
      [
        letterboxdWatchlist[0],
        '2023-01-04,Heat,1995,https://boxd.it/1Y4k',
        '2023-01-05,"Ronin,1998,https://boxd.it/2',
      ],
      'watchlist.csv line 3: a quoted value has no closing quote (").',
    ],
    [
      'films.csv',
      letterboxdWatched,
      "films.csv line 1: these are the columns of Letterboxd's watched.csv and watchlist.csv; name the file watched.csv or watchlist.csv to say which it is.",
    ],
    [
      'heists.csv',
      ['Letterboxd list export v7', 'Date,Name,Tags,URL,Description'],
      "heists.csv line 1: the list's name and description are missing.",
    ],
  ])('refuses a broken %s, naming the line and what is wrong', async (name, lines, message) => {
    await expect(readImportFiles([csvFile(name, lines)])).rejects.toThrow(message);
  });
});
