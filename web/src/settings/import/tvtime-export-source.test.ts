import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportRecord, ParsedImport } from './import-records';
import { readTvTimeExport, type TvTimeFile } from './tvtime-export-source';
import {
  tvTimeTestExport,
  tvTimeTrackingV1,
  tvTimeTrackingV2,
} from '../../../../scripts/lib/tracker-exports/tvtime-export';
import { skippedInEnglish } from './import-test-files';

// The samples sit beside the repository (issue 24): read there, never copied in.
const samples = join(import.meta.dirname, '../../../../../shared/imports/tvtime');
const now = Date.parse('2026-11-27T00:00:00Z');

function file(name: string, text: string): TvTimeFile {
  return { name, text: async () => text };
}

function sampleText(folder: string, name: string): string {
  return readFileSync(join(samples, folder, name), 'utf8');
}

/** The GDPR files of a samples folder (the other TV Time formats left aside). */
function sampleFiles(folder: string, pattern: RegExp): TvTimeFile[] {
  return readdirSync(join(samples, folder))
    .filter((name) => pattern.test(name))
    .map((name) => file(name, sampleText(folder, name)));
}

function read(files: readonly TvTimeFile[], timeZone = 'UTC'): Promise<ParsedImport> {
  return readTvTimeExport(files, { timeZone, now });
}

function ofKind<Kind extends ImportRecord['kind']>(parsed: ParsedImport, kind: Kind) {
  return parsed.records.filter(
    (record): record is Extract<ImportRecord, { kind: Kind }> => record.kind === kind,
  );
}

/** What a test compares of the records: kind, title, and what each says beyond. */
function summary(parsed: ParsedImport) {
  return parsed.records.map((record) => {
    const { title, ...rest } = record;
    const said = 'list' in rest ? { ...rest, list: rest.list.name } : rest;
    return { ...said, title: title.match.title ?? title.match.tvdb_id, line: title.source.line };
  });
}

/** Every column of a CSV moved, the rows the same: the header names each cell. */
function reversedColumns(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(',').reverse().join(','))
    .join('\n');
}

const realV2 = 'gdpr-v2-tracking-prod-records-v2.csv';
const real = 'trakt-web-real-anonymized';
const synthetic = 'opentv-time-synthetic';

