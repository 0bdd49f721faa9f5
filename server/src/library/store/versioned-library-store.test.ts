import { describe, expect, it } from 'vitest';
import { episodeDetails, movieDetails, newUid, useTestLibrary } from '../../test/test-library.js';
import type { AnswerVersions } from './answer-versions.js';
import type { LibraryStore } from './library-store.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;
const SHOW = 1396;
const PILOT = { seasonNumber: 1, episodeNumber: 1 };
const FELINA = { showId: 1396, seasonNumber: 5, episodeNumber: 16 } as const;

/** What the member owns before the call, for calls that name a list or an entry. */
interface Owned {
  listId: number;
  entryId: number;
  watchId: number;
  savedFilterId: number;
}

type Changes = 'nobody' | 'the member' | 'everyone';

/**
 * Every method of the store, called for a member, and whose reads it changes. Typed over
 * LibraryStore's keys, so a new method cannot be left out.
 */
const calls: {
  [Method in Exclude<keyof LibraryStore, 'answerVersions'>]: {
    changes: Changes;
    call: (store: LibraryStore, uid: string, owned: Owned) => Promise<unknown>;
  };
} = {
  rememberTitles: {
    changes: 'everyone',
    call: (store) => store.rememberTitles([movieDetails(348)]),
  },
  setMark: {
    changes: 'the member',
    call: (store, uid) => store.setMark(uid, 'favourites', ALIEN, true),
  },
  listMarks: { changes: 'nobody', call: (store, uid) => store.listMarks(uid, 'watchlist') },
  watchlistShowIds: { changes: 'nobody', call: (store, uid) => store.watchlistShowIds(uid) },
  watchlistMoviesReleased: {
    changes: 'nobody',
    call: (store, uid) =>
      store.watchlistMoviesReleased(uid, { start: '2026-01-01', end: '2026-12-31' }),
  },
  rate: { changes: 'the member', call: (store, uid) => store.rate(uid, ALIEN, 4) },
  unrate: { changes: 'the member', call: (store, uid) => store.unrate(uid, FIGHT_CLUB) },
  listRatings: { changes: 'nobody', call: (store, uid) => store.listRatings(uid) },
  rateEpisode: {
    changes: 'the member',
    call: (store, uid) => store.rateEpisode(uid, FELINA, 4, episodeDetails(FELINA)),
  },
  unrateEpisode: { changes: 'the member', call: (store, uid) => store.unrateEpisode(uid, FELINA) },
  listEpisodeRatings: { changes: 'nobody', call: (store, uid) => store.listEpisodeRatings(uid) },
  episodeRatingsOfShow: {
    changes: 'nobody',
    call: (store, uid) => store.episodeRatingsOfShow(uid, FELINA.showId),
  },
  calendarFeedSecret: { changes: 'nobody', call: (store, uid) => store.calendarFeedSecret(uid) },
  resetCalendarFeed: { changes: 'the member', call: (store, uid) => store.resetCalendarFeed(uid) },
  calendarFeedOwner: {
    changes: 'nobody',
    call: (store) => store.calendarFeedOwner('A'.repeat(32)),
  },
  titleStates: { changes: 'nobody', call: (store, uid) => store.titleStates(uid, [ALIEN]) },
  addDiaryEntry: {
    changes: 'the member',
    call: (store, uid) => store.addDiaryEntry(uid, { ...ALIEN, watchedOn: '2026-06-01' }),
  },
  deleteDiaryEntry: {
    changes: 'the member',
    call: (store, uid, { entryId }) => store.deleteDiaryEntry(uid, entryId),
  },
  listDiary: { changes: 'nobody', call: (store, uid) => store.listDiary(uid) },
  createList: { changes: 'the member', call: (store, uid) => store.createList(uid, { name: 'B' }) },
  updateList: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.updateList(uid, listId, { name: 'Renamed' }),
  },
  deleteList: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.deleteList(uid, listId),
  },
  getList: { changes: 'nobody', call: (store, uid, { listId }) => store.getList(uid, listId) },
  listLists: { changes: 'nobody', call: (store, uid) => store.listLists(uid) },
  addListItem: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.addListItem(uid, listId, ALIEN),
  },
  removeListItem: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.removeListItem(uid, listId, FIGHT_CLUB),
  },
  moveListItem: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.moveListItem(uid, listId, FIGHT_CLUB, 0),
  },
  listItemStatus: {
    changes: 'nobody',
    call: (store, uid, { listId }) => store.listItemStatus(uid, listId, FIGHT_CLUB),
  },
  listListItems: {
    changes: 'nobody',
    call: (store, uid, { listId }) => store.listListItems(uid, listId),
  },
  importLibrary: {
    changes: 'the member',
    call: (store, uid) =>
      store.importLibrary(uid, {
        watchlist: [ALIEN],
        favourites: [],
        ratings: [],
        diary: [],
        watched: [],
        lists: [],
        shows: [],
        episodeWatches: [],
        episodeRatings: [],
      }),
  },
  unrememberedTitles: { changes: 'nobody', call: (store) => store.unrememberedTitles([ALIEN]) },
  exportLibrary: { changes: 'nobody', call: (store, uid) => store.exportLibrary(uid) },
  deleteMemberData: { changes: 'the member', call: (store, uid) => store.deleteMemberData(uid) },
  getSettings: { changes: 'nobody', call: (store, uid) => store.getSettings(uid) },
  updateSettings: {
    changes: 'the member',
    call: (store, uid) => store.updateSettings(uid, { hideWatched: true }),
  },
  setListPublic: {
    changes: 'the member',
    call: (store, uid, { listId }) => store.setListPublic(uid, listId, true),
  },
  getSharedList: { changes: 'nobody', call: (store) => store.getSharedList('A'.repeat(22)) },
  likedTitles: { changes: 'nobody', call: (store, uid) => store.likedTitles(uid, 10) },
  markEpisodes: {
    changes: 'the member',
    call: (store, uid) =>
      store.markEpisodes(uid, SHOW, [{ seasonNumber: 1, episodeNumber: 2 }], {
        watchedOn: '2026-06-02',
      }),
  },
  unmarkEpisodes: {
    changes: 'the member',
    call: (store, uid) => store.unmarkEpisodes(uid, SHOW, [PILOT]),
  },
  deleteEpisodeWatch: {
    changes: 'the member',
    call: (store, uid, { watchId }) => store.deleteEpisodeWatch(uid, watchId),
  },
  showWatches: { changes: 'nobody', call: (store, uid) => store.showWatches(uid, SHOW) },
  followedShows: { changes: 'nobody', call: (store, uid) => store.followedShows(uid) },
  setShowStatus: {
    changes: 'the member',
    call: (store, uid) => store.setShowStatus(uid, SHOW, 'paused'),
  },
  startShowAgain: { changes: 'the member', call: (store, uid) => store.startShowAgain(uid, SHOW) },
  watchedInCurrentCycles: {
    changes: 'nobody',
    call: (store, uid) => store.watchedInCurrentCycles(uid, [SHOW]),
  },
  listEpisodeWatches: { changes: 'nobody', call: (store, uid) => store.listEpisodeWatches(uid) },
  listSavedFilters: { changes: 'nobody', call: (store, uid) => store.listSavedFilters(uid) },
  createSavedFilter: {
    changes: 'the member',
    call: (store, uid) => store.createSavedFilter(uid, { name: 'B', mediaType: 'tv', query: '' }),
  },
  updateSavedFilter: {
    changes: 'the member',
    call: (store, uid, { savedFilterId }) =>
      store.updateSavedFilter(uid, savedFilterId, { pinned: true }),
  },
  deleteSavedFilter: {
    changes: 'the member',
    call: (store, uid, { savedFilterId }) => store.deleteSavedFilter(uid, savedFilterId),
  },
};

