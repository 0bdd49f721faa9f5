import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records';
import type { ImportRecord, ParsedImport } from './import-records';
import { isSimklCsv, readSimklCsv, simklWatchedDate } from './simkl-csv-source';
import {
  simklBackupCsv,
  type SimklTestCsvRow,
} from '../../../../scripts/lib/tracker-exports/simkl-export';
import { skippedInEnglish } from './import-test-files';

const now = Date.parse('2026-06-01T00:00:00Z');
const options = { timeZone: 'Europe/Paris', now };

async function read(text: string): Promise<ParsedImport> {
  return readSimklCsv(await readCsvRecords(text, 'simkl.csv'), 'simkl.csv', options);
}

function recordsOf<K extends ImportRecord['kind']>(
  parsed: ParsedImport,
  kind: K,
): (ImportRecord & { kind: K })[] {
  return parsed.records.filter(
    (record): record is ImportRecord & { kind: K } => record.kind === kind,
  );
}

const rows: SimklTestCsvRow[] = [
  {
    SIMKL_ID: 11121,
    Title: 'Breaking Bad',
    Type: 'tv',
    Year: 2008,
    Watchlist: 'watching',
    LastEpWatched: 'S03E07',
    WatchedDate: '18-12-2023 21:50:41',
    Rating: 9,
    TVDB: 81189,
    TMDB: 1396,
    IMDB: 'tt0903747',
  },
  {
    SIMKL_ID: 100,
    Title: 'Heat',
    Type: 'movie',
    Year: 1995,
    Watchlist: '',
    WatchedDate: '2024-06-20',
    Memo: 'Still great, "really".',
    TMDB: 949,
  },
  { SIMKL_ID: 101, Title: 'Ronin', Type: 'movie', Year: 1998, Watchlist: 'plantowatch' },
  { SIMKL_ID: 40398, Title: 'Hunter x Hunter', Type: 'anime', Watchlist: 'completed' },
  { SIMKL_ID: 583436, Title: 'Emerald City', Type: 'tv show', Watchlist: 'hold', TVDB: 295779 },
];

describe('isSimklCsv', () => {
  it("knows Simkl's backup by its SIMKL_ID column", () => {
    expect(isSimklCsv(['Title', 'simkl_id '])).toBe(true);
    expect(isSimklCsv(['Date', 'Name', 'Year', 'Letterboxd URI'])).toBe(false);
  });
});