describe("TV Time's real GDPR export (trakt-web's anonymised fixtures)", () => {
  it('reads every watch-episode row as a play, numbered and timed as the file has them', async () => {
    const parsed = await read(sampleFiles(real, /^gdpr-.*\.csv$/));
    expect(parsed.episodePlays).toHaveLength(8);
    expect(parsed.episodePlays[0]).toEqual({
      show: { media_type: 'tv', tvdb_id: 413526, title: 'Treason' },
      season_number: 1,
      episode_number: 5,
      tvdb_id: 9476788,
      watched_at: '2024-11-02T11:53:58.000Z',
      play_id:
        'watch-episode-00c28347-8469-4486-800c-ccd10581ac40-0697b0f5-3cd7-44d8-9919-0e50c941bc70',
      source: { file: realV2, line: 3 },
    });
    expect(
      parsed.episodePlays.map((play) => [
        play.show.title,
        play.season_number,
        play.episode_number,
        play.tvdb_id,
      ]),
    ).toEqual([
      ['Treason', 1, 5, 9476788],
      ['The Unit', 1, 4, 306587],
      ['Bodyguard (2018)', 1, 6, 6733513],
      ["Marvel's Luke Cage", 2, 13, 6668403],
      ['Halo', 1, 8, 8974646],
      ['The Blacklist', 6, 17, 7104089],
      ['FUBAR', 2, 1, 10226502],
      ['Crooks', 1, 1, 10320026],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it('makes one show record a show, sharing its match row with its plays', async () => {
    const parsed = await read(sampleFiles(real, /^gdpr-.*\.csv$/));
    const shows = ofKind(parsed, 'show');
    // The eight shows watched, and Ray Donovan, archived.
    expect(shows).toHaveLength(9);
    expect(new Set(parsed.episodePlays.map((play) => play.show)).size).toBe(8);
    for (const play of parsed.episodePlays)
      expect(shows.some((show) => show.title.match === play.show)).toBe(true);
    expect(
      shows.filter((show) => show.progress).map((show) => [show.title.match.title, show.progress]),
    ).toEqual([
      [
        'Treason',
        {
          status: 'watching',
          cycle: 1,
          started_at: '2024-11-02T11:53:56.000Z',
          updated_at: '2024-11-02T11:53:58.000Z',
        },
      ],
      [
        'Ray Donovan',
        {
          status: 'dropped',
          cycle: 1,
          started_at: '2016-08-04T15:10:45.000Z',
          updated_at: '2016-12-04T21:28:38.000Z',
        },
      ],
    ]);
  });

  it('puts the shows kept "for later" on the watchlist', async () => {
    const parsed = await read(sampleFiles(real, /^gdpr-.*\.csv$/));
    expect(summary({ ...parsed, records: ofKind(parsed, 'watchlist') })).toEqual([
      { kind: 'watchlist', title: 'Legion', line: 11, added_at: '2020-03-22T00:18:25.000Z' },
    ]);
  });

  it('reads custom lists from their Go-map objects, shows by TheTVDB id', async () => {
    const parsed = await read(sampleFiles(real, /^gdpr-.*\.csv$/));
    expect(parsed.lists).toEqual([
      { name: 'Slice of life', description: '', created_at: '2024-02-12T19:28:40.000Z' },
      { name: 'Kdrama', description: '', created_at: '2024-03-18T17:07:05.000Z' },
    ]);
    const items = ofKind(parsed, 'list-item');
    expect(items.map((item) => [item.list.name, item.title.match.tvdb_id])).toEqual([
      ['Slice of life', 422981],
      ['Slice of life', 80644],
      ['Slice of life', 402412],
      ['Slice of life', 354198],
      ['Kdrama', 317220],
      ['Kdrama', 305327],
      ['Kdrama', 311297],
      ['Kdrama', 354403],
    ]);
    expect(items[0]).toMatchObject({
      title: { match: { media_type: 'tv', tvdb_id: 422981 } },
      added_at: '2024-02-12T19:29:09.000Z',
    });
    expect(parsed.records).toHaveLength(9 + 1 + 8);
  });

  it('reads the same file with its columns in another order', async () => {
    const text = sampleText(real, realV2);
    const asExported = await read([file(realV2, text)]);
    const reordered = await read([file(realV2, reversedColumns(text))]);
    expect(reordered).toEqual(asExported);
    expect(reordered.episodePlays).toHaveLength(8);
  });

  it('reads a file that starts with a byte order mark', async () => {
    const text = sampleText(real, realV2);
    expect(await read([file(realV2, `\uFEFF${text}`)])).toEqual(await read([file(realV2, text)]));
  });

  it('reads the times in the zone the person lived in', async () => {
    const text = sampleText(real, realV2);
    const [utc] = (await read([file(realV2, text)], 'UTC')).episodePlays;
    const [paris] = (await read([file(realV2, text)], 'Europe/Paris')).episodePlays;
    const [summer] = (await read([file(realV2, text)], 'Europe/Paris')).episodePlays.filter(
      (play) => play.show.title === 'Halo',
    );
    expect(utc?.watched_at).toBe('2024-11-02T11:53:58.000Z');
    expect(paris?.watched_at).toBe('2024-11-02T10:53:58.000Z');
    expect(summer?.watched_at).toBe('2022-07-20T16:55:51.000Z');
  });
});

describe("opentv-time's synthetic GDPR export", () => {
  it('reads v2 plays by either column spelling, and v1 plays of episodes v2 lacks', async () => {
    const parsed = await read(sampleFiles(synthetic, /\.csv$/));
    expect(
      parsed.episodePlays.map((play) => [
        play.season_number,
        play.episode_number,
        play.tvdb_id,
        play.watched_at,
        play.source.file,
        play.source.line,
      ]),
    ).toEqual([
      [3, 5, undefined, '2021-09-20T09:24:07.000Z', 'tracking-prod-records-v2.csv', 2],
      [3, 6, undefined, '2025-04-16T19:22:58.000Z', 'tracking-prod-records-v2.csv', 3],
      [3, 99, 990001, '2021-10-01T12:00:00.000Z', 'tracking-prod-records-v2.csv', 4],
      [3, 88, 990002, '2021-11-01T00:00:00.000Z', 'tracking-prod-records-v2.csv', 5],
      // watch-date-1624524048, not the row's created_at.
      [3, 9, 880009, '2021-06-24T08:40:48.000Z', 'tracking-prod-records.csv', 2],
    ]);
    expect(new Set(parsed.episodePlays.map((play) => play.show))).toEqual(
      new Set([{ media_type: 'tv', tvdb_id: 700001, title: 'Série Démo Alpha' }]),
    );
    expect(parsed.skipped).toEqual([]);
  });

  it('reads films by their English slug and real year, shows followed, archived and favourite', async () => {
    const parsed = await read(sampleFiles(synthetic, /\.csv$/));
    expect(summary(parsed)).toEqual([
      {
        kind: 'diary',
        title: 'film demo un',
        line: 3,
        watched_on: '2025-08-26',
        rating: null,
        note: null,
        logged_at: '2025-06-26T20:00:00.000Z',
        play: true,
      },
      {
        kind: 'diary',
        title: 'film demo deux',
        line: 4,
        watched_on: '2024-03-11',
        rating: null,
        note: null,
        logged_at: '2024-03-11T18:00:00.000Z',
        play: true,
      },
      {
        kind: 'watchlist',
        title: 'film demo trois',
        line: 5,
        added_at: '2023-06-21T08:53:02.000Z',
      },
      {
        kind: 'show',
        title: 'Série Démo Alpha',
        line: 2,
        progress: {
          status: 'watching',
          cycle: 1,
          started_at: '2015-07-20T20:06:33.000Z',
          updated_at: '2025-04-16T19:22:58.000Z',
        },
      },
      { kind: 'favorites', title: 'Série Démo Alpha', line: 2 },
      {
        kind: 'show',
        title: 'Série Démo Beta',
        line: 3,
        progress: {
          status: 'dropped',
          cycle: 1,
          started_at: '2015-07-21T10:05:37.000Z',
          updated_at: '2015-07-21T10:05:37.000Z',
        },
      },
    ]);
    expect(ofKind(parsed, 'diary')[0]?.title.match).toEqual({
      media_type: 'movie',
      title: 'film demo un',
      year: 2025,
    });
  });
});

describe('TV Time\'s "export my data" (trakt-web\'s anonymised fixtures)', () => {
  const myData = () => sampleFiles(real, /^tvtime-.*\.csv$/);

  it('lists the JSON twins as copies of the CSV files it reads, unopened', async () => {
    const twins = sampleFiles(real, /^tvtime-.*\.json$/).map((twin) => ({
      name: twin.name,
      text: () => Promise.reject(new Error(`${twin.name} was opened`)),
    }));
    expect(twins.map((twin) => twin.name).sort()).toEqual([
      'tvtime-movies.json',
      'tvtime-series.json',
    ]);
    const parsed = await read([...myData(), ...twins]);
    const withoutTwins = await read(myData());
    expect(parsed.episodePlays).toEqual(withoutTwins.episodePlays);
    expect(
      skippedInEnglish(parsed.skipped).filter((row) => row.source.file.endsWith('.json')),
    ).toEqual(
      ['tvtime-movies.json', 'tvtime-series.json'].map((file) => ({
        source: { file },
        label: 'the whole file',
        reason: 'the CSV file of the same name holds the same, and that is the one Marquee reads.',
      })),
    );
  });

  it('reads the episodes watched as plays, their times as UTC as the JSON twin writes them', async () => {
    const parsed = await read(myData(), 'Europe/Paris');
    expect(
      parsed.episodePlays.map((play) => [
        play.show.title,
        play.season_number,
        play.episode_number,
        play.tvdb_id,
        play.watched_at,
      ]),
    ).toEqual([
      ['Elite', 1, 1, 6671792, '2019-10-04T03:43:42.000Z'],
      ['Amirli', 1, 1, 10383440, '2025-03-20T10:15:44.000Z'],
      ['The Walking Dead: Daryl Dixon', 1, 1, 9465441, '2023-09-15T23:11:55.000Z'],
      ['Dotted Line', 1, 1, 6610822, '2019-04-28T15:37:32.000Z'],
      ['Mannequin', 1, 1, 7336398, '2019-08-30T05:12:05.000Z'],
      ['Grimm', 1, 1, 4099457, '2018-07-15T04:59:42.000Z'],
      ['Mah-e Asal', 1386, 1, 8253358, '2025-03-20T10:31:09.000Z'],
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'tvtime-series-episodes.csv', line: 7 },
        label: 'Dotted Line S1E1',
        reason:
          'TV Time counts 1 rewatch of this episode but gives none of their times: 1 not imported.',
      },
    ]);
  });

  it('reads films by IMDb id, shows by status, and the lists', async () => {
    const parsed = await read(myData(), 'America/New_York');
    expect(summary({ ...parsed, records: ofKind(parsed, 'diary') })).toEqual([
      {
        kind: 'diary',
        title: "L'immortale",
        line: 2,
        watched_on: '2022-03-17',
        rating: null,
        note: null,
        logged_at: '2022-03-18T00:03:26.000Z',
        play: true,
      },
      {
        kind: 'diary',
        title: 'It',
        line: 3,
        watched_on: '2019-09-10',
        rating: null,
        note: null,
        logged_at: '2019-09-10T08:01:29.000Z',
        play: true,
      },
      {
        kind: 'diary',
        title: 'The Marvels',
        line: 4,
        watched_on: '2024-02-09',
        rating: null,
        note: null,
        logged_at: '2024-02-10T00:57:03.000Z',
        play: true,
      },
      {
        kind: 'diary',
        title: 'Shazam! Fury of the Gods',
        line: 5,
        watched_on: '2023-09-25',
        rating: null,
        note: null,
        logged_at: '2023-09-25T11:23:33.000Z',
        play: true,
      },
    ]);
    expect(ofKind(parsed, 'diary')[0]?.title.match).toEqual({
      media_type: 'movie',
      imdb_id: 'tt9048786',
      title: "L'immortale",
      year: 2020,
    });
    expect(summary({ ...parsed, records: ofKind(parsed, 'watchlist') })).toEqual([
      { kind: 'watchlist', title: 'Grimcutty', line: 6, added_at: '2022-10-18T22:12:05.000Z' },
    ]);
    const shows = ofKind(parsed, 'show');
    expect(shows).toHaveLength(9);
    expect(
      shows
        .filter((show) => show.progress)
        .map((show) => [show.title.match.title, show.progress?.status]),
    ).toEqual([
      ['Elite', 'watching'],
      ['Amirli', 'watching'],
      ["Marvel's Agent Carter", 'watching'],
      ['The Wheel of Time', 'dropped'],
    ]);
    expect(parsed.lists).toEqual([{ name: 'LIKE', description: '' }]);
    const items = ofKind(parsed, 'list-item');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.title.match.tvdb_id)).toEqual([
      253463, 318366, 334824, 121361, 360295, 270408, 270915, 265766, 343391, 176941,
    ]);
    expect(parsed.records).toHaveLength(4 + 1 + 9 + 10);
  });
});

