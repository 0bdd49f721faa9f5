import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../../../scripts/lib/repo-root';
import { ImportFileError } from './import-file-error';
import type { EpisodePlay, ImportRecord, ParsedImport } from './import-records';
import { isTraktExport, readTraktExport, traktFileRole } from './trakt-export-source';
import type { TraktFile } from './trakt-pages';
import {
  traktTestExport,
  type TraktTestPlay,
  type TraktTestTitle,
} from '../../../../scripts/lib/tracker-exports/trakt-export';
import { skippedInEnglish } from './import-test-files';

// The shared samples beside the checkout, read where they are, never copied.
const sampleFolder = join(repoRoot, '..', 'shared', 'imports', 'trakt', 'yamtrack-trakt_export');

/** The real sample export (Yamtrack's fixture), its history excerpt under its real name. */
function sampleExport(): TraktFile[] {
  return readdirSync(sampleFolder).map((name) => ({
    name: name === 'watched-history.EXCERPT.json' ? 'watched-history.json' : name,
    text: () => Promise.resolve(readFileSync(join(sampleFolder, name), 'utf8')),
  }));
}

function recordsOf<K extends ImportRecord['kind']>(parsed: ParsedImport, kind: K) {
  return parsed.records.filter(
    (record): record is ImportRecord & { kind: K } => record.kind === kind,
  );
}

function playsOf(parsed: ParsedImport, title: string): EpisodePlay[] {
  return parsed.episodePlays.filter((play) => play.show.title === title);
}

const friends: TraktTestTitle = {
  title: 'Friends',
  year: 1994,
  tmdb: 1668,
  imdb: 'tt0108778',
  tvdb: 79168,
};
const heat: TraktTestTitle = { title: 'Heat', year: 1995, tmdb: 949, imdb: 'tt0113277' };

/** One play a day of Friends S1, from 2024-01-01, and Heat on the last day. */
function friendsPlays(count: number): TraktTestPlay[] {
  const plays: TraktTestPlay[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = new Date(Date.UTC(2024, 0, 1 + index, 20)).toISOString();
    plays.push({ watchedAt: day, show: friends, season: 1, episode: index + 1 });
  }
  return plays;
}

describe('traktFileRole', () => {
  it.each([
    'watched-history.json',
    'watched-history-1.json',
    'watched-history-12.json',
    'ratings-movies.json',
    'ratings-shows-2.json',
    'ratings-seasons.json',
    'ratings-episodes-3.json',
    'lists-watchlist.json',
    'lists-watchlist-2.json',
    'lists-lists.json',
    'lists-list-24681357-heists.json',
    'lists-list-24681357-top-10-2.json',
  ])('reads %s', (name) => {
    expect(traktFileRole(name)).toBe('read');
  });

  it.each(['user-settings.json', 'user-settings-2.json'])(
    'leaves %s unopened as personal data',
    (name) => {
      expect(traktFileRole(name)).toBe('personal');
    },
  );

  it.each([
    'user-profile.json',
    'watched-movies.json',
    'watched-shows-3.json',
    'watched-playback.json',
    'comments-seasons.json',
    'notes-collection_items.json',
    'lists-favorites.json',
    '_errors.json',
  ])('leaves %s alone', (name) => {
    expect(traktFileRole(name)).toBe('ignored');
  });

  it.each([
    // A year, not a page: no file of Trakt's has this name (FORMATS.md 1.6).
    'lists-watchlist-2025.json',
    'watched-history-0.json',
    'watched-history-01.json',
    'history.json',
    'watchlist.json',
    'watched-history.csv',
    'watched.csv',
    'marquee-library.json',
  ])('does not know %s', (name) => {
    expect(traktFileRole(name)).toBeUndefined();
  });

  it("tells Trakt's export by its files' names", () => {
    expect(isTraktExport(['watched-history-1.json', 'watched-history-2.json'])).toBe(true);
    expect(isTraktExport(['user-profile.json', 'comments-movies.json'])).toBe(true);
    expect(isTraktExport(['watched.csv', 'ratings.csv', 'diary.csv'])).toBe(false);
    expect(isTraktExport(['marquee-library-2026-01-01.json'])).toBe(false);
    expect(isTraktExport([])).toBe(false);
  });
});

