import { describe, expect, it } from 'vitest';
import {
  episodeDetails,
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  showDetails,
  useTestLibrary,
} from '../../test/test-library.js';
import { DEFAULT_SETTINGS } from './member-settings-queries.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;
const HEAT = { mediaType: 'movie', mediaId: 949 } as const;
const BREAKING_BAD = { mediaType: 'tv', mediaId: 1396 } as const;

describe.each(LIBRARY_ENGINES)('exporting a library on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('gives everything oldest first, list items in the owner’s order, with details', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles([movieDetails(550, { title: 'Fight Club' }), showDetails(1396)]);
    await store.setMark(uid, 'watchlist', HEAT, true);
    await store.setMark(uid, 'watchlist', FIGHT_CLUB, true);
    await store.setMark(uid, 'favourites', BREAKING_BAD, true);
    await store.rate(uid, ALIEN, 6);
    await store.rate(uid, FIGHT_CLUB, 9);
    await store.addDiaryEntry(uid, { ...ALIEN, watchedOn: '2026-01-02', note: 'Later' });
    await store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-01-01', rating: 8 });
    await store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-01-02' });
    const first = await store.createList(uid, { name: 'First', description: 'One' });
    const second = await store.createList(uid, { name: 'Second' });
    for (const title of [HEAT, FIGHT_CLUB, BREAKING_BAD])
      await store.addListItem(uid, first.id, title);
    await store.moveListItem(uid, first.id, BREAKING_BAD, 0);
    await store.addListItem(uid, second.id, ALIEN);
    // Another member's rows are none of this export's.
    const other = newUid();
    await store.setMark(other, 'watchlist', ALIEN, true);
    await store.createList(other, { name: 'Not mine' });

    const contents = await store.exportLibrary(uid);
    expect(contents.settings).toEqual(DEFAULT_SETTINGS);
    expect(contents.watchlist.map((m) => [m.mediaId, m.rating])).toEqual([
      [949, null],
      [550, 9],
    ]);
    expect(contents.watchlist[1]?.details).toMatchObject({ title: 'Fight Club' });
    expect(contents.watchlist[0]?.details).toBeNull();
    expect(contents.favourites.map((m) => m.mediaId)).toEqual([1396]);
    expect(contents.ratings.map((r) => [r.mediaId, r.rating])).toEqual([
      [348, 6],
      [550, 9],
    ]);
    expect(contents.diary.map((e) => [e.mediaId, e.watchedOn, e.rating, e.note])).toEqual([
      [550, '2026-01-01', 8, null],
      [348, '2026-01-02', null, 'Later'],
      [550, '2026-01-02', null, null],
    ]);
    expect(contents.lists.map(({ list }) => list.name)).toEqual(['First', 'Second']);
    expect(contents.lists[0]?.items.map((i) => [i.mediaId, i.position])).toEqual([
      [1396, 0],
      [949, 1],
      [550, 2],
    ]);
    expect(contents.lists[0]?.items[0]?.details).toMatchObject({ name: 'Show 1396' });
    expect(contents.lists[1]?.items.map((i) => [i.mediaId, i.rating])).toEqual([[348, 6]]);
  });

  it('gives every show followed with its cycle and status, and every watch oldest first', async () => {
    const { store } = library;
    const uid = newUid();
    await store.rememberTitles([showDetails(1396)]);
    const episode = (seasonNumber: number, episodeNumber: number) => ({
      seasonNumber,
      episodeNumber,
    });
    await store.markEpisodes(uid, 1396, [episode(1, 1), episode(1, 2)], {
      watchedOn: '2026-05-01',
    });
    await store.markEpisodes(uid, 1399, [episode(1, 1)], { watchedOn: '2026-05-02' });
    // Watched the same day as the first two, logged after them.
    await store.markEpisodes(uid, 1399, [episode(0, 1)], { watchedOn: '2026-05-01' });
    await store.markEpisodes(uid, 1396, [episode(1, 1)], { watchedOn: '2026-05-03', again: true });
    await store.setShowStatus(uid, 1399, 'dropped');
    const again = await store.startShowAgain(uid, 1396);
    await store.markEpisodes(uid, 1396, [episode(1, 1)], { watchedOn: '2026-06-01' });
    await store.markEpisodes(newUid(), 1396, [episode(1, 3)], { watchedOn: '2026-05-01' });

    const { shows, episodeWatches } = await store.exportLibrary(uid);
    // By when the current cycle began: the second cycle of 1396 began after 1399 was followed.
    expect(shows.map((show) => [show.showId, show.cycle, show.status])).toEqual([
      [1399, 1, 'dropped'],
      [1396, 2, 'watching'],
    ]);
    expect(shows[1]).toMatchObject({ startedAt: again.startedAt, updatedAt: expect.any(Number) });
    expect(shows[1]?.details).toMatchObject({ name: 'Show 1396' });
    expect(shows[0]?.details).toBeNull();
    expect(
      episodeWatches.map((watch) => [
        watch.showId,
        `S${watch.seasonNumber}E${watch.episodeNumber}`,
        watch.cycle,
        watch.rewatch,
        watch.watchedOn,
      ]),
    ).toEqual([
      [1396, 'S1E1', 1, 0, '2026-05-01'],
      [1396, 'S1E2', 1, 0, '2026-05-01'],
      [1399, 'S0E1', 1, 0, '2026-05-01'],
      [1399, 'S1E1', 1, 0, '2026-05-02'],
      [1396, 'S1E1', 1, 1, '2026-05-03'],
      [1396, 'S1E1', 2, 0, '2026-06-01'],
    ]);
    expect(episodeWatches[0]?.createdAt).toBe(episodeWatches[1]?.createdAt);
    expect(episodeWatches[2]?.createdAt).toBeGreaterThan(episodeWatches[3]?.createdAt as number);
  });

  it('gives the member’s settings row when there is one', async () => {
    const uid = newUid();
    await library.database.db
      .insertInto('member_settings')
      .values({
        uid,
        display_name: 'Ann',
        hide_watched: 1,
        watch_region: 'GB',
        watch_providers: '8,9001',
        count_rent_buy: 1,
        language: 'ar',
        theme: 'light',
        keyboard_shortcuts: 0,
        updated_at: 1,
      })
      .execute();
    expect((await library.store.exportLibrary(uid)).settings).toEqual({
      displayName: 'Ann',
      hideWatched: true,
      watchRegion: 'GB',
      watchProviders: [8, 9001],
      countRentBuy: true,
      onlyMyServices: false,
      language: 'ar',
      theme: 'light',
      keyboardShortcuts: false,
    });
  });

  it('gives an empty library for a member with nothing', async () => {
    expect(await library.store.exportLibrary(newUid())).toEqual({
      settings: DEFAULT_SETTINGS,
      watchlist: [],
      favourites: [],
      ratings: [],
      diary: [],
      lists: [],
      shows: [],
      episodeWatches: [],
      episodeRatings: [],
      savedFilters: [],
    });
  });

  it('gives every episode rating, oldest first, then by show, season and episode', async () => {
    const { store } = library;
    const uid = newUid();
    const T1 = Date.parse('2024-01-01T10:00:00Z');
    const T2 = Date.parse('2024-02-01T10:00:00Z');
    const episode = (showId: number, seasonNumber: number, episodeNumber: number) => ({
      showId,
      seasonNumber,
      episodeNumber,
    });
    // Rated at two moments only, so the ties go by show, season and episode.
    const ratings = [
      { ...episode(1399, 1, 1), rating: 6, ratedAt: T2 },
      { ...episode(1396, 2, 1), rating: 9, ratedAt: T1 },
      { ...episode(1396, 1, 3), rating: 7.5, ratedAt: T1 },
      { ...episode(1396, 0, 1), rating: 5, ratedAt: T2 },
    ];
    await store.importLibrary(uid, {
      watchlist: [],
      favourites: [],
      ratings: [],
      diary: [],
      watched: [],
      lists: [],
      shows: [],
      episodeWatches: [],
      episodeRatings: ratings.map((rated) => ({ ...rated, details: episodeDetails(rated) })),
    });
    await store.rateEpisode(newUid(), episode(1396, 1, 1), 4, episodeDetails(episode(1396, 1, 1)));
    const { episodeRatings } = await store.exportLibrary(uid);
    expect(episodeRatings).toEqual(
      [ratings[2], ratings[1], ratings[3], ratings[0]].map((rated) => ({
        ...rated,
        details: episodeDetails(rated as (typeof ratings)[number]),
      })),
    );
  });

  it('exports the saved filters in the member’s order, and nobody else’s', async () => {
    const { store } = library;
    const uid = newUid();
    const first = await store.createSavedFilter(uid, {
      name: 'Dramas',
      mediaType: 'movie',
      query: 'genre=18',
      pinned: true,
    });
    const second = await store.createSavedFilter(uid, {
      name: 'Sitcoms',
      mediaType: 'tv',
      query: 'genre=35',
    });
    await store.updateSavedFilter(uid, second.id, { position: 0 });
    await store.createSavedFilter(newUid(), { name: 'Theirs', mediaType: 'movie', query: '' });
    expect((await store.exportLibrary(uid)).savedFilters).toEqual([
      { ...second, position: 0 },
      { ...first, position: 1 },
    ]);
  });

  it('names the titles whose details were never remembered, each once, in order', async () => {
    const { store } = library;
    await store.rememberTitles([movieDetails(7001), showDetails(7002)]);
    const ids = Array.from({ length: 2_500 }, (_, index) => ({
      mediaType: 'movie' as const,
      mediaId: 10_000 + index,
    }));
    expect(
      await store.unrememberedTitles([
        { mediaType: 'tv', mediaId: 7001 },
        { mediaType: 'movie', mediaId: 7001 },
        { mediaType: 'tv', mediaId: 7002 },
        { mediaType: 'tv', mediaId: 7001 },
      ]),
    ).toEqual([{ mediaType: 'tv', mediaId: 7001 }]);
    // More than one query's worth of ids.
    await store.rememberTitles([movieDetails(12_499)]);
    const unknown = await store.unrememberedTitles(ids);
    expect(unknown).toHaveLength(2_499);
    expect(unknown.at(-1)).toEqual({ mediaType: 'movie', mediaId: 12_498 });
  });
});
