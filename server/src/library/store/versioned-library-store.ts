import { createAnswerVersions, type AnswerVersions } from './answer-versions.js';
import type { LibraryStore } from './library-store.js';

type StoreMethod = Exclude<keyof LibraryStore, 'answerVersions'>;

/**
 * What each method does to the answers of reads: nothing, the member's (the first argument),
 * every member's, or every member's when it answers true (rememberTitles: only changed details
 * change what anyone reads). A method added to LibraryStore must be named here (the compiler says
 * so); one that is not named anyway counts as changing everything.
 */
const EFFECTS: Record<StoreMethod, 'none' | 'member' | 'everyone' | 'everyone if true'> = {
  rememberTitles: 'everyone if true',
  setMark: 'member',
  listMarks: 'none',
  watchlistShowIds: 'none',
  watchlistMoviesReleased: 'none',
  rate: 'member',
  unrate: 'member',
  listRatings: 'none',
  rateEpisode: 'member',
  unrateEpisode: 'member',
  listEpisodeRatings: 'none',
  episodeRatingsOfShow: 'none',
  // A secret made on the first ask changes no answer anybody has read: nobody could have read it.
  calendarFeedSecret: 'none',
  resetCalendarFeed: 'member',
  // Read by its secret, for a calendar app; its answers are not kept per member.
  calendarFeedOwner: 'none',
  titleStates: 'none',
  addDiaryEntry: 'member',
  deleteDiaryEntry: 'member',
  listDiary: 'none',
  createList: 'member',
  updateList: 'member',
  deleteList: 'member',
  getList: 'none',
  listLists: 'none',
  addListItem: 'member',
  removeListItem: 'member',
  moveListItem: 'member',
  listItemStatus: 'none',
  listListItems: 'none',
  importLibrary: 'member',
  unrememberedTitles: 'none',
  exportLibrary: 'none',
  deleteMemberData: 'member',
  getSettings: 'none',
  updateSettings: 'member',
  // A shared list is read by its share id; its answers are not kept per member.
  setListPublic: 'member',
  getSharedList: 'none',
  likedTitles: 'none',
  markEpisodes: 'member',
  unmarkEpisodes: 'member',
  deleteEpisodeWatch: 'member',
  showWatches: 'none',
  followedShows: 'none',
  setShowStatus: 'member',
  startShowAgain: 'member',
  listEpisodeWatches: 'none',
  watchedInCurrentCycles: 'none',
  listSavedFilters: 'none',
  createSavedFilter: 'member',
  updateSavedFilter: 'member',
  deleteSavedFilter: 'member',
};

/**
 * `store` with answerVersions kept by its own writes: each write marks its change once it has
 * ended (after its commit, before the caller can answer), failed or not, since a failure may
 * still have committed. Right only while this store is the database's one writer.
 */
export function versionedLibraryStore(
  store: LibraryStore,
  answerVersions: AnswerVersions = createAnswerVersions(),
): LibraryStore {
  const versioned: Record<string, unknown> = { answerVersions };
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== 'function' || name === 'answerVersions') continue;
    const effect = Object.hasOwn(EFFECTS, name) ? EFFECTS[name as StoreMethod] : 'everyone';
    const call = (args: unknown[]) =>
      (method as (...args: unknown[]) => Promise<unknown>).apply(store, args);
    versioned[name] =
      effect === 'none'
        ? (...args: unknown[]) => call(args)
        : async (...args: unknown[]) => {
            // Until it answers, a write has changed things: a failure may have committed.
            let changed = true;
            try {
              const answer = await call(args);
              changed = effect !== 'everyone if true' || answer === true;
              return answer;
            } finally {
              if (!changed) {
                // Nothing any member reads moved.
              } else if (effect === 'member' && typeof args[0] === 'string') {
                answerVersions.changed(args[0]);
              } else {
                answerVersions.changedForAll();
              }
            }
          };
  }
  return versioned as unknown as LibraryStore;
}
