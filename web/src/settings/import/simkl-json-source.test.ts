import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import type { ImportRecord, ParsedImport } from './import-records';
import { isSimklJson, readSimklJson } from './simkl-json-source';
import { simklAllItemsJson } from '../../../../scripts/lib/tracker-exports/simkl-export';
import { skippedInEnglish } from './import-test-files';

// The anonymised samples beside the repository (/work/shared/imports), never copied into it.
// The anonymised samples beside the repository (../shared/imports), never copied into it.
const samples = join(import.meta.dirname, '../../../../../shared/imports/simkl');
const sample = (name: string) => readFileSync(join(samples, name), 'utf8');
const now = Date.parse('2026-06-01T00:00:00Z');
const options = { timeZone: 'Europe/Paris', now };

function kinds(parsed: ParsedImport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of parsed.records) counts[record.kind] = (counts[record.kind] ?? 0) + 1;
  return counts;
}

function recordsOf<K extends ImportRecord['kind']>(
  parsed: ParsedImport,
  kind: K,
): (ImportRecord & { kind: K })[] {
  return parsed.records.filter(
    (record): record is ImportRecord & { kind: K } => record.kind === kind,
  );
}

describe("Simkl's all-items samples (SIMKL/API blueprint)", () => {
  it('reads the basic answer: shows, anime, movies, without episodes', async () => {
    const parsed = await readSimklJson(sample('sync-all-items.basic.json'), 'simkl.json', options);
    expect(kinds(parsed)).toEqual({ show: 2, diary: 2, ratings: 1 });
    expect(parsed.episodePlays).toHaveLength(0);
    const [emerald, hunter] = recordsOf(parsed, 'show');
    // tmdb and tvdb are strings in the file.
    expect(emerald?.title).toEqual({
      match: {
        media_type: 'tv',
        tmdb_id: 62417,
        imdb_id: 'tt3579018',
        tvdb_id: 295779,
        title: 'Emerald City',
        year: 2017,
      },
      source: { file: 'simkl.json', at: 'shows[0]' },
    });
    expect(emerald?.progress).toEqual({
      status: 'paused',
      cycle: 1,
      started_at: '2010-01-20T20:09:04.000Z',
      updated_at: '2010-01-20T20:09:04.000Z',
    });
    expect(hunter?.title.match).toEqual({
      media_type: 'tv',
      imdb_id: 'tt2098220',
      title: 'Hunter x Hunter',
      year: 2011,
    });
    expect(hunter?.progress?.status).toBe('watching');
    expect(recordsOf(parsed, 'ratings')).toEqual([
      { kind: 'ratings', title: hunter?.title, rating: 10, rated_at: '2021-06-23T13:19:05.000Z' },
    ]);
    expect(
      recordsOf(parsed, 'diary').map(({ title, watched_on, logged_at }) => ({
        title: title.match.title,
        watched_on,
        logged_at,
      })),
    ).toEqual([
      {
        title: 'Captain America: The First Avenger',
        watched_on: '2014-08-09',
        logged_at: '2014-08-09T07:25:55.000Z',
      },
      { title: 'Maleficent', watched_on: '2014-08-16', logged_at: '2014-08-16T18:45:20.000Z' },
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.json', at: 'anime[0]' },
        label: 'Hunter x Hunter (2011)',
        reason: expect.stringContaining('only the last episode watched (E148)') as string,
      },
      {
        source: { file: 'simkl.json', at: 'anime[1]' },
        label: 'Ajin 2 (2016)',
        reason: "Simkl's anime without a TMDB, IMDb or TheTVDB id.",
      },
    ]);
  });

  it("reads extended=full: each episode listed is a play, at the show's last watch when it has no time", async () => {
    const parsed = await readSimklJson(
      sample('sync-all-items.anime.extended-full.json'),
      'simkl.json',
      options,
    );
    expect(kinds(parsed)).toEqual({ show: 1, ratings: 1 });
    expect(parsed.skipped).toEqual([]);
    expect(parsed.episodePlays).toHaveLength(12);
    const [show] = recordsOf(parsed, 'show');
    expect(parsed.episodePlays[2]).toEqual({
      show: show?.title.match,
      season_number: 1,
      episode_number: 3,
      watched_at: '2015-01-06T13:43:26.000Z',
      source: { file: 'simkl.json', at: 'anime[0].seasons[0].episodes[2]' },
    });
    expect(show?.progress).toEqual({
      status: 'watching',
      cycle: 1,
      started_at: '2015-01-06T13:43:26.000Z',
      updated_at: '2015-01-06T13:43:26.000Z',
    });
  });

  it("reads extended=full_anime_seasons: TheTVDB's id and numbers", async () => {
    const parsed = await readSimklJson(
      sample('sync-all-items.anime.extended-full_anime_seasons.json'),
      'simkl.json',
      options,
    );
    expect(kinds(parsed)).toEqual({ show: 1, ratings: 1 });
    expect(parsed.skipped).toEqual([]);
    expect(parsed.episodePlays).toHaveLength(12);
    expect(parsed.episodePlays[11]).toMatchObject({
      show: { tvdb_id: 278626, imdb_id: 'tt3621796' },
      season_number: 1,
      episode_number: 12,
    });
  });

  it('lists a memo as left out', async () => {
    const parsed = await readSimklJson(
      sample('sync-all-items.anime.memos.json'),
      'simkl.json',
      options,
    );
    expect(kinds(parsed)).toEqual({ show: 1, ratings: 1 });
    expect(parsed.episodePlays).toHaveLength(0);
    expect(
      skippedInEnglish(parsed.skipped).map(({ source, reason }) => [source.at, reason]),
    ).toEqual([
      ['anime[0].memo', expect.stringContaining('notes on diary entries only') as string],
      ['anime[0]', expect.stringContaining('only the last episode watched (S01E01)') as string],
    ]);
  });
});