describe("Trakt's real export (Yamtrack's sample)", () => {
  it('reads its plays, ratings and watchlist, and lists the ratings of seasons as left out', async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    // watched-history: 10 events, one of them a movie (Saint).
    expect(recordsOf(parsed, 'diary')).toHaveLength(1);
    expect(parsed.episodePlays).toHaveLength(9);
    // The shows of plays, then those only ratings-episodes names (Lost, Kaguya-sama).
    expect(recordsOf(parsed, 'show').map((show) => show.title.match.title)).toEqual([
      'High Potential',
      'La Revuelta',
      'Friends',
      'Squid Game',
      '@midnight',
      'Reacher',
      'Lost',
      'Kaguya-sama: Love is War',
    ]);
    // ratings-shows: 4; ratings-episodes: 4; ratings-seasons (3) are left out.
    expect(recordsOf(parsed, 'ratings')).toHaveLength(4);
    expect(parsed.episodeRatings).toHaveLength(4);
    expect(skippedInEnglish(parsed.skipped)).toHaveLength(3);
    // lists-watchlist: 3 movies and 3 shows.
    expect(recordsOf(parsed, 'watchlist')).toHaveLength(6);
    expect(parsed.records).toHaveLength(1 + 8 + 4 + 6);
    expect(parsed.lists).toEqual([]);
    expect(parsed.episodeWatches).toEqual([]);
  });

  it('keeps Squid Game S3E1 at 18:40 and at 18:41 as two plays, and Reacher S1E1 as three', async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    expect(playsOf(parsed, 'Squid Game').map((play) => play.watched_at)).toEqual([
      '2025-07-01T18:41:00.000Z',
      '2025-07-01T18:40:00.000Z',
    ]);
    const reacher = playsOf(parsed, 'Reacher');
    expect(reacher).toHaveLength(3);
    expect(new Set(reacher.map((play) => `${play.season_number}x${play.episode_number}`))).toEqual(
      new Set(['1x1']),
    );
  });

  it("names each play's show by the same row as the show's record, with every id it has", async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    const [squidGame] = recordsOf(parsed, 'show').filter(
      (show) => show.title.match.title === 'Squid Game',
    );
    expect(squidGame?.title).toEqual({
      match: {
        media_type: 'tv',
        tmdb_id: 93405,
        imdb_id: 'tt10919420',
        tvdb_id: 383275,
        title: 'Squid Game',
        year: 2021,
      },
      source: { file: 'watched-history.json', at: '[3]' },
    });
    for (const play of playsOf(parsed, 'Squid Game'))
      expect(play.show).toBe(squidGame?.title.match);
    expect(playsOf(parsed, 'Squid Game')[1]).toEqual({
      show: squidGame?.title.match,
      season_number: 3,
      episode_number: 1,
      tvdb_id: 10936217,
      watched_at: '2025-07-01T18:40:00.000Z',
      play_id: '11005134661',
      source: { file: 'watched-history.json', at: '[4]' },
    });
  });

  it('reads special and year-numbered seasons, and an episode TMDB has no id for', async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    expect(playsOf(parsed, 'Friends')[0]).toMatchObject({ season_number: 0, episode_number: 7 });
    expect(playsOf(parsed, '@midnight')[0]).toMatchObject({
      season_number: 2014,
      episode_number: 1,
      tvdb_id: 4735412,
    });
  });

  it("dates a movie's play on its day in the member's zone", async () => {
    const tokyo = await readTraktExport(sampleExport(), { timeZone: 'Asia/Tokyo' });
    expect(recordsOf(tokyo, 'diary')).toEqual([
      {
        kind: 'diary',
        title: {
          match: {
            media_type: 'movie',
            tmdb_id: 45756,
            imdb_id: 'tt1167675',
            title: 'Saint',
            year: 2010,
          },
          source: { file: 'watched-history.json', at: '[5]' },
        },
        // 21:30 UTC on the 24th is the morning of the 25th in Tokyo.
        watched_on: '2025-06-25',
        rating: null,
        note: null,
        logged_at: '2025-06-24T21:30:00.000Z',
        play: true,
      },
    ]);
    const utc = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    expect(recordsOf(utc, 'diary')[0]?.watched_on).toBe('2025-06-24');
  });

  it('reads ratings out of ten and the watchlist with when each was added', async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    expect(recordsOf(parsed, 'ratings')[0]).toEqual({
      kind: 'ratings',
      title: {
        match: {
          media_type: 'tv',
          tmdb_id: 209867,
          imdb_id: 'tt22248376',
          tvdb_id: 424536,
          title: "Frieren: Beyond Journey's End",
          year: 2023,
        },
        source: { file: 'ratings-shows.json', at: '[0]' },
      },
      rating: 8,
      rated_at: '2024-09-11T08:38:40.000Z',
    });
    expect(
      recordsOf(parsed, 'watchlist').map((entry) => [
        entry.title.match.media_type,
        entry.title.match.title,
        entry.added_at,
      ]),
    ).toEqual([
      ['movie', 'Perfect Blue', '2024-09-11T07:45:03.000Z'],
      ['tv', 'My Mister', '2025-03-01T21:54:31.000Z'],
      ['tv', 'Kaguya-sama: Love is War', '2024-09-11T07:59:23.000Z'],
      ['tv', '18 Again', '2025-03-01T21:54:51.000Z'],
      ['movie', 'Avatar: Fire and Ash', '2026-02-01T16:38:55.000Z'],
      ['movie', 'Exit 8', '2026-02-01T16:39:27.000Z'],
    ]);
  });

  it('lists the ratings of seasons as left out, saying why', async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    expect(skippedInEnglish(parsed.skipped)[0]).toEqual({
      source: { file: 'ratings-seasons.json', at: '[0]' },
      label: 'Breaking Bad (2008) season 4',
      reason: 'Marquee does not import ratings of seasons.',
    });
  });

  it("reads ratings of episodes with their time, each naming its show by the plays' row", async () => {
    const parsed = await readTraktExport(sampleExport(), { timeZone: 'UTC' });
    const [friends] = recordsOf(parsed, 'show').filter(
      (show) => show.title.match.title === 'Friends',
    );
    expect(parsed.episodeRatings[2]).toEqual({
      show: friends?.title.match,
      season_number: 1,
      episode_number: 2,
      tvdb_id: 303822,
      rating: 8,
      rated_at: '2024-07-25T20:16:29.000Z',
      source: { file: 'ratings-episodes.json', at: '[2]' },
    });
    expect(parsed.episodeRatings[2]?.show).toBe(friends?.title.match);
    expect(parsed.episodeRatings[0]?.show).toMatchObject({ title: 'Lost', tmdb_id: 4607 });
  });

  it('lists an episode rating it cannot use as left out', async () => {
    const show = { title: 'Lost', year: 2004, ids: { trakt: 4583, tmdb: 4607 } };
    const entries = [
      {
        rated_at: '2024-01-01T00:00:00.000Z',
        rating: 11,
        type: 'episode',
        episode: { season: 1, number: 1 },
        show,
      },
      {
        rated_at: '2024-01-01T00:00:00.000Z',
        rating: 7,
        type: 'episode',
        episode: { number: 1 },
        show,
      },
      {
        rated_at: '2024-01-01T00:00:00.000Z',
        rating: 7,
        type: 'episode',
        episode: { season: 1, number: 2 },
      },
    ];
    const parsed = await readTraktExport(
      [{ name: 'ratings-episodes.json', text: () => Promise.resolve(JSON.stringify(entries)) }],
      { timeZone: 'UTC' },
    );
    expect(parsed.episodeRatings).toEqual([]);
    expect(
      skippedInEnglish(parsed.skipped).map((row) => [row.source.at, row.label, row.reason]),
    ).toEqual([
      ['[0]', 'Lost (2004) S01E01', 'no rating from 1 to 10.'],
      ['[1]', 'Lost (2004)', 'an episode with no season and episode number.'],
      ['[2]', 'an episode', 'names no show (no title and no id).'],
    ]);
  });

  it('never opens user-profile.json nor the files it does not import', async () => {
    const opened: string[] = [];
    const files = sampleExport().map((file) => ({
      name: file.name,
      text: () => {
        opened.push(file.name);
        return file.text();
      },
    }));
    await readTraktExport(files, { timeZone: 'UTC' });
    expect(opened.sort()).toEqual([
      'lists-watchlist.json',
      'ratings-episodes.json',
      'ratings-seasons.json',
      'ratings-shows.json',
      'watched-history.json',
    ]);
  });
});

