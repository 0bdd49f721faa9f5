import { describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import {
  episodeDetails,
  LIBRARY_ENGINES,
  newUid,
  useTestLibrary,
} from '../../test/test-library.js';
import { createLibraryStore } from './create-library-store.js';
import type {
  ImportedEpisodeRating,
  ImportedEpisodeWatch,
  ImportPlan,
  LibraryStore,
} from './library-store.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;
const HEAT = { mediaType: 'movie', mediaId: 949 } as const;
const BREAKING_BAD = { mediaType: 'tv', mediaId: 1396 } as const;

// The test clock starts at 2026-06-15T12:00:00Z; these are earlier.
const T1 = Date.parse('2024-01-01T10:00:00Z');
const T2 = Date.parse('2024-02-01T10:00:00Z');
const T3 = Date.parse('2024-03-01T10:00:00Z');

function plan(parts: Partial<ImportPlan>): ImportPlan {
  return {
    watchlist: [],
    favourites: [],
    ratings: [],
    diary: [],
    watched: [],
    lists: [],
    shows: [],
    episodeWatches: [],
    episodeRatings: [],
    ...parts,
  };
}

const NOTHING = {
  watchlist: 0,
  favourites: 0,
  ratings: 0,
  diary: 0,
  lists: 0,
  listItems: 0,
  shows: 0,
  episodeWatches: 0,
  episodeRatings: 0,
};

const GAME_OF_THRONES = 1399;

/** A watch of Breaking Bad's first season, in the first cycle, unless told otherwise. */
function watch(
  episodeNumber: number,
  fields: Partial<ImportedEpisodeWatch> = {},
): ImportedEpisodeWatch {
  return {
    showId: BREAKING_BAD.mediaId,
    seasonNumber: 1,
    episodeNumber,
    cycle: 1,
    rewatch: 0,
    watchedOn: '2024-01-01',
    ...fields,
  };
}

/** A rating of Breaking Bad's first season's episode, with the details the catalogue gives. */
function episodeRating(
  episodeNumber: number,
  rating: number,
  fields: Partial<ImportedEpisodeRating> = {},
): ImportedEpisodeRating {
  const episode = { showId: BREAKING_BAD.mediaId, seasonNumber: 1, episodeNumber };
  return { ...episode, rating, details: episodeDetails(episode), ...fields };
}

/** The member's rows as the reads give them, every part whole. */
async function everything(store: LibraryStore, uid: string) {
  const whole = { limit: 20_000, order: 'asc' } as const;
  const lists = await store.listLists(uid, { limit: 100 });
  return {
    watchlist: (await store.listMarks(uid, 'watchlist', whole)).results,
    favourites: (await store.listMarks(uid, 'favourites', whole)).results,
    ratings: (await store.listRatings(uid, whole)).results,
    diary: (await store.listDiary(uid, whole)).results,
    lists: await Promise.all(
      lists.results.map(async (list) => ({
        list,
        items: (await store.listListItems(uid, list.id, { limit: 5_000 })).results,
      })),
    ),
    shows: await store.followedShows(uid),
    episodeWatches: (await store.listEpisodeWatches(uid, { limit: 20_000 })).results,
    episodeRatings: (await store.listEpisodeRatings(uid, { limit: 20_000 })).results,
  };
}

const VARIED = plan({
  watchlist: [{ ...ALIEN, addedAt: T1 }, BREAKING_BAD],
  favourites: [{ ...FIGHT_CLUB, addedAt: T2 }],
  ratings: [
    { ...FIGHT_CLUB, rating: 9, ratedAt: T1 },
    { ...BREAKING_BAD, rating: 7.5 },
  ],
  diary: [
    {
      ...FIGHT_CLUB,
      watchedOn: '2024-01-01',
      rating: 8,
      note: 'First, "wow", time',
      createdAt: T1,
    },
    { ...FIGHT_CLUB, watchedOn: '2024-03-01', createdAt: T3 },
    // Two identical entries: two watches on one day.
    { ...ALIEN, watchedOn: '2024-02-01', createdAt: T2 },
    { ...ALIEN, watchedOn: '2024-02-01', createdAt: T2 },
  ],
  watched: [
    { ...FIGHT_CLUB, watchedOn: '2020-01-01' },
    { ...HEAT, watchedOn: '2020-05-05' },
  ],
  lists: [
    {
      name: 'Heists',
      description: 'Big jobs',
      createdAt: T1,
      items: [
        { ...HEAT, addedAt: T2 },
        { ...FIGHT_CLUB, addedAt: T1 },
      ],
    },
    { name: 'Empty', items: [] },
  ],
  shows: [
    { showId: BREAKING_BAD.mediaId, status: 'paused', cycle: 2, startedAt: T2, updatedAt: T3 },
  ],
  episodeWatches: [
    watch(1, { createdAt: T1 }),
    watch(1, { rewatch: 1, watchedOn: '2024-01-15', createdAt: T1 }),
    watch(1, { cycle: 2, watchedOn: '2024-02-15', createdAt: T2 }),
    // Followed by its watches alone.
    watch(1, { showId: GAME_OF_THRONES, watchedOn: '2024-03-01', createdAt: T3 }),
  ],
  episodeRatings: [episodeRating(1, 8, { ratedAt: T1 }), episodeRating(2, 6.5)],
});

describe.each(LIBRARY_ENGINES)('importing a library on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('writes every part, keeping the times it was given, and counts what it added', async () => {
    const { store } = library;
    const uid = newUid();
    expect(await store.importLibrary(uid, VARIED)).toEqual({
      watchlist: 2,
      favourites: 1,
      ratings: 2,
      // Four entries, and Heat's from `watched` (Fight Club has entries of its own).
      diary: 5,
      lists: 2,
      listItems: 2,
      shows: 2,
      episodeWatches: 4,
      episodeRatings: 2,
    });
    const imported = await everything(store, uid);
    expect(imported.watchlist.map((m) => [m.mediaId, m.addedAt])).toEqual([
      [348, T1],
      [1396, expect.any(Number)],
    ]);
    expect(imported.favourites.map((m) => [m.mediaId, m.addedAt])).toEqual([[550, T2]]);
    expect(imported.ratings.map((r) => [r.mediaId, r.rating, r.ratedAt > T3 || r.ratedAt])).toEqual(
      [
        [550, 9, T1],
        [1396, 7.5, true],
      ],
    );
    expect(
      imported.diary.map((e) => [
        e.mediaId,
        e.watchedOn,
        e.rating,
        e.note,
        e.createdAt > T3 || e.createdAt,
      ]),
    ).toEqual([
      [949, '2020-05-05', null, null, true],
      [550, '2024-01-01', 8, 'First, "wow", time', T1],
      [348, '2024-02-01', null, null, T2],
      [348, '2024-02-01', null, null, T2],
      [550, '2024-03-01', null, null, T3],
    ]);
    const [empty, heists] = imported.lists;
    expect(heists?.list).toMatchObject({ name: 'Heists', description: 'Big jobs', createdAt: T1 });
    expect(heists?.items.map((i) => [i.mediaId, i.position, i.addedAt])).toEqual([
      [949, 0, T2],
      [550, 1, T1],
    ]);
    expect(empty?.list).toMatchObject({ name: 'Empty', itemCount: 0 });
    expect(imported.shows).toEqual([
      expect.objectContaining({
        showId: GAME_OF_THRONES,
        cycle: 1,
        status: 'watching',
        startedAt: expect.any(Number),
      }),
      expect.objectContaining({
        showId: BREAKING_BAD.mediaId,
        cycle: 2,
        status: 'paused',
        startedAt: T2,
        updatedAt: T3,
      }),
    ]);
    expect(
      imported.episodeWatches.map((w) => [w.showId, w.cycle, w.rewatch, w.watchedOn, w.createdAt]),
    ).toEqual([
      [GAME_OF_THRONES, 1, 0, '2024-03-01', T3],
      [BREAKING_BAD.mediaId, 2, 0, '2024-02-15', T2],
      [BREAKING_BAD.mediaId, 1, 1, '2024-01-15', T1],
      [BREAKING_BAD.mediaId, 1, 0, '2024-01-01', T1],
    ]);
    // Newest rated first; the one without a time rated at the import's.
    expect(imported.episodeRatings).toEqual([
      { ...episodeRating(2, 6.5), ratedAt: expect.any(Number) as number },
      { ...episodeRating(1, 8), ratedAt: T1 },
    ]);
    expect(imported.episodeRatings[0]?.ratedAt).toBeGreaterThan(T3);
  });

  it('adds nothing when the same plan comes again', async () => {
    const { store } = library;
    const uid = newUid();
    await store.importLibrary(uid, VARIED);
    const before = await everything(store, uid);
    expect(await store.importLibrary(uid, VARIED)).toEqual(NOTHING);
    expect(await everything(store, uid)).toEqual(before);
  });

  it('keeps a followed show’s progress, raising its cycle only to that of its imported watches', async () => {
    const { store } = library;
    const uid = newUid();
    const paused = await store.setShowStatus(uid, BREAKING_BAD.mediaId, 'paused');
    const counts = await store.importLibrary(
      uid,
      plan({
        shows: [
          { showId: BREAKING_BAD.mediaId, status: 'dropped', cycle: 1, startedAt: T1 },
          // Followed at the cycle of its latest watch, which is beyond the one given.
          { showId: GAME_OF_THRONES, status: 'dropped', cycle: 1, startedAt: T1, updatedAt: T2 },
          // Each show once: its first row.
          { showId: GAME_OF_THRONES, status: 'watching', cycle: 5 },
        ],
        episodeWatches: [
          watch(1, { cycle: 3 }),
          watch(2, { cycle: 2 }),
          watch(1, { showId: GAME_OF_THRONES, cycle: 2 }),
        ],
      }),
    );
    expect(counts).toMatchObject({ shows: 1, episodeWatches: 3 });
    expect((await store.showWatches(uid, BREAKING_BAD.mediaId)).progress).toEqual({
      ...paused,
      cycle: 3,
    });
    expect((await store.showWatches(uid, GAME_OF_THRONES)).progress).toEqual({
      showId: GAME_OF_THRONES,
      cycle: 2,
      status: 'dropped',
      startedAt: T1,
      updatedAt: T2,
    });
    // A cycle never falls: watches of an earlier one leave it where it is.
    await store.importLibrary(uid, plan({ episodeWatches: [watch(3, { cycle: 1 })] }));
    expect((await store.showWatches(uid, BREAKING_BAD.mediaId)).progress?.cycle).toBe(3);
  });

  it('skips a watch the member has already, and a watch the plan has twice', async () => {
    const { store } = library;
    const uid = newUid();
    const [marked] = await store.markEpisodes(
      uid,
      BREAKING_BAD.mediaId,
      [{ seasonNumber: 1, episodeNumber: 1 }],
      { watchedOn: '2025-05-05' },
    );
    const counts = await store.importLibrary(
      uid,
      plan({
        episodeWatches: [
          // The same watch (show, cycle, episode and rewatch), on another day: it is there.
          watch(1, { watchedOn: '2024-01-01' }),
          watch(1, { rewatch: 1 }),
          watch(2),
          watch(2, { watchedOn: '2024-02-02' }),
        ],
      }),
    );
    expect(counts).toMatchObject({ shows: 0, episodeWatches: 2 });
    const { watches } = await store.showWatches(uid, BREAKING_BAD.mediaId);
    expect(watches.map((w) => [w.episodeNumber, w.rewatch, w.watchedOn])).toEqual([
      [1, 0, '2025-05-05'],
      [1, 1, '2024-01-01'],
      [2, 0, '2024-01-01'],
    ]);
    expect(watches[0]).toEqual(marked);
  });

  it('keeps a rating of the same value as it was, and replaces one of another value', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rate(uid, FIGHT_CLUB, 9);
    await store.rate(uid, ALIEN, 4);
    const [fightClub] = (await store.listRatings(uid, { order: 'asc' })).results;
    const counts = await store.importLibrary(
      uid,
      plan({
        ratings: [
          { ...FIGHT_CLUB, rating: 9, ratedAt: T1 },
          { ...ALIEN, rating: 6, ratedAt: T2 },
        ],
      }),
    );
    expect(counts.ratings).toBe(1);
    const ratings = (await store.listRatings(uid, { order: 'asc' })).results;
    expect(ratings.map((r) => [r.mediaId, r.rating, r.ratedAt])).toEqual([
      [348, 6, T2],
      [550, 9, fightClub?.ratedAt],
    ]);
  });

  it('keeps an episode rating of the same value as it was, date and details too, and replaces one of another value', async () => {
    const { store } = library;
    const uid = newUid();
    const old = (rated: ImportedEpisodeRating) => episodeDetails(rated, { name: 'Old name' });
    for (const [episodeNumber, rating] of [
      [1, 8],
      [2, 5],
    ] as const) {
      const rated = episodeRating(episodeNumber, rating);
      await store.rateEpisode(uid, rated, rating, old(rated));
    }
    const [, first] = (await store.listEpisodeRatings(uid)).results;
    const counts = await store.importLibrary(
      uid,
      plan({
        episodeRatings: [
          episodeRating(1, 8, { ratedAt: T1 }),
          episodeRating(2, 7, { ratedAt: T2 }),
          episodeRating(3, 9, { ratedAt: T3 }),
        ],
      }),
    );
    expect(counts).toEqual({ ...NOTHING, episodeRatings: 2 });
    const rated = (await store.listEpisodeRatings(uid)).results;
    expect(rated).toEqual([
      { ...episodeRating(1, 8), details: old(episodeRating(1, 8)), ratedAt: first?.ratedAt },
      { ...episodeRating(3, 9), ratedAt: T3 },
      { ...episodeRating(2, 7), ratedAt: T2 },
    ]);
  });

  it('takes the last of an episode’s ratings in the plan, and rates nothing of another member’s', async () => {
    const { store } = library;
    const [uid, other] = [newUid(), newUid()];
    await store.rateEpisode(other, episodeRating(1, 3), 3, episodeDetails(episodeRating(1, 3)));
    const before = await store.listEpisodeRatings(other);
    const counts = await store.importLibrary(
      uid,
      plan({
        episodeRatings: [
          episodeRating(1, 5, { ratedAt: T1 }),
          episodeRating(2, 4),
          episodeRating(1, 6, { ratedAt: T2 }),
        ],
      }),
    );
    expect(counts.episodeRatings).toBe(2);
    expect(await store.episodeRatingsOfShow(uid, BREAKING_BAD.mediaId)).toEqual([
      { seasonNumber: 1, episodeNumber: 1, rating: 6 },
      { seasonNumber: 1, episodeNumber: 2, rating: 4 },
    ]);
    expect(await store.listEpisodeRatings(other)).toEqual(before);
  });

  it('adds a diary entry only as often as the plan has it beyond the same ones there', async () => {
    const { store } = library;
    const uid = newUid();
    const entry = { ...FIGHT_CLUB, watchedOn: '2024-01-01', rating: 8, note: 'Again' };
    await store.addDiaryEntry(uid, entry);
    const counts = await store.importLibrary(
      uid,
      plan({
        diary: [
          entry,
          entry,
          // Another rating, another note, no note (a blank one is none): each a different entry.
          { ...entry, rating: 7 },
          { ...entry, note: 'Other' },
          { ...entry, note: '  ' },
        ],
      }),
    );
    expect(counts.diary).toBe(4);
    expect((await store.listDiary(uid)).total).toBe(5);
    expect((await store.importLibrary(uid, plan({ diary: [entry, entry, entry] }))).diary).toBe(1);
  });

  it('logs a watched title only when it has no entry, on the day given', async () => {
    const { store } = library;
    const uid = newUid();
    await store.addDiaryEntry(uid, { ...ALIEN, watchedOn: '2025-01-01' });
    const counts = await store.importLibrary(
      uid,
      plan({
        diary: [{ ...FIGHT_CLUB, watchedOn: '2024-01-01' }],
        watched: [
          { ...ALIEN, watchedOn: '2020-01-01' },
          { ...FIGHT_CLUB, watchedOn: '2020-01-01' },
          { ...HEAT, watchedOn: '2020-02-02' },
          { ...HEAT, watchedOn: '2020-03-03' },
        ],
      }),
    );
    expect(counts.diary).toBe(2);
    const diary = (await store.listDiary(uid, { title: HEAT })).results;
    expect(diary.map((e) => e.watchedOn)).toEqual(['2020-02-02']);
  });

  it('adds to a list of the same name the titles it lacks, after its own, in order', async () => {
    const { store } = library;
    const uid = newUid();
    const list = await store.createList(uid, { name: 'Heists', description: 'Mine' });
    await store.addListItem(uid, list.id, FIGHT_CLUB);
    const counts = await store.importLibrary(
      uid,
      plan({
        lists: [
          { name: ' Heists ', description: 'Theirs', items: [HEAT, FIGHT_CLUB, ALIEN] },
          { name: 'heists', items: [ALIEN] },
          // A second list of one name in the plan is the same list.
          { name: 'Heists', items: [BREAKING_BAD, HEAT] },
        ],
      }),
    );
    expect(counts).toMatchObject({ lists: 1, listItems: 4 });
    const items = await store.listListItems(uid, list.id);
    expect(items.results.map((i) => i.mediaId)).toEqual([550, 949, 348, 1396]);
    expect(await store.getList(uid, list.id)).toMatchObject({ description: 'Mine', itemCount: 4 });
  });

  it.each([
    [
      'ratings[1].rating: A rating is',
      'invalid-rating',
      plan({
        ratings: [
          { ...ALIEN, rating: 5 },
          { ...FIGHT_CLUB, rating: 10.5 },
        ],
      }),
    ],
    [
      'diary[0].watched_on: A watch date',
      'invalid-date',
      plan({ diary: [{ ...ALIEN, watchedOn: '2024-02-30' }] }),
    ],
    [
      'diary[0].note: A note is at most',
      'note-too-long',
      plan({ diary: [{ ...ALIEN, watchedOn: '2024-02-01', note: 'x'.repeat(1001) }] }),
    ],
    [
      'lists[0].items[1].media_id: 0 is not a title id',
      'invalid-title',
      plan({ lists: [{ name: 'A', items: [ALIEN, { mediaType: 'movie', mediaId: 0 }] }] }),
    ],
    [
      'lists[0].name: A list needs a name',
      'invalid-list-name',
      plan({ lists: [{ name: ' ', items: [] }] }),
    ],
    [
      'favorites[0].added_at: A time is',
      'invalid-date',
      plan({ favourites: [{ ...ALIEN, addedAt: Date.parse('2030-01-01') }] }),
    ],
    [
      'lists[0].description: A list',
      'invalid-text',
      plan({ lists: [{ name: 'A', description: 'a\u0000b', items: [] }] }),
    ],
    [
      'shows[1].status: A show is being watched, paused or dropped',
      'invalid-status',
      plan({
        shows: [
          { showId: GAME_OF_THRONES, status: 'paused', cycle: 1 },
          { showId: BREAKING_BAD.mediaId, status: 'finished' as never, cycle: 1 },
        ],
      }),
    ],
    [
      'shows[0].cycle: A cycle',
      'invalid-episode',
      plan({ shows: [{ showId: BREAKING_BAD.mediaId, status: 'watching', cycle: 0 }] }),
    ],
    [
      'shows[0].media_id: 0 is not a title id',
      'invalid-title',
      plan({ shows: [{ showId: 0, status: 'watching', cycle: 1 }] }),
    ],
    [
      'episode_watches[3]: An episode has a whole season number from 0',
      'invalid-episode',
      plan({ episodeWatches: [watch(1), watch(2), watch(3), watch(4, { seasonNumber: -1 })] }),
    ],
    [
      'episode_watches[1]: An episode has a whole season number from 0 (the specials) and episode number from 1',
      'invalid-episode',
      plan({ episodeWatches: [watch(1), watch(0)] }),
    ],
    [
      'episode_watches[0].rewatch: A rewatch is',
      'invalid-episode',
      plan({ episodeWatches: [watch(1, { rewatch: 0.5 })] }),
    ],
    [
      'episode_watches[0].cycle: A cycle',
      'invalid-episode',
      plan({ episodeWatches: [watch(1, { cycle: 0 })] }),
    ],
    [
      'episode_watches[0].show_id: 0 is not a title id',
      'invalid-title',
      plan({ episodeWatches: [watch(1, { showId: 0 })] }),
    ],
    [
      'episode_watches[0].watched_on: A watch date',
      'invalid-date',
      plan({ episodeWatches: [watch(1, { watchedOn: '2024-02-30' })] }),
    ],
    [
      'episode_watches[0].logged_at: A time is',
      'invalid-date',
      plan({ episodeWatches: [watch(1, { createdAt: Date.parse('2030-01-01') })] }),
    ],
    [
      'episode_ratings[1].rating: A rating is',
      'invalid-rating',
      plan({ episodeRatings: [episodeRating(1, 8), episodeRating(2, 7.25)] }),
    ],
    [
      'episode_ratings[0]: An episode has a whole season number from 0',
      'invalid-episode',
      plan({ episodeRatings: [episodeRating(1, 8, { seasonNumber: 1.5 })] }),
    ],
    [
      'episode_ratings[0].show_id: 0 is not a title id',
      'invalid-title',
      plan({ episodeRatings: [episodeRating(1, 8, { showId: 0 })] }),
    ],
    [
      'episode_ratings[0].rated_at: A time is',
      'invalid-date',
      plan({ episodeRatings: [episodeRating(1, 8, { ratedAt: Date.parse('2030-01-01') })] }),
    ],
    [
      "episode_ratings[1].details: An episode's details must name it",
      'invalid-episode',
      plan({
        episodeRatings: [
          episodeRating(1, 8),
          episodeRating(2, 8, { details: episodeDetails(episodeRating(3, 8)) }),
        ],
      }),
    ],
  ])('refuses the whole plan, naming where: %s', async (where, code, bad) => {
    const { store } = library;
    const uid = newUid();
    const refused = store.importLibrary(uid, {
      ...bad,
      watchlist: [ALIEN],
      episodeWatches: [...bad.episodeWatches, watch(9, { showId: 1400 })],
    });
    await expect(refused).rejects.toMatchObject({ code });
    await expect(refused).rejects.toThrow(new RegExp(`^${where.replace(/[.[\]()]/g, '\\$&')}`));
    expect((await store.listMarks(uid, 'watchlist')).total).toBe(0);
    expect(await store.followedShows(uid)).toEqual([]);
    expect((await store.listEpisodeWatches(uid)).total).toBe(0);
    expect((await store.listEpisodeRatings(uid)).total).toBe(0);
  });

  it('holds the limits for the result: lists, items of a list, diary entries', async () => {
    const { store } = library;
    const uid = newUid();
    for (let index = 0; index < 99; index += 1) await store.createList(uid, { name: `L${index}` });
    await expect(
      store.importLibrary(
        uid,
        plan({
          lists: [
            { name: 'L1', items: [] },
            { name: 'New', items: [] },
            { name: 'Newer', items: [] },
          ],
        }),
      ),
    ).rejects.toThrow(/^lists\[2\]: One has at most 100 lists/);
    expect((await store.listLists(uid)).total).toBe(99);

    const titles = Array.from({ length: 5_001 }, (_, index) => ({
      mediaType: 'movie' as const,
      mediaId: index + 1,
    }));
    await expect(
      store.importLibrary(uid, plan({ lists: [{ name: 'L0', items: titles }] })),
    ).rejects.toThrow(/^lists\[0\]\.items: A list holds at most 5,000 titles/);
    expect(
      await store.importLibrary(
        uid,
        plan({ lists: [{ name: 'L0', items: titles.slice(0, 5_000) }] }),
      ),
    ).toMatchObject({ listItems: 5_000 });

    const other = newUid();
    await store.addDiaryEntry(other, { ...ALIEN, watchedOn: '2024-01-01' });
    const diary = titles
      .slice(0, 4)
      .flatMap((title) =>
        Array.from({ length: 5_000 }, () => ({ ...title, watchedOn: '2024-01-01' })),
      );
    await expect(store.importLibrary(other, plan({ diary }))).rejects.toThrow(
      /^diary: A diary holds at most 20,000 entries/,
    );
    expect((await store.listDiary(other)).total).toBe(1);
  });

  it('takes a member’s every episode watch, beyond the 50,000 rows, up to their limit', async () => {
    const { store } = library;
    const uid = newUid();
    // 200,000 watches: a thousand shows of two hundred episodes.
    const watches = Array.from({ length: 200_000 }, (_, index) =>
      watch(1 + (index % 200), { showId: 1 + Math.floor(index / 200) }),
    );
    await expect(
      store.importLibrary(uid, plan({ episodeWatches: [...watches, watch(201, { showId: 1 })] })),
    ).rejects.toThrow(/^episode_watches: A member keeps at most 200,000 episode watches/);
    expect(await store.importLibrary(uid, plan({ episodeWatches: watches }))).toMatchObject({
      shows: 1_000,
      episodeWatches: 200_000,
    });
    // Those there already are no more, and one more is one too many.
    await expect(
      store.importLibrary(uid, plan({ episodeWatches: [watches[0] as ImportedEpisodeWatch] })),
    ).resolves.toMatchObject({ episodeWatches: 0 });
    await expect(
      store.importLibrary(uid, plan({ episodeWatches: [watch(201, { showId: 1 })] })),
    ).rejects.toMatchObject({ code: 'episodes-full' });
    expect((await store.listEpisodeWatches(uid, { limit: 1 })).total).toBe(200_000);
  });

  it('refuses a plan of more than 50,000 rows', async () => {
    const watchlist = Array.from({ length: 50_001 }, (_, index) => ({
      mediaType: 'movie' as const,
      mediaId: index + 1,
    }));
    await expect(library.store.importLibrary(newUid(), plan({ watchlist }))).rejects.toMatchObject({
      code: 'too-many-titles',
    });
    // Episode ratings are rows of the 50,000.
    await expect(
      library.store.importLibrary(
        newUid(),
        plan({ watchlist: watchlist.slice(1), episodeRatings: [episodeRating(1, 5)] }),
      ),
    ).rejects.toMatchObject({ code: 'too-many-titles' });
  });

  it('writes a large import in tens of statements, not one per row', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const store = createLibraryStore({
      ...library.database,
      db: library.database.db.withPlugin(counting),
    });
    const titles = Array.from({ length: 2_000 }, (_, index) => ({
      mediaType: 'movie' as const,
      mediaId: index + 1,
    }));
    const counts = await store.importLibrary(
      newUid(),
      plan({
        watchlist: titles,
        favourites: titles,
        ratings: titles.map((title) => ({ ...title, rating: 5 })),
        diary: titles.map((title) => ({ ...title, watchedOn: '2024-01-01' })),
        lists: [{ name: 'All', items: titles }],
      }),
    );
    expect(counts).toMatchObject({ watchlist: 2_000, diary: 2_000, listItems: 2_000 });
    // 10,000 rows: two chunks of each kind, the reads before them, the locks.
    expect(statements).toBeLessThan(30);
  });
});
