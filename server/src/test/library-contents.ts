import type { LibraryConfig } from '../config.js';
import { createLibraryStore } from '../library/store/create-library-store.js';
import { openLibraryDatabase } from '../library/store/library-database.js';
import type {
  DiaryEntry,
  LibraryList,
  ListItem,
  MarkedTitle,
  RatedTitle,
} from '../library/store/library-store.js';

/** Everything a member's library holds: each read whole, each list with its items. */
export interface LibraryContents {
  watchlist: MarkedTitle[];
  ratings: RatedTitle[];
  diary: DiaryEntry[];
  lists: { list: LibraryList; items: ListItem[] }[];
}

/**
 * What the library at `settings` holds for `uid`, read through a store of its own: what a server
 * started afresh on it would find.
 */
export async function libraryContents(
  settings: LibraryConfig,
  uid: string,
): Promise<LibraryContents> {
  const database = await openLibraryDatabase(settings);
  try {
    const store = createLibraryStore(database);
    const whole = { limit: 20_000 };
    const [watchlist, ratings, diary, lists] = await Promise.all([
      store.listMarks(uid, 'watchlist', whole),
      store.listRatings(uid, whole),
      store.listDiary(uid, whole),
      store.listLists(uid, { limit: 100 }),
    ]);
    return {
      watchlist: watchlist.results,
      ratings: ratings.results,
      diary: diary.results,
      lists: await Promise.all(
        lists.results.map(async (list) => ({
          list,
          items: (await store.listListItems(uid, list.id, whole)).results,
        })),
      ),
    };
  } finally {
    await database.close();
  }
}
