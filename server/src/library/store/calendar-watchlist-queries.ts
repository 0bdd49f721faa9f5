import { checkCalendarRange, checkUid } from './library-limits.js';
import type { LibraryStore, LibraryTitle, ReleasedMovie } from './library-store.js';
import type { StoreContext } from './store-context.js';

/**
 * What a calendar reads of a member's watchlist. A watchlist of thousands is neither paged nor
 * parsed for the few titles one month shows: the shows come as ids, and the movies are picked in
 * SQL by the release date remembered beside their details (remembered_titles.release_date), found
 * by primary key from each of the member's movies.
 */
export function calendarWatchlistQueries({
  db,
}: StoreContext): Pick<LibraryStore, 'watchlistShowIds' | 'watchlistMoviesReleased'> {
  return {
    async watchlistShowIds(uid) {
      checkUid(uid);
      const rows = await db
        .selectFrom('watchlist')
        .select('media_id')
        .where('uid', '=', uid)
        .where('media_type', '=', 'tv')
        .execute();
      return rows.map((row) => row.media_id);
    },

    async watchlistMoviesReleased(uid, range) {
      checkUid(uid);
      checkCalendarRange(range);
      const rows = await db
        .selectFrom('watchlist as item')
        .innerJoin('remembered_titles as details', (join) =>
          join
            .onRef('details.media_type', '=', 'item.media_type')
            .onRef('details.media_id', '=', 'item.media_id'),
        )
        .where('item.uid', '=', uid)
        .where('item.media_type', '=', 'movie')
        .where('details.release_date', '>=', range.start)
        .where('details.release_date', '<=', range.end)
        .select(['item.media_id', 'details.details', 'details.release_date'])
        // The watchlist's own order (latest added first) among the movies of one day.
        .orderBy('details.release_date')
        .orderBy('item.added_at', 'desc')
        .orderBy('item.media_id', 'desc')
        .$narrowType<{ release_date: string }>()
        .execute();
      return rows.map((row): ReleasedMovie => ({
        mediaType: 'movie',
        mediaId: row.media_id,
        details: JSON.parse(row.details) as LibraryTitle,
        releaseDate: row.release_date,
      }));
    },
  };
}
