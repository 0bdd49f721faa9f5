import Papa from 'papaparse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type {
  ImportAnswer,
  ImportBody,
  ImportCounts,
  MarqueeExport,
} from '@marquee/tmdb-types/library-transfer';
import { buildTestCatalogue } from '../../test/test-catalogue.js';
import { LIBRARY_ENGINES, newUid, showDetails, useTestLibrary } from '../../test/test-library.js';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { MAX_EPISODE_WATCHES_PER_USER } from '../store/library-limits.js';
import type { EpisodeProgressStore, ImportedEpisodeWatch } from '../store/library-store.js';
import { IMPORT_BODY_LIMIT_BYTES } from './import-body-schema.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

/** Ids the test catalogue has, most popular first. */
const movies = test.catalogue.popularityLeaders('movie', 20).map((row) => row.id);
const shows = test.catalogue.popularityLeaders('tv', 5).map((row) => row.id);
const [M1, M2, M3, M4, M5] = movies as [number, number, number, number, number];
const [S1, S2] = shows as [number, number];

const NOTHING: ImportCounts = {
  watchlist: 0,
  favorites: 0,
  ratings: 0,
  diary: 0,
  lists: 0,
  list_items: 0,
  shows: 0,
  episode_watches: 0,
  episode_ratings: 0,
};

const episode = (seasonNumber: number, episodeNumber: number) => ({ seasonNumber, episodeNumber });

/**
 * A library with something of every kind, written as a person would, one click at a time (the
 * episodes through the store: their routes are not this area's).
 */
async function buildVariedLibrary(a: MemberClient, store: EpisodeProgressStore): Promise<void> {
  const account = `/3/account/${a.uid}`;
  const writes: Array<[url: string, body: object]> = [
    [`${account}/watchlist`, { media_type: 'movie', media_id: M1, watchlist: true }],
    [`${account}/watchlist`, { media_type: 'tv', media_id: S1, watchlist: true }],
    [`${account}/favorite`, { media_type: 'movie', media_id: M2, favorite: true }],
    [`/3/movie/${M2}/rating`, { value: 9.5 }],
    [`/3/movie/${M3}/rating`, { value: 4 }],
    [`/3/tv/${S2}/rating`, { value: 7 }],
    [
      `${account}/diary`,
      {
        media_type: 'movie',
        media_id: M2,
        watched_on: '2025-01-05',
        rating: 9,
        note: 'First time, "wow"\nsecond line',
      },
    ],
    // A rewatch, and two identical entries: two watches on one day.
    [
      `${account}/diary`,
      { media_type: 'movie', media_id: M2, watched_on: '2025-03-01', note: 'Again' },
    ],
    [`${account}/diary`, { media_type: 'movie', media_id: M3, watched_on: '2025-02-01' }],
    [`${account}/diary`, { media_type: 'movie', media_id: M3, watched_on: '2025-02-01' }],
    [`${account}/diary`, { media_type: 'tv', media_id: S2, watched_on: '2024-12-31', rating: 6.5 }],
    [`/3/tv/${S2}/season/1/episode/2/rating`, { value: 6.5 }],
    [`/3/tv/${S1}/season/0/episode/1/rating`, { value: 8 }],
  ];
  for (const [url, body] of writes)
    expect((await a.send('POST', url, body)).status, url).toBeLessThan(300);
  for (const [name, items] of [
    ['Heists', [M4, M1, M5]],
    ['Empty', []],
  ] as const) {
    const list = await a.send<ListCreated>('POST', '/3/list', {
      name,
      description: `About ${name}`,
    });
    for (const id of items)
      await a.send('POST', `/3/list/${list.body.list_id}/add_item`, {
        media_type: 'movie',
        media_id: id,
      });
    if (items.length > 0)
      await a.send('POST', `/3/list/${list.body.list_id}/move_item`, {
        media_type: 'movie',
        media_id: M5,
        position: 0,
      });
  }
  // Two shows: one watched, rewatched in part, then started again; one dropped after an episode.
  await store.markEpisodes(a.uid, S1, [episode(1, 1), episode(1, 2), episode(0, 1)], {
    watchedOn: '2025-01-10',
  });
  await store.markEpisodes(a.uid, S2, [episode(1, 1)], { watchedOn: '2025-01-11' });
  await store.markEpisodes(a.uid, S1, [episode(1, 1)], { watchedOn: '2025-01-12', again: true });
  await store.setShowStatus(a.uid, S2, 'dropped');
  await store.startShowAgain(a.uid, S1);
  await store.markEpisodes(a.uid, S1, [episode(1, 1)], { watchedOn: '2025-02-01' });
}