describe('readSimklJson', () => {
  const breakingBad = {
    title: 'Breaking Bad',
    year: 2008,
    ids: { simkl: 11121, tmdb: 1396, imdb: 'tt0903747', tvdb: 81189 },
  };

  it('makes a play of each episode watched, one show record per show, rewatches included', async () => {
    const text = simklAllItemsJson({
      shows: [
        {
          ...breakingBad,
          status: 'completed',
          added_at: '2019-12-01T10:00:00Z',
          rating: 9,
          rated_at: '2020-02-01T10:00:00Z',
          episodes: [
            { season: 1, episode: 1, watched_at: '2020-01-01T21:00:00Z' },
            { season: 1, episode: 2, watched_at: '1970-01-01T00:00:01Z' },
            { season: 2, episode: 1, watched_at: '2020-01-10T21:00:00Z' },
          ],
        },
        {
          ...breakingBad,
          status: 'completed',
          rewatch_id: 7,
          episodes: [{ season: 1, episode: 1, watched_at: '2023-05-05T20:00:00Z' }],
        },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(kinds(parsed)).toEqual({ show: 1, ratings: 1 });
    const [show] = recordsOf(parsed, 'show');
    expect(show?.progress).toEqual({
      status: 'watching',
      cycle: 1,
      started_at: '2020-01-01T21:00:00.000Z',
      updated_at: '2020-01-10T21:00:00.000Z',
    });
    expect(
      parsed.episodePlays.map((play) => [
        play.show === show?.title.match,
        play.season_number,
        play.episode_number,
        play.watched_at,
        play.source.at,
      ]),
    ).toEqual([
      [true, 1, 1, '2020-01-01T21:00:00.000Z', 'shows[0].seasons[0].episodes[0]'],
      // Simkl's "watched long ago": the show's last watch instead.
      [true, 1, 2, '2020-01-10T21:00:00.000Z', 'shows[0].seasons[0].episodes[1]'],
      [true, 2, 1, '2020-01-10T21:00:00.000Z', 'shows[0].seasons[1].episodes[0]'],
      [true, 1, 1, '2023-05-05T20:00:00.000Z', 'shows[1].seasons[0].episodes[0]'],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it('skips an episode with no date at all, and a repeated row', async () => {
    const text = simklAllItemsJson({
      shows: [
        {
          ...breakingBad,
          status: 'watching',
          last_watched_at: '1970-01-01T00:00:01Z',
          episodes: [{ season: 1, episode: 1, watched_at: '1970-01-01T00:00:01Z' }],
        },
        { ...breakingBad, status: 'plantowatch' },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(parsed.episodePlays).toEqual([]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.json', at: 'shows[0].seasons[0].episodes[0]' },
        label: 'Breaking Bad (2008) S01E01',
        reason: "Simkl gives no date for this episode, nor for the show's last watch.",
      },
      {
        source: { file: 'simkl.json', at: 'shows[1]' },
        label: 'Breaking Bad (2008)',
        reason: 'already in the file (shows[0]).',
      },
    ]);
    expect(recordsOf(parsed, 'show')[0]?.progress?.started_at).toBe('2026-06-01T00:00:00.000Z');
  });

  it('names by a show record the shows only plays name: one to watch, one only rewatched', async () => {
    const play = { season: 1, episode: 1, watched_at: '2022-02-02T20:00:00Z' };
    const text = simklAllItemsJson({
      shows: [
        { title: 'Soon', ids: { simkl: 1, tmdb: 11 }, status: 'plantowatch', episodes: [play] },
        {
          title: 'Again',
          ids: { simkl: 2, tmdb: 12 },
          status: 'completed',
          rewatch_id: 5,
          episodes: [play],
        },
        {
          title: 'Again',
          ids: { simkl: 2, tmdb: 12 },
          status: 'completed',
          rewatch_id: 5,
          episodes: [play],
        },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(parsed.records.map((record) => [record.kind, record.title.source.at])).toEqual([
      ['watchlist', 'shows[0]'],
      ['show', 'shows[0]'],
      ['show', 'shows[1]'],
    ]);
    expect(recordsOf(parsed, 'show').every((show) => show.progress === undefined)).toBe(true);
    expect(parsed.episodePlays.map((play) => play.source.at)).toEqual([
      'shows[0].seasons[0].episodes[0]',
      'shows[1].seasons[0].episodes[0]',
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.json', at: 'shows[2]' },
        label: 'Again',
        reason: 'already in the file (shows[1]).',
      },
    ]);
  });

  it('puts a show to watch on the watchlist, and follows one on hold or dropped', async () => {
    const text = simklAllItemsJson({
      shows: [
        {
          title: 'A',
          ids: { simkl: 1, tmdb: 11 },
          status: 'plantowatch',
          added_at: '2021-03-04T05:06:07Z',
        },
        {
          title: 'B',
          ids: { simkl: 2, tmdb: 12 },
          status: 'hold',
          added_at: '2021-03-04T05:06:07Z',
        },
        {
          title: 'C',
          ids: { simkl: 3, tmdb: 13 },
          status: 'dropped',
          added_at: '2021-03-04T05:06:07Z',
        },
        { title: 'D', ids: { simkl: 4, tmdb: 14 }, status: 'abandoned' },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(recordsOf(parsed, 'watchlist')).toEqual([
      {
        kind: 'watchlist',
        title: {
          match: { media_type: 'tv', tmdb_id: 11, title: 'A' },
          source: { file: 'simkl.json', at: 'shows[0]' },
        },
        added_at: '2021-03-04T05:06:07.000Z',
      },
    ]);
    expect(
      recordsOf(parsed, 'show').map((show) => [show.title.match.title, show.progress?.status]),
    ).toEqual([
      ['B', 'paused'],
      ['C', 'dropped'],
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.json', at: 'shows[3].status' },
        label: 'D',
        reason: 'Simkl\'s status "abandoned" is not one Marquee knows.',
      },
    ]);
  });

  it('coerces string ids and drops ones that are not ids', async () => {
    const text = JSON.stringify({
      shows: [
        {
          status: 'watching',
          show: {
            title: 'Odd',
            year: 2001,
            ids: { simkl: 9, tmdb: 'abc', tvdb: ' 42 ', imdb: 'tt12' },
          },
        },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(parsed.records[0]?.title.match).toEqual({
      media_type: 'tv',
      tvdb_id: 42,
      title: 'Odd',
      year: 2001,
    });
  });

  it('maps anime to TheTVDB where Simkl says, and skips anime the catalogue cannot find', async () => {
    const text = simklAllItemsJson({
      anime: [
        {
          title: 'Frieren',
          year: 2023,
          ids: { simkl: 5, mal: 52991, tvdb: 424536 },
          status: 'watching',
          anime_type: 'tv',
          episodes: [
            {
              season: 1,
              episode: 29,
              watched_at: '2024-09-01T12:00:00Z',
              tvdb: { season: 2, episode: 1 },
            },
            { season: 1, episode: 30, watched_at: '2024-09-08T12:00:00Z' },
          ],
        },
        {
          title: 'Only MAL',
          ids: { simkl: 6, mal: 1 },
          status: 'completed',
          episodes: [{ season: 1, episode: 1, watched_at: '2024-09-01T12:00:00Z' }],
        },
        {
          title: 'Your Name.',
          year: 2016,
          ids: { simkl: 7, tmdb: 372058, mal: 32281 },
          status: 'completed',
          anime_type: 'movie',
          last_watched_at: '2024-01-02T23:30:00Z',
        },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(parsed.episodePlays.map((play) => [play.season_number, play.episode_number])).toEqual([
      [2, 1],
      [1, 30],
    ]);
    expect(parsed.episodePlays[0]?.show).toEqual({
      media_type: 'tv',
      tvdb_id: 424536,
      title: 'Frieren',
      year: 2023,
    });
    expect(recordsOf(parsed, 'diary')).toEqual([
      {
        kind: 'diary',
        title: {
          match: { media_type: 'movie', tmdb_id: 372058, title: 'Your Name.', year: 2016 },
          source: { file: 'simkl.json', at: 'anime[2]' },
        },
        // 23:30 UTC is the next day in Paris.
        watched_on: '2024-01-03',
        rating: null,
        note: null,
        logged_at: '2024-01-02T23:30:00.000Z',
        play: true,
      },
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'simkl.json', at: 'anime[1]' },
        label: 'Only MAL',
        reason: "Simkl's anime without a TMDB, IMDb or TheTVDB id.",
      },
    ]);
  });

  it('logs films in the diary, as watched on the day added without a date, and rewatches as more entries', async () => {
    const heat = { title: 'Heat', year: 1995, ids: { simkl: 100, tmdb: 949, imdb: 'tt0113277' } };
    const text = simklAllItemsJson({
      movies: [
        {
          ...heat,
          status: 'completed',
          last_watched_at: '2020-05-01T20:00:00Z',
          memo: 'Still great.',
          rating: 10,
        },
        { ...heat, status: 'completed', last_watched_at: '2024-05-01T20:00:00Z', rewatch_id: 1 },
        {
          title: 'Ronin',
          year: 1998,
          ids: { simkl: 101, tmdb: 8195 },
          status: 'completed',
          last_watched_at: '1970-01-01T00:00:01Z',
          added_at: '2015-03-03T03:03:03Z',
        },
        { title: 'Rififi', ids: { simkl: 102, tmdb: 934 }, status: 'completed' },
        {
          title: 'Thief',
          ids: { simkl: 103, tmdb: 11524 },
          status: 'plantowatch',
          added_at: '2022-02-02T02:02:02Z',
        },
        {
          title: 'Sorcerer',
          ids: { simkl: 104, tmdb: 38985 },
          status: 'dropped',
          rating: 4,
          memo: 'No.',
        },
      ],
    });
    const parsed = await readSimklJson(text, 'simkl.json', options);
    expect(kinds(parsed)).toEqual({ diary: 2, watched: 1, watchlist: 1, ratings: 2 });
    expect(
      recordsOf(parsed, 'diary').map((entry) => [
        entry.watched_on,
        entry.note,
        entry.title.source.at,
      ]),
    ).toEqual([
      ['2020-05-01', 'Still great.', 'movies[0]'],
      ['2024-05-01', null, 'movies[1]'],
    ]);
    expect(recordsOf(parsed, 'watched')[0]?.watched_on).toBe('2015-03-03');
    expect(
      recordsOf(parsed, 'ratings').map((rating) => [rating.title.match.title, rating.rating]),
    ).toEqual([
      ['Heat', 10],
      ['Sorcerer', 4],
    ]);
    expect(
      skippedInEnglish(parsed.skipped).map(({ source, reason }) => [source.at, reason]),
    ).toEqual([
      ['movies[3]', 'Simkl gives no day this film was watched, nor when it was added.'],
      [
        'movies[5].status',
        'Simkl\'s "dropped" for a film is not imported: Marquee follows shows, not films.',
      ],
      ['movies[5].memo', expect.stringContaining('notes on diary entries only') as string],
    ]);
  });

  it('reads an empty library (null) as an empty import', async () => {
    expect(isSimklJson(null)).toBe(true);
    expect(simklAllItemsJson({})).toBe('null');
    const parsed = await readSimklJson('null', 'simkl.json', options);
    expect(parsed.records).toEqual([]);
    expect(parsed.skipped).toEqual([]);
  });

  it('reads the same in slices as at once', async () => {
    const text = sample('sync-all-items.anime.extended-full.json');
    const whole = await readSimklJson(text, 'simkl.json', options);
    const sliced = await readSimklJson(text, 'simkl.json', { ...options, rowsPerSlice: 1 });
    expect(sliced).toEqual(whole);
  });

  it.each([
    ['an array', '[]'],
    ['an object without shows, movies or anime', '{"history": []}'],
    ["Marquee's own export", '{"format": "marquee-library", "version": 1, "shows": []}'],
  ])('refuses %s, naming the file', async (_name, text) => {
    expect(isSimklJson(JSON.parse(text))).toBe(false);
    const error = await readSimklJson(text, 'simkl.json', options).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe(
      "simkl.json: not Simkl's all-items export: no shows, movies or anime.",
    );
  });

  it('refuses text that is not JSON, and says where a value has the wrong type', async () => {
    await expect(readSimklJson('{"shows": [', 'simkl.json', options)).rejects.toThrow(
      /^simkl\.json: not valid JSON/,
    );
    await expect(
      readSimklJson('{"shows": [{"show": {"title": 5}}]}', 'simkl.json', options),
    ).rejects.toThrow(/^simkl\.json: shows\[0\]\.show\.title: /);
    await expect(
      readSimklJson('{"shows": [], "movies": 3}', 'simkl.json', options),
    ).rejects.toThrow(/^simkl\.json: movies: /);
  });
});