describe("a Trakt export written by the test's helper", () => {
  it('reads a page repeated on the next page once', async () => {
    const files = traktTestExport({ plays: friendsPlays(10), pageSize: 4, overlap: 2 });
    expect(files.map((file) => file.name).filter((name) => name.startsWith('watched'))).toEqual([
      'watched-history-1.json',
      'watched-history-2.json',
      'watched-history-3.json',
      'watched-movies.json',
      'watched-shows.json',
    ]);
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.episodePlays.map((play) => play.episode_number)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(new Set(parsed.episodePlays.map((play) => play.play_id)).size).toBe(10);
    expect(recordsOf(parsed, 'show')).toHaveLength(1);
  });

  it('writes ratings of episodes that read back with their show and time', async () => {
    const files = traktTestExport({
      plays: friendsPlays(2),
      episodeRatings: [
        { at: '2024-03-01T10:00:00.000Z', rating: 9, show: friends, season: 1, episode: 2 },
        {
          at: '2024-03-02T10:00:00.000Z',
          rating: 4,
          show: friends,
          season: 1,
          episode: 1,
          episodeTvdb: 303821,
        },
      ],
    });
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(
      parsed.episodeRatings.map((rating) => [
        rating.episode_number,
        rating.rating,
        rating.rated_at,
        rating.tvdb_id,
      ]),
    ).toEqual([
      [1, 4, '2024-03-02T10:00:00.000Z', 303821],
      [2, 9, '2024-03-01T10:00:00.000Z', undefined],
    ]);
    // The plays' show: one record.
    expect(recordsOf(parsed, 'show')).toHaveLength(1);
    expect(parsed.episodeRatings[0]?.show).toBe(parsed.episodePlays[0]?.show);
  });

  it('reads watched-history.json and watched-history-2.json when there is no -1', async () => {
    const plays = [
      ...friendsPlays(5),
      { watchedAt: '2024-02-01T21:00:00.000Z', movie: heat },
    ] satisfies TraktTestPlay[];
    const files = traktTestExport({ plays, pageSize: 3, firstPage: 'plain' });
    expect(files.map((file) => file.name)).toContain('watched-history.json');
    expect(files.map((file) => file.name)).toContain('watched-history-2.json');
    expect(files.map((file) => file.name)).not.toContain('watched-history-1.json');
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.episodePlays).toHaveLength(5);
    expect(recordsOf(parsed, 'diary').map((entry) => entry.watched_on)).toEqual(['2024-02-01']);
  });

  it('reads the pages in order whatever order they come in', async () => {
    const files = traktTestExport({ plays: friendsPlays(6), pageSize: 2 }).reverse();
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.episodePlays.map((play) => play.episode_number)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('reads ratings, the watchlist and a custom list named by lists-lists.json, in rank order', async () => {
    const files = traktTestExport({
      ratings: [
        { at: '2024-03-01T10:00:00.000Z', movie: heat, rating: 9 },
        { at: '2024-03-02T10:00:00.000Z', show: friends, rating: 7 },
      ],
      watchlist: [{ at: '2024-04-01T10:00:00.000Z', show: friends }],
      lists: [
        {
          id: 24681357,
          slug: 'heists',
          name: 'Heists, ranked',
          description: 'Crews and vaults.',
          items: [
            { at: '2024-05-01T10:00:00.000Z', movie: heat },
            { at: '2024-05-02T10:00:00.000Z', show: friends },
          ],
        },
      ],
    });
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(
      recordsOf(parsed, 'ratings').map((entry) => [entry.title.match.title, entry.rating]),
    ).toEqual([
      ['Heat', 9],
      ['Friends', 7],
    ]);
    expect(recordsOf(parsed, 'watchlist')).toEqual([
      {
        kind: 'watchlist',
        title: {
          match: {
            media_type: 'tv',
            tmdb_id: 1668,
            imdb_id: 'tt0108778',
            tvdb_id: 79168,
            title: 'Friends',
            year: 1994,
          },
          source: { file: 'lists-watchlist.json', at: '[0]' },
        },
        added_at: '2024-04-01T10:00:00.000Z',
      },
    ]);
    const list = {
      name: 'Heists, ranked',
      description: 'Crews and vaults.',
      created_at: '2024-01-01T00:00:00.000Z',
    };
    expect(parsed.lists).toEqual([list]);
    expect(
      recordsOf(parsed, 'list-item').map((item) => [
        item.title.match.title,
        item.list,
        item.added_at,
      ]),
    ).toEqual([
      ['Heat', list, '2024-05-01T10:00:00.000Z'],
      ['Friends', list, '2024-05-02T10:00:00.000Z'],
    ]);
  });

  it('orders a custom list by rank, and names it by its slug when lists-lists.json is not there', async () => {
    const entries = [
      {
        rank: 2,
        id: 2,
        listed_at: '2024-05-02T10:00:00.000Z',
        type: 'movie',
        movie: { title: 'Second', year: 2001, ids: {} },
      },
      {
        rank: 1,
        id: 1,
        listed_at: '2024-05-01T10:00:00.000Z',
        type: 'movie',
        movie: { title: 'First', year: 2000, ids: {} },
      },
      {
        rank: 3,
        id: 3,
        listed_at: '2024-05-03T10:00:00.000Z',
        type: 'person',
        person: { name: 'Michael Mann' },
      },
    ];
    const files = [
      {
        name: 'lists-list-7-top-10.json',
        text: () => Promise.resolve(JSON.stringify(entries.slice(0, 2))),
      },
      {
        name: 'lists-list-7-top-10-2.json',
        text: () => Promise.resolve(JSON.stringify(entries.slice(2))),
      },
    ];
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.lists).toEqual([{ name: 'Top 10', description: '' }]);
    expect(recordsOf(parsed, 'list-item').map((item) => item.title.match.title)).toEqual([
      'First',
      'Second',
    ]);
    expect(skippedInEnglish(parsed.skipped)).toEqual([
      {
        source: { file: 'lists-list-7-top-10-2.json', at: '[0]' },
        label: 'Michael Mann',
        reason: "Marquee's lists hold movies and TV shows, not people.",
      },
    ]);
  });

  it('never opens user-settings.json, which holds the e-mail address', async () => {
    const settings = vi.fn(() => Promise.reject(new Error('user-settings.json was opened')));
    const files = traktTestExport({ plays: friendsPlays(2) }).map((file) =>
      file.name === 'user-settings.json' ? { name: file.name, text: settings } : file,
    );
    expect(files.map((file) => file.name)).toContain('user-settings.json');
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.episodePlays).toHaveLength(2);
    expect(settings).not.toHaveBeenCalled();
  });

  it('reads 20,000 plays across 500 shows with breaks for the event loop', async () => {
    const shows = Array.from({ length: 500 }, (_, index) => ({
      title: `Show ${index + 1}`,
      year: 2000 + (index % 25),
      tmdb: 100_000 + index,
      tvdb: 300_000 + index,
    }));
    // 40 episodes of each show, one an hour, show after show.
    const plays: TraktTestPlay[] = Array.from({ length: 20_000 }, (_, index) => {
      const round = Math.floor(index / 500);
      return {
        watchedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
        show: shows[index % 500] as TraktTestTitle,
        season: 1 + Math.floor(round / 10),
        episode: 1 + (round % 10),
      };
    });
    const files = traktTestExport({ plays, pageSize: 250 });
    // Timers that run while it reads: each one is a moment the page could answer input.
    let ticks = 0;
    let reading = true;
    const tick = () => {
      ticks += 1;
      if (reading) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    reading = false;
    expect(parsed.episodePlays).toHaveLength(20_000);
    expect(recordsOf(parsed, 'show')).toHaveLength(500);
    // 80 pages of history alone.
    expect(ticks).toBeGreaterThanOrEqual(80);
  });
});