/** A first watch of the show's first season's episode, in its first cycle. */
function watchOf(showId: number, episodeNumber: number) {
  return {
    show_id: showId,
    season_number: 1,
    episode_number: episodeNumber,
    cycle: 1,
    rewatch: 0,
    watched_on: '2025-01-01',
  };
}

/** What a client sends to bring an export back in: its rows by id, with their times. */
function importBodyOf(exported: MarqueeExport): ImportBody {
  const ref = ({ media_type, media_id }: { media_type: 'movie' | 'tv'; media_id: number }) => ({
    media_type,
    media_id,
  });
  return {
    watchlist: exported.watchlist.map((title) => ({ ...ref(title), added_at: title.added_at })),
    favorites: exported.favorites.map((title) => ({ ...ref(title), added_at: title.added_at })),
    ratings: exported.ratings.map((rated) => ({
      ...ref(rated),
      rating: rated.rating,
      rated_at: rated.rated_at,
    })),
    diary: exported.diary.map((entry) => ({
      ...ref(entry),
      watched_on: entry.watched_on,
      rating: entry.rating,
      note: entry.note,
      logged_at: entry.logged_at,
    })),
    lists: exported.lists.map((list) => ({
      name: list.name,
      description: list.description,
      created_at: list.created_at,
      items: list.items.map((item) => ({ ...ref(item), added_at: item.added_at })),
    })),
    shows: exported.shows.map((show) => ({
      media_type: show.media_type,
      media_id: show.media_id,
      status: show.status,
      cycle: show.cycle,
      started_at: show.started_at,
      updated_at: show.updated_at,
    })),
    episode_watches: exported.episode_watches,
    episode_ratings: exported.episode_ratings,
  };
}

it('has room in its body for every episode watch a member may keep, besides the other rows', () => {
  // As the export writes a watch, every number at its largest: 167 bytes with its comma.
  const largest = {
    show_id: 2_147_483_647,
    season_number: 100_000,
    episode_number: 100_000,
    cycle: 100_000,
    rewatch: 100_000,
    watched_on: '2025-12-31',
    logged_at: '2025-12-31T23:59:59.999Z',
  };
  const watches = JSON.stringify({
    episode_watches: Array.from({ length: MAX_EPISODE_WATCHES_PER_USER }, () => largest),
  });
  // The 50,000 other rows had the whole limit before episode watches: 32 MB.
  expect(watches.length + 32 * 1024 * 1024).toBeLessThanOrEqual(IMPORT_BODY_LIMIT_BYTES);
});

