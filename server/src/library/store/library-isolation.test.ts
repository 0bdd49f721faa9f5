import { describe, expect, it } from 'vitest';
import {
  episodeDetails,
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  useTestLibrary,
} from '../../test/test-library.js';
import type { LibraryStore } from './library-store.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;
const SHOW = 1396;
const PILOT = { seasonNumber: 1, episodeNumber: 1 };
const FELINA = { showId: 1396, seasonNumber: 5, episodeNumber: 16 } as const;
const GRANITE_STATE = { showId: 1396, seasonNumber: 5, episodeNumber: 15 } as const;

/** What the first user made, by id, for the second to aim at. */
interface Owned {
  listId: number;
  diaryId: number;
  watchId: number;
  feedSecret: string;
  savedFilterId: number;
}

/**
 * Every method of the store, called by an intruder with the owner's ids and titles. Typed over
 * LibraryStore's keys, so a new method cannot be left out.
 */
const intrusions: {
  [Method in keyof LibraryStore]: (
    store: LibraryStore,
    intruder: string,
    owned: Owned,
  ) => Promise<unknown>;
} = {
  // Details are the catalogue's, shared by everyone: remembering a title puts it in no library.
  rememberTitles: async (store) => store.rememberTitles([movieDetails(680)]),
  setMark: async (store, intruder) => {
    expect(await store.setMark(intruder, 'watchlist', FIGHT_CLUB, false)).toBe(false);
    expect(await store.setMark(intruder, 'favourites', FIGHT_CLUB, false)).toBe(false);
  },
  listMarks: async (store, intruder) =>
    expect(await store.listMarks(intruder, 'watchlist')).toEqual({ results: [], total: 0 }),
  watchlistShowIds: async (store, intruder) =>
    expect(await store.watchlistShowIds(intruder)).toEqual([]),
  watchlistMoviesReleased: async (store, intruder) =>
    expect(
      await store.watchlistMoviesReleased(intruder, { start: '1870-01-01', end: '2100-12-31' }),
    ).toEqual([]),
  rate: async (store, intruder) => store.rate(intruder, FIGHT_CLUB, 1),
  unrate: async (store, intruder) => expect(await store.unrate(intruder, ALIEN)).toBe(false),
  listRatings: async (store, intruder) =>
    expect((await store.listRatings(intruder)).results.map((rated) => rated.mediaId)).toEqual([
      550,
    ]),
  // The intruder's own rating of the same episode, beside the owner's.
  rateEpisode: async (store, intruder) =>
    expect(await store.rateEpisode(intruder, FELINA, 1, episodeDetails(FELINA))).toBe(true),
  unrateEpisode: async (store, intruder) =>
    expect(await store.unrateEpisode(intruder, GRANITE_STATE)).toBe(false),
  listEpisodeRatings: async (store, intruder) =>
    expect((await store.listEpisodeRatings(intruder)).results.map(({ rating }) => rating)).toEqual([
      1,
    ]),
  episodeRatingsOfShow: async (store, intruder) =>
    expect(await store.episodeRatingsOfShow(intruder, FELINA.showId)).toEqual([
      { seasonNumber: 5, episodeNumber: 16, rating: 1 },
    ]),
  calendarFeedSecret: async (store, intruder, { feedSecret }) =>
    expect(await store.calendarFeedSecret(intruder)).not.toBe(feedSecret),
  resetCalendarFeed: async (store, intruder, { feedSecret }) =>
    expect(await store.resetCalendarFeed(intruder)).not.toBe(feedSecret),
  // By secret, for a calendar app: the intruder's secret opens the intruder's feed only.
  calendarFeedOwner: async (store, intruder) =>
    expect(await store.calendarFeedOwner(await store.calendarFeedSecret(intruder))).toBe(intruder),
  titleStates: async (store, intruder) =>
    expect(await store.titleStates(intruder, [FIGHT_CLUB, ALIEN])).toEqual(
      [FIGHT_CLUB, ALIEN].map((title) => ({
        ...title,
        watchlist: false,
        favourite: false,
        rating: title === FIGHT_CLUB ? 1 : null,
        watchCount: 0,
        listIds: [],
      })),
    ),
  addDiaryEntry: async (store, intruder) =>
    store.addDiaryEntry(intruder, { ...ALIEN, watchedOn: '2026-06-01' }),
  deleteDiaryEntry: async (store, intruder, { diaryId }) =>
    expect(await store.deleteDiaryEntry(intruder, diaryId)).toBe(false),
  listDiary: async (store, intruder, { diaryId }) =>
    expect((await store.listDiary(intruder)).results.map((entry) => entry.id)).not.toContain(
      diaryId,
    ),
  createList: async (store, intruder) => store.createList(intruder, { name: 'Mine' }),
  updateList: async (store, intruder, { listId }) =>
    expect(store.updateList(intruder, listId, { name: 'Taken' })).rejects.toMatchObject({
      code: 'list-not-found',
    }),
  deleteList: async (store, intruder, { listId }) =>
    expect(await store.deleteList(intruder, listId)).toBe(false),
  getList: async (store, intruder, { listId }) =>
    expect(await store.getList(intruder, listId)).toBeUndefined(),
  listLists: async (store, intruder, { listId }) =>
    expect((await store.listLists(intruder)).results.map((list) => list.id)).not.toContain(listId),
  addListItem: async (store, intruder, { listId }) =>
    expect(store.addListItem(intruder, listId, FIGHT_CLUB)).rejects.toMatchObject({
      code: 'list-not-found',
    }),
  removeListItem: async (store, intruder, { listId }) =>
    expect(store.removeListItem(intruder, listId, ALIEN)).rejects.toMatchObject({
      code: 'list-not-found',
    }),
  moveListItem: async (store, intruder, { listId }) =>
    expect(store.moveListItem(intruder, listId, ALIEN, 1)).rejects.toMatchObject({
      code: 'list-not-found',
    }),
  listItemStatus: async (store, intruder, { listId }) =>
    expect(store.listItemStatus(intruder, listId, ALIEN)).rejects.toMatchObject({
      code: 'list-not-found',
    }),
  listListItems: async (store, intruder, { listId }) =>
    expect(store.listListItems(intruder, listId)).rejects.toMatchObject({ code: 'list-not-found' }),
  // A list of the owner's name is a new list of the intruder's, never an addition to the owner's.
  importLibrary: async (store, intruder) =>
    expect(
      await store.importLibrary(intruder, {
        watchlist: [ALIEN],
        favourites: [],
        ratings: [{ ...ALIEN, rating: 2 }],
        diary: [{ ...ALIEN, watchedOn: '2026-05-01' }],
        watched: [],
        lists: [{ name: 'Owned', items: [FIGHT_CLUB] }],
        shows: [],
        episodeWatches: [],
        // An episode the owner rated: the intruder's own new rating.
        episodeRatings: [{ ...FELINA, rating: 2, details: episodeDetails(FELINA) }],
      }),
    ).toMatchObject({ lists: 1, listItems: 1, episodeRatings: 1 }),
  unrememberedTitles: async (store) => store.unrememberedTitles([ALIEN, FIGHT_CLUB]),
  exportLibrary: async (store, intruder, { listId, diaryId }) => {
    const contents = await store.exportLibrary(intruder);
    expect(contents.lists.map(({ list }) => list.id)).not.toContain(listId);
    expect(contents.diary.map((entry) => entry.id)).not.toContain(diaryId);
    expect(contents.favourites).toEqual([]);
  },
  deleteMemberData: async (store, intruder) => store.deleteMemberData(intruder),
  getSettings: async (store, intruder) =>
    expect((await store.getSettings(intruder)).displayName).not.toBe('Owner'),
  updateSettings: async (store, intruder) =>
    store.updateSettings(intruder, { displayName: 'Intruder', hideWatched: true }),
  setListPublic: async (store, intruder, { listId }) => {
    for (const isPublic of [true, false])
      await expect(store.setListPublic(intruder, listId, isPublic)).rejects.toMatchObject({
        code: 'list-not-found',
      });
  },
  // By share id, for anybody: the owner's list is not public, so nobody finds it by any id.
  getSharedList: async (store, _intruder, { listId }) =>
    expect(await store.getSharedList(String(listId).padStart(22, '0'))).toBeUndefined(),
  likedTitles: async (store, intruder) =>
    expect((await store.likedTitles(intruder, 10)).map((liked) => liked.mediaId)).not.toContain(
      ALIEN.mediaId,
    ),
  // The intruder's own progress of the owner's show is theirs, never a change to the owner's.
  markEpisodes: async (store, intruder) =>
    expect(
      await store.markEpisodes(intruder, SHOW, [PILOT], { watchedOn: '2026-05-02' }),
    ).toMatchObject([{ cycle: 1, rewatch: 0 }]),
  unmarkEpisodes: async (store, intruder) =>
    expect(await store.unmarkEpisodes(intruder, SHOW, [PILOT])).toBe(1),
  deleteEpisodeWatch: async (store, intruder, { watchId }) =>
    expect(await store.deleteEpisodeWatch(intruder, watchId)).toBe(false),
  showWatches: async (store, intruder, { watchId }) =>
    expect(
      (await store.showWatches(intruder, SHOW)).watches.map((watch) => watch.id),
    ).not.toContain(watchId),
  followedShows: async (store, intruder) =>
    expect((await store.followedShows(intruder)).map((show) => show.watchedEpisodes)).toEqual([0]),
  setShowStatus: async (store, intruder) => store.setShowStatus(intruder, SHOW, 'dropped'),
  startShowAgain: async (store, intruder) => store.startShowAgain(intruder, SHOW),
  watchedInCurrentCycles: async (store, intruder) =>
    expect(await store.watchedInCurrentCycles(intruder, [SHOW])).toEqual([]),
  listEpisodeWatches: async (store, intruder, { watchId }) =>
    expect(
      (await store.listEpisodeWatches(intruder)).results.map((watch) => watch.id),
    ).not.toContain(watchId),
  listSavedFilters: async (store, intruder) =>
    expect(await store.listSavedFilters(intruder)).toEqual([]),
  createSavedFilter: async (store, intruder) =>
    store.createSavedFilter(intruder, { name: 'Mine', mediaType: 'movie', query: 'genre=18' }),
  updateSavedFilter: async (store, intruder, { savedFilterId }) =>
    expect(
      store.updateSavedFilter(intruder, savedFilterId, { name: 'Taken', pinned: false }),
    ).rejects.toMatchObject({ code: 'saved-filter-not-found' }),
  deleteSavedFilter: async (store, intruder, { savedFilterId }) =>
    expect(await store.deleteSavedFilter(intruder, savedFilterId)).toBe(false),
};