const v2Header =
  'created_at,key,updated_at,s_id,s_no,ep_no,ep_id,rewatch_count,series_name,is_followed,is_archived,is_for_later';

describe('TV Time rows Marquee cannot use', () => {
  it('skips rows without a show, numbers or a real time, naming the line', async () => {
    const parsed = await read([
      file(
        'tracking-prod-records-v2.csv',
        [
          v2Header,
          '2021-01-01 10:00:00,tracking-stats,2021-01-01 10:00:00,,,,,,,,,',
          '2021-01-01 10:00:00,watch-episode-a,2021-01-01 10:00:00,,1,2,100,0,No Id,,,',
          '2021-01-01 10:00:00,watch-episode-b,2021-01-01 10:00:00,81189,,2,101,0,Breaking Bad,,,',
          '0000-00-00 00:00:00,watch-episode-c,,81189,1,3,102,0,Breaking Bad,,,',
          '2021-02-30 10:00:00,watch-episode-d,,81189,1,4,103,0,Breaking Bad,,,',
          '2021-01-01 10:00:00,watch-movie-00c28347-8469-4486-800c-ccd10581ac40,,,,,,,,,,',
          '2021-01-01 10:00:00,watch-episode-e,2021-01-01 10:00:00,81189,1,5,104,0,Breaking Bad,,,',
        ].join('\n'),
      ),
    ]);
    expect(parsed.episodePlays.map((play) => play.source.line)).toEqual([8]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 3 },
        label: 'No Id S1E2',
        reason: 'the row names no show (TheTVDB id).',
      },
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 4 },
        label: 'Breaking Bad',
        reason: 'the row has no season or episode number.',
      },
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 5 },
        label: 'Breaking Bad S1E3',
        reason: '"0000-00-00 00:00:00" is not a real time.',
      },
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 6 },
        label: 'Breaking Bad S1E4',
        reason: '"2021-02-30 10:00:00" is not a real time.',
      },
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 7 },
        label: 'watch-movie',
        reason: 'TV Time\'s "watch-movie" rows are not among what Marquee imports.',
      },
    ]);
  });

  it('fails on a file named as a TV Time file without its marker column', async () => {
    await expect(
      read([file('tracking-prod-records-v2.csv', 'created_at,s_id,ep_id\n2021-01-01,1,2\n')]),
    ).rejects.toThrow(
      "tracking-prod-records-v2.csv line 1: the header has no 'key' column, which TV Time's tracking-prod-records-v2.csv always has.",
    );
  });

  it('fails when no file is one of TV Time', async () => {
    await expect(read([file('watched.csv', 'Date,Name,Year\n')])).rejects.toThrow(
      "watched.csv: none of the files is one Marquee reads from TV Time's export",
    );
  });

  it('never opens a file of tokens, and lists the files it leaves', async () => {
    const secret: TvTimeFile = {
      name: 'auth-prod-login.csv',
      text: () => {
        throw new Error('opened auth-prod-login.csv');
      },
    };
    const parsed = await read([
      secret,
      file('emotions-live-votes.csv', 'uuid,vote_key\n'),
      file('notes.csv', 'title\nhello\n'),
      file(realV2, sampleText(real, realV2)),
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'auth-prod-login.csv' },
        label: 'the whole file',
        reason: 'it holds passwords or tokens, so Marquee does not open it.',
      },
      {
        source: { file: 'emotions-live-votes.csv' },
        label: 'the whole file',
        reason: 'not one of the files Marquee imports.',
      },
      {
        source: { file: 'notes.csv' },
        label: 'the whole file',
        reason: 'not one of the files Marquee imports.',
      },
    ]);
    expect(parsed.episodePlays).toHaveLength(8);
  });
});