describe('bad input', () => {
  it('names the file that is not JSON', async () => {
    const files = [{ name: 'watched-history-2.json', text: () => Promise.resolve('[{"id": 1,') }];
    const error = await readTraktExport(files, { timeZone: 'UTC' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ file: 'watched-history-2.json', line: undefined });
    expect((error as ImportFileError).problem).toMatch(/^not valid JSON \(/);
  });

  it('names the file that is not a list', async () => {
    const files = [{ name: 'ratings-movies.json', text: () => Promise.resolve('{"ratings": []}') }];
    await expect(readTraktExport(files, { timeZone: 'UTC' })).rejects.toThrow(
      new ImportFileError(
        'ratings-movies.json',
        undefined,
        "not a list of ratings, as Trakt's export writes it.",
      ),
    );
  });

  it('reads an empty file, or one with nothing in it, as nothing', async () => {
    const files = [
      { name: 'watched-history.json', text: () => Promise.resolve('[]') },
      { name: 'lists-watchlist.json', text: () => Promise.resolve('') },
    ];
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed).toEqual({
      records: [],
      lists: [],
      skipped: [],
      episodeWatches: [],
      episodePlays: [],
      episodeRatings: [],
    });
  });

  it('lists an entry it cannot use as left out, and reads the others', async () => {
    const show = { title: 'Friends', year: 1994, ids: { trakt: 1657, tmdb: 1668 } };
    const entries = [
      {
        id: 1,
        watched_at: '2024-01-01T20:00:00.000Z',
        type: 'episode',
        show,
        episode: { season: 1, number: 1 },
      },
      { id: 2, watched_at: 'yesterday', type: 'episode', show, episode: { season: 1, number: 2 } },
      {
        id: 3,
        watched_at: '2024-01-03T20:00:00.000Z',
        type: 'episode',
        show,
        episode: { number: 3 },
      },
      {
        id: 4,
        watched_at: '2024-01-04T20:00:00.000Z',
        type: 'movie',
        movie: { ids: { tmdb: null } },
      },
      { id: 5, watched_at: '2024-01-05T20:00:00.000Z', type: 'season' },
      'a play',
      {
        id: 7,
        watched_at: '2024-01-07T20:00:00.000Z',
        type: 'episode',
        show: { ids: {} },
        episode: { season: 1, number: 4 },
      },
    ];
    const files = [
      { name: 'watched-history.json', text: () => Promise.resolve(JSON.stringify(entries)) },
    ];
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.episodePlays).toHaveLength(1);
    expect(
      skippedInEnglish(parsed.skipped).map((row) => [row.source.at, row.label, row.reason]),
    ).toEqual([
      ['[1]', 'Friends (1994) S01E02', 'no date and time it was watched (watched_at).'],
      ['[2]', 'Friends (1994)', 'an episode with no season and episode number.'],
      ['[3]', 'a movie', 'names no title and no id.'],
      ['[4]', 'an entry', 'not the play of a movie or an episode.'],
      ['[5]', 'an entry', 'not a play.'],
      ['[6]', 'an episode', 'names no show (no title and no id).'],
    ]);
  });

  it('leaves out a rating not from 1 to 10, and a season on the watchlist', async () => {
    const files = [
      {
        name: 'ratings-movies.json',
        text: () =>
          Promise.resolve(
            JSON.stringify([
              {
                rating: 11,
                type: 'movie',
                movie: { title: 'Heat', year: 1995, ids: { trakt: 1 } },
              },
            ]),
          ),
      },
      {
        name: 'lists-watchlist.json',
        text: () =>
          Promise.resolve(
            JSON.stringify([
              {
                rank: 1,
                id: 1,
                type: 'season',
                season: { number: 4 },
                show: { title: 'Friends', year: 1994, ids: {} },
              },
            ]),
          ),
      },
    ];
    const parsed = await readTraktExport(files, { timeZone: 'UTC' });
    expect(parsed.records).toEqual([]);
    expect(skippedInEnglish(parsed.skipped).map((row) => [row.label, row.reason])).toEqual([
      ['Heat (1995)', 'no rating from 1 to 10.'],
      ['Friends (1994) season 4', "Marquee's watchlist holds movies and TV shows, not seasons."],
    ]);
  });
});
