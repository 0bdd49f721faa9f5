import { describe, expect, it } from 'vitest';
import {
  csvFile,
  letterboxdRatings,
  letterboxdWatched,
  skippedInEnglish,
} from './import-test-files';
import { importLimits, readImportFiles } from './read-import-files';
import {
  letterboxdExportEntries,
  letterboxdLeftOutPaths,
  letterboxdTakenEntries,
  zipFile,
} from './zip-test-files';

function filmRows(count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `2024-01-01,Film ${index},2000,https://boxd.it/${index}`,
  );
}

describe('readImportFiles', () => {
  it('reads several files into one import, each row keeping its file and line', async () => {
    const parsed = await readImportFiles([
      csvFile('watched.csv', letterboxdWatched),
      csvFile('ratings.csv', letterboxdRatings),
    ]);
    expect(
      parsed.records.map(({ kind, title }) => `${kind} ${title.source.file}:${title.source.line}`),
    ).toEqual([
      'watched watched.csv:2',
      'watched watched.csv:3',
      'watched watched.csv:4',
      'ratings ratings.csv:2',
      'ratings ratings.csv:3',
    ]);
  });

  it('refuses a file it does not know, naming its columns', async () => {
    await expect(
      readImportFiles([csvFile('notes.csv', ['Film,Stars', 'Heat,5'], { bom: true })]),
    ).rejects.toThrow(/^notes\.csv line 1: Marquee does not know these columns \(Film, Stars\)\./);
  });

  it("refuses another tracker's 200 MB file, or a 200 MB zip, without reading it", async () => {
    let read = false;
    const unread = (name: string) => ({
      name,
      size: 200 * 1024 * 1024,
      text: () => {
        read = true;
        return Promise.resolve('');
      },
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    });
    await expect(readImportFiles([unread('tracking-prod-records-v2.csv')])).rejects.toThrow(
      'tracking-prod-records-v2.csv: the file is larger than 64 MB.',
    );
    await expect(readImportFiles([unread('watched-history-2.json')])).rejects.toThrow(
      'watched-history-2.json: the file is larger than 64 MB.',
    );
    await expect(readImportFiles([unread('tvtime-gdpr.zip')])).rejects.toThrow(
      'tvtime-gdpr.zip: the file is larger than 50 MB.',
    );
    expect(read).toBe(false);
  });

  it('refuses a file over 10 MB without reading it', async () => {
    let read = false;
    const big = {
      name: 'huge.csv',
      size: importLimits.fileBytes + 1,
      text: () => {
        read = true;
        return Promise.resolve('');
      },
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    };
    await expect(readImportFiles([big])).rejects.toThrow(
      'huge.csv: the file is larger than 10 MB.',
    );
    expect(read).toBe(false);
  });

  it('reads a JSON file up to 64 MB, as Marquee’s export with every episode watch may be', async () => {
    const text = JSON.stringify({
      format: 'marquee-library',
      version: 1,
      exported_at: '2026-03-01T10:00:00.000Z',
      settings: { display_name: null, hide_watched: false },
      watchlist: [],
      favorites: [],
      ratings: [],
      diary: [],
      lists: [],
      episode_watches: [
        {
          show_id: 1438,
          season_number: 1,
          episode_number: 1,
          cycle: 1,
          rewatch: 0,
          watched_on: '2025-02-01',
          logged_at: '2025-02-01T22:00:00.000Z',
        },
      ],
    });
    const file = (size: number) => ({
      name: 'marquee-library-2026-03-01.json',
      size,
      text: () => Promise.resolve(text),
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
    });
    const parsed = await readImportFiles([file(importLimits.exportBytes), file(1_000)]);
    // Each file's watches, and its show once per file, as the files are read one by one.
    expect(parsed.episodeWatches).toHaveLength(2);
    expect(parsed.records.map((record) => record.kind)).toEqual(['show', 'show']);
    await expect(readImportFiles([file(importLimits.exportBytes + 1)])).rejects.toThrow(
      'marquee-library-2026-03-01.json: the file is larger than 64 MB.',
    );
  });

  it('refuses more than 50,000 rows in all, at the line that goes over', async () => {
    const header = 'Date,Name,Year,Letterboxd URI';
    await expect(
      readImportFiles([
        csvFile('watched.csv', [header, ...filmRows(30_000)]),
        csvFile('watchlist.csv', [header, ...filmRows(20_001)]),
      ]),
    ).rejects.toThrow(
      'watchlist.csv line 20002: more than 50,000 rows in all. Import the files in parts.',
    );
    const parsed = await readImportFiles([
      csvFile('watched.csv', [header, ...filmRows(30_000)]),
      csvFile('watchlist.csv', [header, ...filmRows(20_000)]),
    ]);
    expect(parsed.records).toHaveLength(50_000);
  });

  it("reads Letterboxd's zip as the same files unzipped, each named by its path in the zip", async () => {
    const loose = await readImportFiles(
      Object.entries(letterboxdTakenEntries).map(([path, lines]) => csvFile(path, lines)),
    );
    const zipped = await readImportFiles([
      csvFile('ratings-imdb.csv', ['Const,Your Rating,Date Rated,Title,Title Type,Year']),
      await zipFile('letterboxd-ada-2024-06-01-utc.zip', letterboxdExportEntries),
    ]);
    expect(loose.records.map(({ title }) => title.source.file)).toContain('lists/ジブリの映画.csv');
    expect(zipped.records).toEqual(loose.records);
    expect(zipped.lists).toEqual(loose.lists);
    expect(
      skippedInEnglish(zipped.skipped).map(({ source, label }) => `${source.file}: ${label}`),
    ).toEqual(letterboxdLeftOutPaths.map((path) => `${path}: the whole file`));
  });

  it('names the path in the zip and the line of a broken row', async () => {
    const heists = [
      'Letterboxd list export v7',
      'Date,Name,Tags,URL,Description',
      '2024-01-01,Heists,,https://letterboxd.com/ada/list/heists/,',
      'Position,Name,Year,URL,Description',
      '1,Heat,1995,https://boxd.it/2bg,',
      '2,Rififi,nineteen fifty-five,https://boxd.it/1abc,',
    ];
    await expect(
      readImportFiles([
        await zipFile('letterboxd.zip', {
          'watched.csv': letterboxdWatched,
          'lists/heists.csv': heists,
        }),
      ]),
    ).rejects.toThrow('lists/heists.csv line 6: Year "nineteen fifty-five" is not a year.');
  });

  it('counts the rows of a zip in the 50,000', async () => {
    const header = 'Date,Name,Year,Letterboxd URI';
    await expect(
      readImportFiles([
        csvFile('watched.csv', [header, ...filmRows(30_000)]),
        await zipFile('letterboxd.zip', { 'watchlist.csv': [header, ...filmRows(20_001)] }),
      ]),
    ).rejects.toThrow(
      'watchlist.csv line 20002: more than 50,000 rows in all. Import the files in parts.',
    );
  });
});