describe.each(LIBRARY_ENGINES)('import and export over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store, { source: test.source });
  });

  const exportOf = async (member: MemberClient) => {
    const answer = await member.get<MarqueeExport>(`/3/account/${member.uid}/export`);
    expect(answer.status).toBe(200);
    return answer;
  };
  const importInto = (member: MemberClient, body: unknown) =>
    member.send<ImportAnswer>('POST', `/3/account/${member.uid}/import`, body);

  it('exports the saved filters in the member’s order', async () => {
    const a = asMember(app, newUid());
    const url = `/3/account/${a.uid}/saved_filters`;
    await a.send('POST', url, { name: 'Dramas', media_type: 'movie', query: 'genre=18' });
    await a.send('POST', url, {
      name: 'Sitcoms',
      media_type: 'tv',
      query: 'genre=35',
      pinned: true,
    });
    const { body } = await exportOf(a);
    expect(body.saved_filters).toEqual([
      {
        name: 'Dramas',
        media_type: 'movie',
        query: 'genre=18',
        pinned: false,
        created_at: expect.any(String),
      },
      {
        name: 'Sitcoms',
        media_type: 'tv',
        query: 'genre=35',
        pinned: true,
        created_at: expect.any(String),
      },
    ]);
  });

  it('exports the member’s settings, the display choices among them, which an import leaves as they are', async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    const choices = { language: 'he', theme: 'dark', keyboard_shortcuts: true } as const;
    await a.send('PUT', `/3/account/${a.uid}/settings`, { hide_watched: true, ...choices });
    const { body } = await exportOf(a);
    expect(body.settings).toMatchObject({ hide_watched: true, ...choices });
    await b.send('PUT', `/3/account/${b.uid}/settings`, { theme: 'system' });
    const before = (await b.get(`/3/account/${b.uid}/settings`)).body;
    expect((await importInto(b, importBodyOf(body))).status).toBe(200);
    expect((await b.get(`/3/account/${b.uid}/settings`)).body).toEqual(before);
  });

  it('brings an export back in as another member identically, and a second time adds nothing', async () => {
    const a = asMember(app, newUid());
    await buildVariedLibrary(a, library.store);
    const exported = await exportOf(a);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-library-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.headers['content-disposition']).toContain(
      exported.body.exported_at.slice(0, 10),
    );
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const body = exported.body;
    expect(body).toMatchObject({ format: 'marquee-library', version: 1 });
    expect([body.watchlist.length, body.favorites.length, body.ratings.length]).toEqual([2, 1, 3]);
    expect(body.diary.map((entry) => [entry.media_id, entry.watched_on])).toEqual([
      [S2, '2024-12-31'],
      [M2, '2025-01-05'],
      [M3, '2025-02-01'],
      [M3, '2025-02-01'],
      [M2, '2025-03-01'],
    ]);
    expect(body.lists.map((list) => [list.name, list.items.map((item) => item.media_id)])).toEqual([
      ['Heists', [M5, M4, M1]],
      ['Empty', []],
    ]);
    const [m1] = test.catalogue.listItems([{ media_type: 'movie', id: M1 }]) as Array<{
      title: string;
    }>;
    expect(body.watchlist[0]).toMatchObject({
      media_id: M1,
      title: m1?.title,
      year: expect.any(Number),
    });
    // S2 was followed before S1's second cycle began.
    expect(body.shows.map((show) => [show.media_id, show.status, show.cycle])).toEqual([
      [S2, 'dropped', 1],
      [S1, 'watching', 2],
    ]);
    expect(body.shows[1]).toMatchObject({ media_type: 'tv', year: expect.any(Number) });
    expect(body.shows[1]?.title).not.toBe('');
    expect(
      body.episode_watches.map((watch) => [
        watch.show_id,
        watch.season_number,
        watch.episode_number,
        watch.cycle,
        watch.rewatch,
        watch.watched_on,
      ]),
    ).toEqual([
      [S1, 1, 1, 1, 0, '2025-01-10'],
      [S1, 1, 2, 1, 0, '2025-01-10'],
      [S1, 0, 1, 1, 0, '2025-01-10'],
      [S2, 1, 1, 1, 0, '2025-01-11'],
      [S1, 1, 1, 1, 1, '2025-01-12'],
      [S1, 1, 1, 2, 0, '2025-02-01'],
    ]);
    expect(body.episode_watches[0]?.logged_at).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    expect(
      body.episode_ratings.map((rated) => [
        rated.show_id,
        rated.season_number,
        rated.episode_number,
        rated.rating,
      ]),
    ).toEqual([
      [S2, 1, 2, 6.5],
      [S1, 0, 1, 8],
    ]);

    const b = asMember(app, newUid());
    const imported = await importInto(b, importBodyOf(body));
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({
      status_code: 1,
      status_message: 'Success.',
      success: true,
      added: {
        watchlist: 2,
        favorites: 1,
        ratings: 3,
        diary: 5,
        lists: 2,
        list_items: 3,
        shows: 2,
        episode_watches: 6,
        episode_ratings: 2,
      },
    });
    const again = await exportOf(b);
    expect({ ...again.body, exported_at: '' }).toEqual({ ...body, exported_at: '' });
    // The episodes rated with the same details as the catalogue gave the first member.
    const ratedEpisodes = async (member: MemberClient) =>
      (await member.get(`/3/account/${member.uid}/rated/tv/episodes`)).body;
    expect(await ratedEpisodes(b)).toEqual(await ratedEpisodes(a));

    const twice = await importInto(b, importBodyOf(body));
    expect(twice.body.added).toEqual(NOTHING);
    expect({ ...(await exportOf(b)).body, exported_at: '' }).toEqual({ ...body, exported_at: '' });
  });

  it('refuses a bad row with 422 naming it, and writes nothing', async () => {
    const member = asMember(app, newUid());
    const good = { watchlist: [{ media_type: 'movie', media_id: M1 }] };
    const refusals: Array<[object, string]> = [
      [
        {
          ...good,
          ratings: [
            { media_type: 'movie', media_id: M2, rating: 8 },
            { media_type: 'movie', media_id: M3, rating: 11 },
          ],
        },
        'ratings[1].rating: A rating is a number from 0.5 to 10 in steps of 0.5.',
      ],
      [
        {
          ...good,
          diary: [
            {
              media_type: 'movie',
              media_id: M2,
              watched_on: '2025-01-01',
              logged_at: '2025-13-01',
            },
          ],
        },
        'diary[0].logged_at: A time is',
      ],
      [
        {
          ...good,
          lists: [
            { name: 'A', items: [{ media_type: 'movie', media_id: M2, added_at: 'yesterday' }] },
          ],
        },
        'lists[0].items[0].added_at: A time is',
      ],
      [
        { ...good, ratings: [{ media_type: 'movie', media_id: M2, rating: '8' }] },
        'body/ratings/0/rating must be number',
      ],
      [
        { ...good, watched: [{ media_type: 'person', media_id: M2, watched_on: '2025-01-01' }] },
        'body/watched/0/media_type',
      ],
      [
        {
          ...good,
          shows: [{ media_type: 'tv', media_id: S1, status: 'watching', cycle: 1 }],
          episode_watches: [
            watchOf(S1, 1),
            watchOf(S1, 2),
            watchOf(S1, 3),
            { ...watchOf(S1, 4), season_number: -1 },
          ],
        },
        'episode_watches[3]: An episode has a whole season number from 0 (the specials) and episode number from 1.',
      ],
      [
        { ...good, episode_watches: [{ ...watchOf(S1, 1), logged_at: 'noon' }] },
        'episode_watches[0].logged_at: A time is',
      ],
      [
        { ...good, episode_watches: [{ ...watchOf(S1, 1), cycle: 0 }] },
        'episode_watches[0].cycle: A cycle (a watch-through of the show) is a whole number from 1.',
      ],
      [
        { ...good, shows: [{ media_type: 'tv', media_id: S1, status: 'finished', cycle: 1 }] },
        'body/shows/0/status',
      ],
      [
        {
          ...good,
          episode_ratings: [
            { show_id: S1, season_number: 1, episode_number: 1, rating: 8 },
            { show_id: S1, season_number: 1, episode_number: 2, rating: 11 },
          ],
        },
        'episode_ratings[1].rating: A rating is a number from 0.5 to 10 in steps of 0.5.',
      ],
      [
        {
          ...good,
          episode_ratings: [{ show_id: S1, season_number: -1, episode_number: 1, rating: 8 }],
        },
        'episode_ratings[0]: An episode has a whole season number from 0 (the specials) and episode number from 1.',
      ],
      [
        {
          ...good,
          episode_ratings: [
            { show_id: S1, season_number: 1, episode_number: 1, rating: 8, rated_at: 'noon' },
          ],
        },
        'episode_ratings[0].rated_at: A time is',
      ],
      [
        {
          ...good,
          episode_ratings: [{ show_id: S1, season_number: 1.5, episode_number: 1, rating: 8 }],
        },
        'body/episode_ratings/0/season_number',
      ],
      [
        { ...good, shows: [{ media_type: 'movie', media_id: M1, status: 'watching', cycle: 1 }] },
        'body/shows/0/media_type',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await importInto(member, body);
      expect(answer, message).toMatchObject({
        status: 422,
        body: { status_code: 5, success: false },
      });
      expect(answer.body.status_message).toContain(message);
    }
    const after = (await exportOf(member)).body;
    expect([after.watchlist, after.shows, after.episode_watches, after.episode_ratings]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('looks up and remembers a title nobody has added yet, as adding it would', async () => {
    const fresh = test.catalogue.popularityLeaders('movie', 100).at(-1)?.id as number;
    const title = { mediaType: 'movie', mediaId: fresh } as const;
    expect(await library.store.unrememberedTitles([title])).toEqual([title]);
    const member = asMember(app, newUid());
    const answer = await importInto(member, {
      watchlist: [{ media_type: 'movie', media_id: fresh }],
    });
    expect(answer.body.added).toMatchObject({ watchlist: 1 });
    expect(await library.store.unrememberedTitles([title])).toEqual([]);
    const [item] = test.catalogue.listItems([{ media_type: 'movie', id: fresh }]) as Array<{
      title: string;
    }>;
    expect((await exportOf(member)).body.watchlist[0]?.title).toBe(item?.title);
  });

  it('looks up, remembers and follows a show only its episode watches name', async () => {
    const fresh = test.catalogue.popularityLeaders('tv', 100).at(-1)?.id as number;
    const show = { mediaType: 'tv', mediaId: fresh } as const;
    expect(await library.store.unrememberedTitles([show])).toEqual([show]);
    const member = asMember(app, newUid());
    const answer = await importInto(member, {
      episode_watches: [{ ...watchOf(fresh, 1), cycle: 2 }, watchOf(fresh, 2)],
    });
    expect(answer.body.added).toEqual({ ...NOTHING, shows: 1, episode_watches: 2 });
    expect(await library.store.unrememberedTitles([show])).toEqual([]);
    const [item] = test.catalogue.listItems([{ media_type: 'tv', id: fresh }]) as Array<{
      name: string;
    }>;
    const [followed] = (await exportOf(member)).body.shows;
    // Watching, at the latest cycle of its watches, from the import on.
    expect(followed).toMatchObject({ media_id: fresh, title: item?.name, status: 'watching' });
    expect(followed?.cycle).toBe(2);
    expect(followed?.started_at).toBe(followed?.updated_at);
  });

  it('refuses an unknown title with 404 naming it, and writes nothing', async () => {
    const member = asMember(app, newUid());
    const answer = await importInto(member, {
      watchlist: [{ media_type: 'movie', media_id: M1 }],
      lists: [
        {
          name: 'A',
          items: [
            { media_type: 'tv', media_id: S1 },
            { media_type: 'tv', media_id: 999_999 },
          ],
        },
      ],
    });
    expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
    expect(answer.body.status_message).toContain('lists[0].items[1]');
    expect(answer.body.status_message).toContain('tv 999999');
    const after = (await exportOf(member)).body;
    expect([after.watchlist, after.lists]).toEqual([[], []]);
    const unknownShow = await importInto(member, {
      episode_watches: [watchOf(S1, 1), watchOf(999_998, 1)],
    });
    expect(unknownShow).toMatchObject({ status: 404, body: { status_code: 34 } });
    expect(unknownShow.body.status_message).toContain('episode_watches[1]');
    expect((await exportOf(member)).body.episode_watches).toEqual([]);
  });

  it('imports episode ratings with and without a time, and again changes only another value', async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    await b.send('POST', `/3/tv/${S1}/season/1/episode/1/rating`, { value: 3 });
    const theirs = (await exportOf(b)).body;
    const rating = (episodeNumber: number, value: number, ratedAt?: string) => ({
      show_id: S1,
      season_number: 1,
      episode_number: episodeNumber,
      rating: value,
      ...(ratedAt !== undefined && { rated_at: ratedAt }),
    });
    const body = {
      episode_ratings: [rating(1, 8, '2025-01-01T10:00:00+02:00'), rating(2, 7), rating(3, 9)],
    };
    const imported = await importInto(a, body);
    expect(imported.status).toBe(200);
    expect(imported.body.added).toEqual({ ...NOTHING, episode_ratings: 3 });
    const first = (await exportOf(a)).body.episode_ratings;
    expect(first).toEqual([
      { ...rating(1, 8), rated_at: '2025-01-01T08:00:00.000Z' },
      { ...rating(2, 7), rated_at: expect.any(String) },
      { ...rating(3, 9), rated_at: expect.any(String) },
    ]);
    expect(Date.parse(first[1]?.rated_at ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
    // Each with the episode as the catalogue gives it, as rating it one at a time would.
    const season = await a.get<{ episodes: Array<{ id: number; name: string }> }>(
      `/3/tv/${S1}/season/1`,
    );
    const [episode] = season.body.episodes;
    const rated = await a.get<{ results: Array<Record<string, unknown>> }>(
      `/3/account/${a.uid}/rated/tv/episodes`,
    );
    expect(rated.body.results.at(-1)).toMatchObject({
      id: episode?.id,
      name: episode?.name,
      show_id: S1,
      episode_number: 1,
      rating: 8,
    });

    expect((await importInto(a, body)).body.added).toEqual(NOTHING);
    expect((await exportOf(a)).body.episode_ratings).toEqual(first);
    const changed = await importInto(a, {
      episode_ratings: [rating(1, 8), rating(2, 9.5, '2025-02-01')],
    });
    expect(changed.body.added).toEqual({ ...NOTHING, episode_ratings: 1 });
    expect((await exportOf(a)).body.episode_ratings).toEqual([
      first[0],
      { ...rating(2, 9.5), rated_at: '2025-02-01T00:00:00.000Z' },
      first[2],
    ]);
    expect({ ...(await exportOf(b)).body, exported_at: '' }).toEqual({
      ...theirs,
      exported_at: '',
    });
  });

  it('refuses an episode the catalogue does not list with 404 naming its row, and writes nothing', async () => {
    const member = asMember(app, newUid());
    const episode = (showId: number, seasonNumber: number, episodeNumber: number) => ({
      show_id: showId,
      season_number: seasonNumber,
      episode_number: episodeNumber,
      rating: 8,
    });
    const known = [episode(S1, 1, 1), episode(S1, 1, 2), episode(S2, 1, 1)];
    for (const [unknown, named] of [
      [episode(S1, 1, 999), `(tv ${S1} season 1 episode 999)`],
      [episode(S1, 77, 1), `(tv ${S1} season 77 episode 1)`],
      [episode(999_997, 1, 1), '(tv 999997 season 1 episode 1)'],
    ] as const) {
      const answer = await importInto(member, {
        watchlist: [{ media_type: 'movie', media_id: M1 }],
        episode_ratings: [...known, unknown, episode(S1, 1, 998)],
      });
      expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
      expect(answer.body.status_message).toBe(
        `episode_ratings[3]: The resource you requested could not be found. ${named}`,
      );
    }
    const after = (await exportOf(member)).body;
    expect([after.watchlist, after.episode_ratings]).toEqual([[], []]);
  });

  it('counts episode ratings among the 50,000 rows', async () => {
    const member = asMember(app, newUid());
    const answer = await importInto(member, {
      watchlist: Array.from({ length: 49_999 }, () => ({ media_type: 'movie', media_id: M1 })),
      episode_ratings: [1, 2].map((episodeNumber) => ({
        show_id: S1,
        season_number: 1,
        episode_number: episodeNumber,
        rating: 5,
      })),
    });
    expect(answer).toMatchObject({ status: 422, body: { status_code: 5 } });
    expect(answer.body.status_message).toBe('An import holds at most 50,000 rows.');
  });

  it('takes an import larger than the library’s other bodies, and refuses more than 50,000 rows', async () => {
    const member = asMember(app, newUid());
    const diary = Array.from({ length: 2_000 }, (_, index) => ({
      media_type: 'movie',
      media_id: movies[index % movies.length],
      watched_on: '2025-01-01',
      note: `Watch number ${index}`,
    }));
    const taken = await importInto(member, { diary });
    expect(taken.body.added).toMatchObject({ diary: 2_000 });
    const tooMany = await importInto(member, {
      watchlist: Array.from({ length: 50_001 }, () => ({ media_type: 'movie', media_id: M1 })),
    });
    expect(tooMany).toMatchObject({ status: 422, body: { status_code: 5 } });
    // In all, not only in one part.
    const half = Array.from({ length: 25_000 }, () => ({ media_type: 'movie', media_id: M1 }));
    const tooManyInAll = await importInto(member, {
      watchlist: half,
      favorites: [...half, half[0]],
    });
    expect(tooManyInAll).toMatchObject({ status: 422, body: { status_code: 5 } });
    expect(tooManyInAll.body.status_message).toBe('An import holds at most 50,000 rows.');
    expect((await exportOf(member)).body.watchlist).toEqual([]);
  });

  it('brings back more episode watches than the 50,000 rows exactly, and twice adds nothing', async () => {
    const a = asMember(app, newUid());
    // Shows of the member's only, remembered as adding them would: none is looked up.
    const showIds = Array.from({ length: 300 }, (_, index) => 900_001 + index);
    for (let start = 0; start < showIds.length; start += 100)
      await library.store.rememberTitles(
        showIds.slice(start, start + 100).map((id) => showDetails(id)),
      );
    // 60,000 watches: 300 shows of 200 episodes, a third of them over a second cycle.
    const watches = Array.from({ length: 60_000 }, (_, index): ImportedEpisodeWatch => ({
      showId: showIds[Math.floor(index / 200)] as number,
      seasonNumber: 1,
      episodeNumber: 1 + (index % 200),
      cycle: index < 40_000 ? 1 : 2,
      rewatch: 0,
      watchedOn: `2024-0${1 + (index % 9)}-01`,
      createdAt: Date.parse('2025-01-01T00:00:00Z') + (index % 7) * 1000,
    }));
    await library.store.importLibrary(a.uid, {
      watchlist: [],
      favourites: [],
      ratings: [],
      diary: [],
      watched: [],
      lists: [],
      shows: [],
      episodeWatches: watches,
      episodeRatings: [],
    });
    const exported = (await exportOf(a)).body;
    expect(exported.episode_watches).toHaveLength(60_000);
    expect(exported.shows).toHaveLength(300);
    const b = asMember(app, newUid());
    const imported = await importInto(b, importBodyOf(exported));
    expect(imported.status).toBe(200);
    expect(imported.body.added).toEqual({ ...NOTHING, shows: 300, episode_watches: 60_000 });
    expect({ ...(await exportOf(b)).body, exported_at: '' }).toEqual({
      ...exported,
      exported_at: '',
    });
    expect((await importInto(b, importBodyOf(exported))).body.added).toEqual(NOTHING);
  });

  it('exports the films for Letterboxd as CSV, one row per watch, then the rated films unwatched', async () => {
    const a = asMember(app, newUid());
    await buildVariedLibrary(a, library.store);
    const answer = await app.inject({
      url: `/3/account/${a.uid}/export/letterboxd`,
      headers: { authorization: `Bearer member:${a.uid}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-letterboxd-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const parsed = Papa.parse<Record<string, string>>(answer.body, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'tmdbID',
      'Title',
      'Year',
      'Rating10',
      'WatchedDate',
      'Rewatch',
      'Review',
    ]);
    expect(
      parsed.data.map((row) => [
        row.tmdbID,
        row.WatchedDate,
        row.Rating10,
        row.Rewatch,
        row.Review,
      ]),
    ).toEqual([
      [String(M2), '2025-01-05', '9', 'false', 'First time, "wow"\nsecond line'],
      [String(M3), '2025-02-01', '4', 'false', ''],
      [String(M3), '2025-02-01', '4', 'true', ''],
      [String(M2), '2025-03-01', '10', 'true', 'Again'],
    ]);
  });

  it('deletes every row of the member’s and leaves the other member’s library as it was', async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    await buildVariedLibrary(a, library.store);
    await buildVariedLibrary(b, library.store);
    for (const member of [a, b])
      await member.send('POST', `/3/account/${member.uid}/saved_filters`, {
        name: 'Dramas',
        media_type: 'movie',
        query: 'genre=18',
      });
    const before = (await exportOf(b)).body;
    expect(before.saved_filters).toHaveLength(1);
    const deleted = await a.send('DELETE', `/3/account/${a.uid}/library`);
    expect(deleted).toMatchObject({ status: 200, body: { status_code: 13 } });
    expect({ ...(await exportOf(a)).body, exported_at: '' }).toEqual({
      format: 'marquee-library',
      version: 1,
      exported_at: '',
      settings: {
        display_name: null,
        hide_watched: false,
        watch_region: null,
        watch_providers: [],
        count_rent_buy: false,
        only_my_services: false,
        language: null,
        theme: null,
        keyboard_shortcuts: null,
      },
      watchlist: [],
      favorites: [],
      ratings: [],
      diary: [],
      lists: [],
      shows: [],
      episode_watches: [],
      episode_ratings: [],
      saved_filters: [],
    });
    expect({ ...(await exportOf(b)).body, exported_at: '' }).toEqual({
      ...before,
      exported_at: '',
    });
    // A's reads after leaving are empty too, not answers kept from before.
    expect((await a.get(`/3/account/${a.uid}/watchlist`)).body).toMatchObject({ total_results: 0 });
  });
});
