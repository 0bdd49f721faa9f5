import { describe, expect, it } from 'vitest';
import {
  episodeDetails,
  LIBRARY_ENGINES,
  movieDetails,
  newUid,
  useTestLibrary,
} from '../../test/test-library.js';
import type { LibraryStore } from './library-store.js';
import type { LibraryTables } from './library-tables.js';

const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;
const ALIEN = { mediaType: 'movie', mediaId: 348 } as const;
const FELINA = { showId: 1396, seasonNumber: 5, episodeNumber: 16 } as const;

/** Something of the member's in every table that holds a member's rows. */
async function fill(store: LibraryStore, uid: string): Promise<void> {
  await store.setMark(uid, 'watchlist', FIGHT_CLUB, true);
  await store.setMark(uid, 'favourites', ALIEN, true);
  await store.rate(uid, FIGHT_CLUB, 7);
  await store.addDiaryEntry(uid, { ...ALIEN, watchedOn: '2026-01-01' });
  const list = await store.createList(uid, { name: 'Mine' });
  await store.addListItem(uid, list.id, ALIEN);
  await store.markEpisodes(uid, 1396, [{ seasonNumber: 1, episodeNumber: 1 }], {
    watchedOn: '2026-01-02',
  });
  await store.rateEpisode(uid, FELINA, 9, episodeDetails(FELINA));
  await store.calendarFeedSecret(uid);
  await store.createSavedFilter(uid, { name: 'Dramas', mediaType: 'movie', query: 'genre=18' });
}

describe.each(LIBRARY_ENGINES)("deleting a member's data on %s", (engine) => {
  const library = useTestLibrary(engine);

  /** The member's rows, table by table (a list's items by their list's owner). */
  async function rowsOf(uid: string): Promise<Record<string, number>> {
    const { db } = library.database;
    const count = async (
      table: Exclude<keyof LibraryTables, 'list_items' | 'remembered_titles' | 'title_genres'>,
    ) => (await db.selectFrom(table).select('uid').where('uid', '=', uid).execute()).length;
    const items = await db
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select('list_items.list_id')
      .where('lists.uid', '=', uid)
      .execute();
    return {
      watchlist: await count('watchlist'),
      favourites: await count('favourites'),
      ratings: await count('ratings'),
      diary_entries: await count('diary_entries'),
      lists: await count('lists'),
      list_items: items.length,
      member_settings: await count('member_settings'),
      show_progress: await count('show_progress'),
      episode_watches: await count('episode_watches'),
      episode_ratings: await count('episode_ratings'),
      calendar_feeds: await count('calendar_feeds'),
      saved_filters: await count('saved_filters'),
    };
  }

  it('removes every row of the member’s, in every table, and nobody else’s', async () => {
    const { store, database } = library;
    const [member, other] = [newUid(), newUid()];
    await store.rememberTitles([movieDetails(550)]);
    for (const uid of [member, other]) {
      await fill(store, uid);
      await database.db
        .insertInto('member_settings')
        .values({ uid, display_name: 'Somebody', hide_watched: 1, updated_at: 1 })
        .execute();
    }
    const full = await rowsOf(member);
    expect(Object.values(full).every((rows) => rows > 0)).toBe(true);
    const othersBefore = await store.exportLibrary(other);
    const othersEpisodesBefore = await store.listEpisodeRatings(other);
    const othersFiltersBefore = await store.listSavedFilters(other);
    const [membersFeed, othersFeed] = [
      await store.calendarFeedSecret(member),
      await store.calendarFeedSecret(other),
    ];

    await store.deleteMemberData(member);

    expect(await rowsOf(member)).toEqual(
      Object.fromEntries(Object.keys(full).map((table) => [table, 0])),
    );
    expect(await store.exportLibrary(other)).toEqual(othersBefore);
    expect(await store.listEpisodeRatings(other)).toEqual(othersEpisodesBefore);
    expect(await store.listSavedFilters(other)).toEqual(othersFiltersBefore);
    expect(await store.calendarFeedOwner(membersFeed)).toBeUndefined();
    expect(await store.calendarFeedOwner(othersFeed)).toBe(other);
    // The titles' details are the catalogue's, shared by everyone: they stay.
    expect(await store.unrememberedTitles([FIGHT_CLUB])).toEqual([]);
    // And a member who had nothing may leave too.
    await expect(store.deleteMemberData(newUid())).resolves.toBeUndefined();
  });
});