describe('TV Time episodes', () => {
  it("keeps TheTVDB's numbering, season 1386 included: the server maps it", async () => {
    const parsed = await read([
      file(
        'tracking-prod-records-v2.csv',
        `${v2Header}\n2025-03-20 10:31:09,watch-episode-x,2025-03-20 10:31:09,397770,1386,1,8253358,0,Mah-e Asal,,,\n`,
      ),
    ]);
    expect(parsed.episodePlays).toMatchObject([
      {
        show: { media_type: 'tv', tvdb_id: 397770, title: 'Mah-e Asal' },
        season_number: 1386,
        episode_number: 1,
        tvdb_id: 8253358,
      },
    ]);
  });

  it('dates the latest of the rewatches a row counts at its updated_at, and lists the others', async () => {
    const parsed = await read([
      file(
        'tracking-prod-records-v2.csv',
        [
          v2Header,
          '2020-01-01 20:00:00,watch-episode-a,2023-05-01 21:00:00,81189,1,1,349232,3,Breaking Bad,,,',
          '2020-01-02 20:00:00,watch-episode-b,2020-01-02 20:00:30,81189,1,2,349233,1,Breaking Bad,,,',
          '2020-01-03 20:00:00,watch-episode-c,2020-01-03 20:00:00,81189,1,3,349234,1,Breaking Bad,,,',
          '2021-06-01 20:00:00,rewatch-episode-d,2021-06-01 20:00:00,81189,1,3,349234,,Breaking Bad,,,',
        ].join('\n'),
      ),
    ]);
    expect(
      parsed.episodePlays.map((play) => [play.episode_number, play.watched_at, play.play_id]),
    ).toEqual([
      [1, '2020-01-01T20:00:00.000Z', 'watch-episode-a'],
      [2, '2020-01-02T20:00:00.000Z', 'watch-episode-b'],
      [3, '2020-01-03T20:00:00.000Z', 'watch-episode-c'],
      [3, '2021-06-01T20:00:00.000Z', 'rewatch-episode-d'],
      [1, '2023-05-01T21:00:00.000Z', 'watch-episode-a:rewatch'],
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 2 },
        label: 'Breaking Bad S1E1',
        reason:
          'TV Time counts 3 rewatches of this episode but gives the time of only the last: 2 not imported.',
      },
      {
        source: { file: 'tracking-prod-records-v2.csv', line: 3 },
        label: 'Breaking Bad S1E2',
        reason:
          'TV Time counts 1 rewatch of this episode but gives none of their times: 1 not imported.',
      },
    ]);
  });

  it('reads v1 and the oldest files only for what newer files lack', async () => {
    const v1 = [
      'type,entity_type,series_id,uuid,type-uuid-n,episode_id,season_number,episode_number,series_name,watch_date_range_key,created_at',
      'watch,episode,81189,u1,watch-u1-0,349232,1,1,Breaking Bad,watch-date-1577908800,2020-01-01 20:00:00',
      'watch,episode,81189,u2,watch-u2-0,349235,1,4,Breaking Bad,,2020-01-04 20:00:00',
    ].join('\n');
    const seen = [
      'tv_show_name,updated_at,episode_id,episode_season_number,episode_number',
      'Breaking Bad,2020-01-04 20:00:00,349235,1,4',
      'Breaking Bad,2020-01-05 20:00:00,349236,1,5',
      'Lost,2010-01-05 20:00:00,127131,1,1',
    ].join('\n');
    const v2 = `${v2Header}\n2020-01-01 20:00:00,watch-episode-a,2020-01-01 20:00:00,81189,1,1,349232,0,Breaking Bad,,,\n`;

    const withV2 = await read([
      file('tracking-prod-records-v2.csv', v2),
      file('tracking-prod-records.csv', v1),
      file('seen_episode.csv', seen),
    ]);
    expect(
      withV2.episodePlays.map((play) => [play.episode_number, play.source.file, play.play_id]),
    ).toEqual([
      [1, 'tracking-prod-records-v2.csv', 'watch-episode-a'],
      [4, 'tracking-prod-records.csv', 'watch-u2-0'],
    ]);
    expect(skippedInEnglish(withV2.skipped).map((row) => [row.source.file, row.label])).toEqual([
      ['seen_episode.csv', 'the whole file'],
    ]);

    const withoutV2 = await read([
      file('tracking-prod-records.csv', v1),
      file('seen_episode.csv', seen),
    ]);
    expect(
      withoutV2.episodePlays.map((play) => [
        play.show,
        play.episode_number,
        play.watched_at,
        play.source.file,
      ]),
    ).toEqual([
      [
        { media_type: 'tv', tvdb_id: 81189, title: 'Breaking Bad' },
        1,
        '2020-01-01T20:00:00.000Z',
        'tracking-prod-records.csv',
      ],
      [
        { media_type: 'tv', tvdb_id: 81189, title: 'Breaking Bad' },
        4,
        '2020-01-04T20:00:00.000Z',
        'tracking-prod-records.csv',
      ],
      [
        { media_type: 'tv', tvdb_id: 81189, title: 'Breaking Bad' },
        5,
        '2020-01-05T20:00:00.000Z',
        'seen_episode.csv',
      ],
      // No file pairs Lost with an id: matched by its name.
      [{ media_type: 'tv', title: 'Lost' }, 1, '2010-01-05T20:00:00.000Z', 'seen_episode.csv'],
    ]);
    expect(ofKind(withoutV2, 'show').map((show) => show.title.match.title)).toEqual([
      'Breaking Bad',
      'Lost',
    ]);
  });
});