describe.each(LIBRARY_ENGINES)("another user's library on %s", (engine) => {
  const library = useTestLibrary(engine);

  it('can be neither read nor changed through any method, with any id', async () => {
    const { store } = library;
    const owner = newUid();
    const intruder = newUid();
    await store.setMark(owner, 'watchlist', ALIEN, true);
    await store.setMark(owner, 'favourites', ALIEN, true);
    await store.rate(owner, ALIEN, 9);
    const diary = await store.addDiaryEntry(owner, { ...ALIEN, watchedOn: '2026-05-01' });
    const list = await store.createList(owner, { name: 'Owned' });
    await store.addListItem(owner, list.id, ALIEN);
    await store.addListItem(owner, list.id, FIGHT_CLUB);
    await store.updateSettings(owner, { displayName: 'Owner' });
    const [watch] = await store.markEpisodes(owner, SHOW, [PILOT], { watchedOn: '2026-05-01' });
    await store.rateEpisode(owner, FELINA, 9, episodeDetails(FELINA));
    await store.rateEpisode(owner, GRANITE_STATE, 8, episodeDetails(GRANITE_STATE));
    const feedSecret = await store.calendarFeedSecret(owner);
    const savedFilter = await store.createSavedFilter(owner, {
      name: 'Dramas',
      mediaType: 'movie',
      query: 'genre=18',
      pinned: true,
    });
    const everything = async () => ({
      watchlist: await store.listMarks(owner, 'watchlist'),
      favourites: await store.listMarks(owner, 'favourites'),
      ratings: await store.listRatings(owner),
      diary: await store.listDiary(owner),
      lists: await store.listLists(owner),
      items: await store.listListItems(owner, list.id),
      states: await store.titleStates(owner, [ALIEN, FIGHT_CLUB]),
      settings: await store.getSettings(owner),
      liked: await store.likedTitles(owner, 10),
      shows: await store.followedShows(owner),
      watches: await store.showWatches(owner, SHOW),
      episodes: await store.listEpisodeRatings(owner),
      show: await store.episodeRatingsOfShow(owner, FELINA.showId),
      feed: await store.calendarFeedSecret(owner),
      feedOwner: await store.calendarFeedOwner(feedSecret),
      savedFilters: await store.listSavedFilters(owner),
    });
    const before = await everything();

    for (const intrude of Object.values(intrusions))
      await intrude(store, intruder, {
        listId: list.id,
        diaryId: diary.id,
        watchId: watch!.id,
        feedSecret,
        savedFilterId: savedFilter.id,
      });

    expect(await everything()).toEqual(before);
  });
});