describe('readSimklCsv', () => {
  it("reads the backup's rows: shows followed, films in the diary or on the watchlist, ratings", async () => {
    const parsed = await read(simklBackupCsv(rows));
    expect(recordsOf(parsed, 'show')).toEqual([
      {
        kind: 'show',
        title: {
          match: {
            media_type: 'tv',
            tmdb_id: 1396,
            imdb_id: 'tt0903747',
            tvdb_id: 81189,
            title: 'Breaking Bad',
            year: 2008,
          },
          source: { file: 'simkl.csv', line: 2 },
        },
        progress: {
          status: 'watching',
          cycle: 1,
          started_at: '2023-12-18T21:50:41.000Z',
          updated_at: '2023-12-18T21:50:41.000Z',
        },
      },
      {
        kind: 'show',
        title: {
          match: { media_type: 'tv', tvdb_id: 295779, title: 'Emerald City' },
          source: { file: 'simkl.csv', line: 6 },
        },
        // No date: followed from now on.
        progress: {
          status: 'paused',
          cycle: 1,
          started_at: '2026-06-01T00:00:00.000Z',
          updated_at: '2026-06-01T00:00:00.000Z',
        },
      },
    ]);
    expect(recordsOf(parsed, 'diary')).toEqual([
      {
        kind: 'diary',
        title: {
          match: { media_type: 'movie', tmdb_id: 949, title: 'Heat', year: 1995 },
          source: { file: 'simkl.csv', line: 3 },
        },
        watched_on: '2024-06-20',
        rating: null,
        note: 'Still great, "really".',
      },
    ]);
    expect(recordsOf(parsed, 'watchlist').map((record) => record.title.match)).toEqual([
      { media_type: 'movie', title: 'Ronin', year: 1998 },
    ]);
    expect(
      recordsOf(parsed, 'ratings').map((record) => [record.title.source.line, record.rating]),
    ).toEqual([[2, 9]]);
    expect(parsed.episodePlays).toEqual([]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.csv', line: 2 },
        label: 'Breaking Bad (2008)',
        reason:
          "Simkl's CSV gives only the last episode watched (S03E07); import Simkl's JSON backup for each episode and its date.",
      },
      {
        source: { file: 'simkl.csv', line: 5 },
        label: 'Hunter x Hunter',
        reason: "Simkl's anime without a TMDB, IMDb or TheTVDB id.",
      },
    ]);
  });

  it('reads the columns by name, in any order and any case', async () => {
    const columns = [
      'imdb',
      'Rating',
      'TMDB',
      'WatchedDate',
      'type',
      'Title',
      'SIMKL_ID',
      'Watchlist',
    ] as const;
    const shuffled = simklBackupCsv(rows, { columns });
    expect(shuffled.split('\r\n')[0]).toBe(
      'imdb,Rating,TMDB,WatchedDate,type,Title,SIMKL_ID,Watchlist',
    );
    const parsed = await read(shuffled);
    expect(recordsOf(parsed, 'diary')[0]?.title.match).toEqual({
      media_type: 'movie',
      tmdb_id: 949,
      title: 'Heat',
    });
    expect(recordsOf(parsed, 'show')[0]?.title.match).toEqual({
      media_type: 'tv',
      tmdb_id: 1396,
      imdb_id: 'tt0903747',
      title: 'Breaking Bad',
    });
  });

  it('leaves out a film with no date or one it cannot read, a repeat, and what it does not know', async () => {
    const parsed = await read(
      simklBackupCsv([
        { SIMKL_ID: 1, Title: 'A', Type: 'movie', Watchlist: 'completed', TMDB: 1 },
        {
          SIMKL_ID: 2,
          Title: 'B',
          Type: 'movie',
          Watchlist: 'completed',
          TMDB: 2,
          WatchedDate: '12/31/2023',
        },
        { SIMKL_ID: 2, Title: 'B', Type: 'movie', Watchlist: 'completed', TMDB: 2 },
        { SIMKL_ID: 3, Title: 'C', Type: 'podcast', Watchlist: 'completed' },
        { SIMKL_ID: 4, Title: 'D', Type: 'movie', Watchlist: 'dropped', Rating: 11, Memo: 'meh' },
        { SIMKL_ID: 5, Title: 'E', Type: 'tv', Watchlist: 'someday' },
        { SIMKL_ID: 6, Type: 'movie' },
      ]),
    );
    expect(parsed.records).toEqual([]);
    expect(
      skippedInEnglish(parsed.skipped).map(({ source, label, reason }) => [
        source.line,
        label,
        reason,
      ]),
    ).toEqual([
      [2, 'A', "Simkl's CSV gives no day this film was watched."],
      [
        3,
        'B',
        'WatchedDate "12/31/2023" is not a date Marquee reads (2024-06-20, 18-12-2023 21:50:41 or ISO 8601).',
      ],
      [4, 'B', 'already in the file (line 3).'],
      [5, 'C', 'Simkl\'s type "podcast" is not a movie, a TV show or anime.'],
      [6, 'D', 'Simkl\'s "dropped" for a film is not imported: Marquee follows shows, not films.'],
      [6, 'D', "Simkl's rating 11 is not from 1 to 10."],
      [6, 'D', expect.stringContaining('notes on diary entries only') as string],
      [7, 'E', 'Simkl\'s status "someday" is not one Marquee knows.'],
      [8, 'Simkl 6', 'names no title and no TMDB, IMDb or TheTVDB id.'],
    ]);
  });
});

describe('simklWatchedDate', () => {
  it.each([
    ['2024-06-20', { day: '2024-06-20' }],
    // Day first, a time in UTC: 23:50 is the next day in Paris.
    ['18-12-2023 23:50:41', { day: '2023-12-19', instant: '2023-12-18T23:50:41.000Z' }],
    ['18-12-2023', { day: '2023-12-18' }],
    ['2023-12-18T21:50:41Z', { day: '2023-12-18', instant: '2023-12-18T21:50:41.000Z' }],
    ['2023-12-18T21:50:41+05:00', { day: '2023-12-18', instant: '2023-12-18T16:50:41.000Z' }],
    ['2023-12-18 21:50', { day: '2023-12-18', instant: '2023-12-18T21:50:00.000Z' }],
  ])('reads %s', (text, date) => {
    expect(simklWatchedDate(text, 'Europe/Paris', now)).toEqual(date);
  });

  it.each([
    '1970-01-01',
    '01-01-1970 00:00:01',
    '2027-01-01',
    '31-02-2024',
    '12/31/2023 10:00',
    'yesterday',
  ])('reads %s as no date', (text) => {
    expect(simklWatchedDate(text, 'Europe/Paris', now)).toBeUndefined();
  });
});