function versionsOf(store: LibraryStore): AnswerVersions {
  if (store.answerVersions === undefined) throw new Error('This store keeps no answer versions');
  return store.answerVersions;
}

describe('answer versions of the library on SQLite', () => {
  const library = useTestLibrary('sqlite');

  it.each(Object.entries(calls).map(([name, { changes, call }]) => [name, changes, call] as const))(
    '%s changes the reads of %s',
    async (_name, changes, call) => {
      const { store } = library;
      const [member, other] = [newUid(), newUid()];
      const list = await store.createList(member, { name: 'A' });
      await store.addListItem(member, list.id, FIGHT_CLUB);
      const entry = await store.addDiaryEntry(member, { ...FIGHT_CLUB, watchedOn: '2026-06-01' });
      await store.rate(member, FIGHT_CLUB, 8);
      const [watch] = await store.markEpisodes(member, SHOW, [PILOT], { watchedOn: '2026-06-01' });
      const saved = await store.createSavedFilter(member, {
        name: 'A',
        mediaType: 'movie',
        query: 'genre=18',
      });
      const versions = versionsOf(store);
      const before = [versions.of(member), versions.of(other)];
      await call(store, member, {
        listId: list.id,
        entryId: entry.id,
        watchId: watch!.id,
        savedFilterId: saved.id,
      });
      const moved = [versions.of(member) !== before[0], versions.of(other) !== before[1]];
      expect(moved).toEqual(
        { nobody: [false, false], 'the member': [true, false], everyone: [true, true] }[changes],
      );
    },
  );

  it('changes nobody’s reads when rememberTitles finds the details already remembered', async () => {
    const { store } = library;
    const member = newUid();
    await store.rememberTitles([movieDetails(1891)]);
    const versions = versionsOf(store);
    const before = versions.of(member);
    await store.rememberTitles([movieDetails(1891)]);
    expect(versions.of(member)).toBe(before);
  });

  it('counts a write that failed as a change (it may have committed before failing)', async () => {
    const { store } = library;
    const member = newUid();
    const versions = versionsOf(store);
    const before = versions.of(member);
    await expect(store.updateList(member, 999_999, { name: 'Gone' })).rejects.toThrow();
    expect(versions.of(member)).not.toBe(before);
  });
});

describe('the library on PostgreSQL', () => {
  const library = useTestLibrary('postgres');

  it('keeps no answer versions: other servers write the same database', () => {
    expect(library.store.answerVersions).toBeUndefined();
  });
});