describe('TV Time follows', () => {
  it('reads the flags of an account with no watch history, whose export has no episode columns', async () => {
    const parsed = await read([
      file(
        'tracking-prod-records-v2.csv',
        [
          'created_at,user_id,key,updated_at,uuid,is_archived,is_followed,s_id,is_for_later,series_name',
          '2021-05-19 06:06:35,0,user-series-a,2021-05-19 06:06:35,u-1,false,true,353309,false,Haunted',
          '2021-05-20 06:06:35,0,user-series-b,2021-05-20 06:06:35,u-2,false,false,82066,false,Fringe',
        ].join('\n'),
      ),
      file(
        'user_tv_show_data.csv',
        'nb_episodes_seen,tv_show_name,user_id,tv_show_id,is_followed,is_favorited\n0,Lost,0,73739,1,0\n',
      ),
    ]);
    // Followed and never watched: in progress, to start, as TV Time's watch list had it.
    expect(summary(parsed)).toEqual([
      {
        kind: 'show',
        title: 'Haunted',
        line: 2,
        progress: {
          status: 'watching',
          cycle: 1,
          started_at: '2021-05-19T06:06:35.000Z',
          updated_at: '2021-05-19T06:06:35.000Z',
        },
      },
      {
        kind: 'show',
        title: 'Lost',
        line: 2,
        // No file dates this follow: the time of the import.
        progress: {
          status: 'watching',
          cycle: 1,
          started_at: '2026-11-27T00:00:00.000Z',
          updated_at: '2026-11-27T00:00:00.000Z',
        },
      },
    ]);
    expect(parsed.episodePlays).toEqual([]);
    expect(parsed.skipped).toEqual([]);
  });
});

describe('TV Time ratings and lists', () => {
  const v1 = [
    'uuid,type,type-uuid-n,created_at,release_date,alpha_range_key,movie_name,entity_type,watch_date_range_key',
    'm-1,watch,watch-m-1-0,2022-04-10 11:26:55,2021-02-05,watch-alpha-space-sweepers,승리호,movie,watch-date-1649590015',
    'm-2,towatch,towatch-m-2-0,2022-04-11 11:26:55,0001-01-01 00:00:00,towatch-alpha-heretic,Heretic,movie,',
  ].join('\n');

  it("rates films on TV Time's five-star set, by v1's English title", async () => {
    const parsed = await read([
      file('tracking-prod-records.csv', v1),
      file(
        'ratings-live-votes.csv',
        [
          'episode_id,movie_name,uuid,vote_key,user_id',
          '0,승리호,m-1,m-1-36089951-3,36089951',
          '0,Heretic,m-2,m-2-36089951-28,36089951',
          '1331151,,e-1,e-1-36089951-29,36089951',
          '0,Other,m-9,m-9-36089951-39,36089951',
        ].join('\n'),
      ),
    ]);
    expect(ofKind(parsed, 'ratings').map((record) => [record.title.match, record.rating])).toEqual([
      [{ media_type: 'movie', title: 'space sweepers', year: 2021 }, 10],
      [{ media_type: 'movie', title: 'heretic' }, 6],
    ]);
    expect(skippedInEnglish(parsed.skipped).map((row) => [row.source.line, row.reason])).toEqual([
      [
        4,
        'the vote names its episode only by TheTVDB id, and no play in the files names that episode.',
      ],
      [5, 'the vote "m-9-36089951-39" is not one of TV Time\'s five ratings.'],
    ]);
  });

  it('rates episodes: by show id and numbers, by a play of the episode, or by the show name', async () => {
    const shows = [
      {
        tvdbId: 81189,
        name: 'Breaking Bad',
        episodes: [{ season: 1, episode: 3, tvdbId: 349234, watchedAt: '2024-05-01 21:00:00' }],
      },
    ];
    const parsed = await read([
      file('tracking-prod-records-v2.csv', tvTimeTrackingV2(shows)),
      file(
        'ratings-3-prod-episode_votes.csv',
        [
          'series_name,s_id,season_number,episode_number,user_id,vote_key,episode_id,created_at',
          // Show id and numbers: the show need not be played.
          'The Wire,79126,2,4,1,e-1-1-3,100,2024-05-02 10:00:00',
          // Only the episode's id: placed by the play of it.
          ',,,,1,e-2-1-28,349234,2024-05-03 10:00:00',
          // A name and numbers: the show of that name.
          'Breaking Bad,,1,4,1,e-3-1-1,,2024-05-04 10:00:00',
          // Only an id no play names.
          ',,,,1,e-4-1-29,555,2024-05-05 10:00:00',
        ].join('\n'),
      ),
    ]);
    const breakingBad = ofKind(parsed, 'show').find((show) => show.title.match.tvdb_id === 81189);
    const wire = ofKind(parsed, 'show').find((show) => show.title.match.tvdb_id === 79126);
    expect(wire?.title.match).toEqual({ media_type: 'tv', tvdb_id: 79126, title: 'The Wire' });
    expect(parsed.episodeRatings).toEqual([
      {
        show: wire?.title.match,
        season_number: 2,
        episode_number: 4,
        tvdb_id: 100,
        rating: 10,
        rated_at: '2024-05-02T10:00:00.000Z',
        source: { file: 'ratings-3-prod-episode_votes.csv', line: 2 },
      },
      {
        show: breakingBad?.title.match,
        season_number: 1,
        episode_number: 3,
        tvdb_id: 349234,
        rating: 6,
        rated_at: '2024-05-03T10:00:00.000Z',
        source: { file: 'ratings-3-prod-episode_votes.csv', line: 3 },
      },
      {
        show: breakingBad?.title.match,
        season_number: 1,
        episode_number: 4,
        rating: 2,
        rated_at: '2024-05-04T10:00:00.000Z',
        source: { file: 'ratings-3-prod-episode_votes.csv', line: 4 },
      },
    ]);
    expect(parsed.episodeRatings[1]?.show).toBe(breakingBad?.title.match);
    expect(
      skippedInEnglish(parsed.skipped).map((row) => [row.source.line, row.label, row.reason]),
    ).toEqual([
      [
        5,
        'TheTVDB episode 555',
        'the vote names its episode only by TheTVDB id, and no play in the files names that episode.',
      ],
    ]);
  });

  it("puts films on lists by v1's uuid, and lists the films v1 does not name", async () => {
    const parsed = await read([
      file('tracking-prod-records.csv', v1),
      file(
        'lists-prod-lists.csv',
        [
          'ordering,s_key,name,type,description,is_public,user_id,objects,created_at,lists,list_count',
          '0,collection,,collection,,,0,,,[map[name:Films s_key:k-1]],1',
          '0,k-1,Films,list,<nil>,true,0,[map[created_at:1.707766149e+09 type:movie uuid:m-1] map[created_at:1.707766150e+09 type:movie uuid:m-404] map[created_at:1.71e+09 id:81189 type:series]],2024-02-12 19:28:40,,',
        ].join('\n'),
      ),
    ]);
    expect(parsed.lists).toEqual([
      { name: 'Films', description: '', created_at: '2024-02-12T19:28:40.000Z' },
    ]);
    expect(ofKind(parsed, 'list-item').map((item) => item.title.match)).toEqual([
      { media_type: 'movie', title: 'space sweepers', year: 2021 },
      { media_type: 'tv', tvdb_id: 81189 },
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'lists-prod-lists.csv', line: 3 },
        label: 'Films: movie m-404',
        reason:
          'TV Time names this film only by its own id, and tracking-prod-records.csv has no film of that id.',
      },
    ]);
  });
});

describe('tvTimeTestExport', () => {
  it('writes an export that reads back as it was written', async () => {
    const files = tvTimeTestExport({
      shows: [
        {
          tvdbId: 81189,
          name: 'Breaking Bad',
          episodes: [
            { season: 1, episode: 1, tvdbId: 349232, watchedAt: '2020-01-01 20:00:00' },
            { season: 1, episode: 2, watchedAt: '2020-01-02 20:00:00' },
          ],
        },
        { tvdbId: 73739, name: 'Lost, the series', archived: true, episodes: [] },
        { tvdbId: 121361, name: 'Game of Thrones', forLater: true, episodes: [] },
      ],
      movies: [
        {
          name: 'Heat',
          slug: 'heat',
          releaseDate: '1995-12-15',
          watchedAt: '2021-03-04T21:00:00Z',
        },
        { name: 'Rififi', releaseDate: '1955-04-13' },
      ],
    });
    expect(files.map((each) => each.name)).toEqual([
      'tracking-prod-records-v2.csv',
      'tracking-prod-records.csv',
      'followed_tv_show.csv',
    ]);
    expect(files[0]?.text.split('\n')[0]).toBe(sampleText(real, realV2).split(/\r?\n/)[0]);
    const parsed = await read(files.map((each) => file(each.name, each.text)));
    expect(parsed.episodePlays.map((play) => [play.episode_number, play.watched_at])).toEqual([
      [1, '2020-01-01T20:00:00.000Z'],
      [2, '2020-01-02T20:00:00.000Z'],
    ]);
    expect(summary(parsed).map(({ kind, title }) => [kind, title])).toEqual([
      ['diary', 'heat'],
      ['watchlist', 'Rififi'],
      ['show', 'Breaking Bad'],
      ['show', 'Lost, the series'],
      ['watchlist', 'Game of Thrones'],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it("writes each episode's stars as a vote that reads back as its rating", async () => {
    const files = tvTimeTestExport({
      shows: [
        {
          tvdbId: 81189,
          name: 'Breaking Bad',
          episodes: [
            { season: 1, episode: 1, tvdbId: 349232, watchedAt: '2020-01-01 20:00:00', stars: 4 },
            { season: 1, episode: 2, tvdbId: 349233, watchedAt: '2020-01-02 20:00:00', stars: 1 },
            { season: 1, episode: 3, tvdbId: 349234, watchedAt: '2020-01-03 20:00:00' },
          ],
        },
      ],
    });
    expect(files.map((each) => each.name)).toContain('ratings-live-votes.csv');
    const parsed = await read(files.map((each) => file(each.name, each.text)));
    expect(
      parsed.episodeRatings.map((rating) => [
        rating.episode_number,
        rating.rating,
        rating.rated_at,
      ]),
    ).toEqual([
      [1, 8, '2020-01-01T20:00:00.000Z'],
      [2, 2, '2020-01-02T20:00:00.000Z'],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it('reads 20,000 episode rows a slice at a time', async () => {
    const episodes = Array.from({ length: 20_000 }, (_, index) => ({
      season: 1 + Math.floor(index / 20),
      episode: 1 + (index % 20),
      tvdbId: 1_000_000 + index,
      watchedAt: `20${String(10 + (index % 15)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10} 20:00:00`,
    }));
    const shows = Array.from({ length: 500 }, (_, index) => ({
      tvdbId: 100_000 + index,
      name: `Show ${index}`,
      episodes: episodes.slice(index * 40, index * 40 + 40),
    }));
    const text = tvTimeTrackingV2(shows);
    let plays: number | undefined;
    let playsWhenTimerRan: number | undefined;
    const reading = readTvTimeExport([file('tracking-prod-records-v2.csv', text)], {
      timeZone: 'Europe/Paris',
      now,
      rowsPerSlice: 1000,
    }).then((parsed) => {
      plays = parsed.episodePlays.length;
      return parsed;
    });
    setTimeout(() => {
      playsWhenTimerRan = plays;
    }, 0);
    const parsed = await reading;
    expect(playsWhenTimerRan).toBeUndefined();
    expect(parsed.episodePlays).toHaveLength(20_000);
    expect(ofKind(parsed, 'show')).toHaveLength(500);
    expect(parsed.skipped).toEqual([]);
  });

  it('writes v1 films to watch without a watch date', () => {
    expect(tvTimeTrackingV1([{ name: 'Rififi' }]).split('\n')[1]).toContain(',towatch,');
  });
});
