import { ratedEpisodeRow } from './episode-rating-queries.js';
import { episodeWatchOfRow } from './episode-watch-queries.js';
import { showProgressOfRow } from './follow-show.js';
import { halvesToRating, checkUid } from './library-limits.js';
import type { LibraryContents, LibraryStore, LibraryTitle, WithDetails } from './library-store.js';
import type { LibraryMediaType } from './library-tables.js';
import { libraryList } from './list-queries.js';
import { SETTINGS_COLUMNS, settingsOfRow } from './member-settings-queries.js';
import { savedFilter, savedFilterRowsInOrder } from './saved-filter-queries.js';
import type { StoreContext } from './store-context.js';
import { ratingOrNull, withDetails } from './title-slice.js';

interface TitleColumns {
  media_type: LibraryMediaType;
  media_id: number;
  details: string | null;
}

/**
 * Each title's details parsed once, however many rows name it: a large library names the same
 * titles in its watchlist, ratings, diary and lists.
 */
function detailsReader(): (row: TitleColumns) => WithDetails & {
  mediaType: LibraryMediaType;
  mediaId: number;
} {
  const parsed = new Map<string, LibraryTitle | null>();
  return (row) => {
    const key = `${row.media_type}:${row.media_id}`;
    let details = parsed.get(key);
    if (details === undefined) {
      details = row.details === null ? null : (JSON.parse(row.details) as LibraryTitle);
      parsed.set(key, details);
    }
    return { mediaType: row.media_type, mediaId: row.media_id, details };
  };
}

/** A member's whole library, for an export. */
export function exportQueries({ db }: StoreContext): Pick<LibraryStore, 'exportLibrary'> {
  return {
    async exportLibrary(uid) {
      checkUid(uid);
      // One snapshot for every read: PostgreSQL's repeatable read (its default would give each
      // statement its own); SQLite's transaction reads one snapshot of its WAL anyway.
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx): Promise<LibraryContents> => {
          const title = detailsReader();
          const settings = await trx
            .selectFrom('member_settings')
            .select(SETTINGS_COLUMNS)
            .where('uid', '=', uid)
            .executeTakeFirst();
          const ratings = await withDetails(trx.selectFrom('ratings as item'))
            .select([
              'item.media_type',
              'item.media_id',
              'item.value_halves',
              'item.rated_at',
              'details.details',
            ])
            .where('item.uid', '=', uid)
            .orderBy('item.rated_at')
            .orderBy('item.media_type')
            .orderBy('item.media_id')
            .execute();
          const ratingOf = new Map(
            ratings.map((row) => [`${row.media_type}:${row.media_id}`, row.value_halves]),
          );
          const rating = (row: { media_type: string; media_id: number }) =>
            ratingOrNull(ratingOf.get(`${row.media_type}:${row.media_id}`) ?? null);
          const marks = async (mark: 'watchlist' | 'favourites') =>
            (
              await withDetails(trx.selectFrom(`${mark} as item`))
                .select(['item.media_type', 'item.media_id', 'item.added_at', 'details.details'])
                .where('item.uid', '=', uid)
                .orderBy('item.added_at')
                .orderBy('item.media_type')
                .orderBy('item.media_id')
                .execute()
            ).map((row) => ({
              ...title(row),
              addedAt: Number(row.added_at),
              rating: rating(row),
            }));
          const watchlist = await marks('watchlist');
          const favourites = await marks('favourites');
          const diary = await withDetails(trx.selectFrom('diary_entries as item'))
            .selectAll('item')
            .select('details.details')
            .where('item.uid', '=', uid)
            .orderBy('item.watched_on')
            .orderBy('item.id')
            .execute();
          const lists = await trx
            .selectFrom('lists')
            .selectAll()
            .where('uid', '=', uid)
            .orderBy('created_at')
            .orderBy('id')
            .execute();
          const items = await withDetails(trx.selectFrom('list_items as item'))
            .innerJoin('lists', 'lists.id', 'item.list_id')
            .select([
              'item.list_id',
              'item.media_type',
              'item.media_id',
              'item.position',
              'item.added_at',
              'details.details',
            ])
            .where('lists.uid', '=', uid)
            .orderBy('item.list_id')
            .orderBy('item.position')
            .execute();
          const shows = await trx
            .selectFrom('show_progress as item')
            .leftJoin('remembered_titles as details', (join) =>
              join
                .onRef('details.media_id', '=', 'item.show_id')
                .on('details.media_type', '=', 'tv'),
            )
            .selectAll('item')
            .select('details.details')
            .where('item.uid', '=', uid)
            .orderBy('item.started_at')
            .orderBy('item.show_id')
            .execute();
          const episodeWatches = await trx
            .selectFrom('episode_watches')
            .selectAll()
            .where('uid', '=', uid)
            .orderBy('watched_on')
            .orderBy('created_at')
            .orderBy('id')
            .execute();
          const episodeRatings = await trx
            .selectFrom('episode_ratings')
            .select([
              'show_id',
              'season_number',
              'episode_number',
              'value_halves',
              'rated_at',
              'details',
            ])
            .where('uid', '=', uid)
            .orderBy('rated_at')
            .orderBy('show_id')
            .orderBy('season_number')
            .orderBy('episode_number')
            .execute();
          const savedFilters = await savedFilterRowsInOrder(trx, uid);
          const itemsOf = new Map<number, LibraryContents['lists'][number]['items']>();
          for (const row of items) {
            const listItems = itemsOf.get(Number(row.list_id)) ?? [];
            listItems.push({
              ...title(row),
              position: row.position,
              addedAt: Number(row.added_at),
              rating: rating(row),
            });
            itemsOf.set(Number(row.list_id), listItems);
          }
          return {
            settings: settingsOfRow(settings),
            watchlist,
            favourites,
            ratings: ratings.map((row) => ({
              ...title(row),
              rating: halvesToRating(row.value_halves),
              ratedAt: Number(row.rated_at),
            })),
            diary: diary.map((row) => ({
              ...title(row),
              id: Number(row.id),
              watchedOn: row.watched_on,
              note: row.note,
              rating: ratingOrNull(row.rating_halves),
              createdAt: Number(row.created_at),
            })),
            lists: lists.map((row) => ({
              list: libraryList(row),
              items: itemsOf.get(Number(row.id)) ?? [],
            })),
            shows: shows.map((row) => ({
              ...showProgressOfRow(row),
              details: title({ media_type: 'tv', media_id: row.show_id, details: row.details })
                .details,
            })),
            episodeWatches: episodeWatches.map(episodeWatchOfRow),
            episodeRatings: episodeRatings.map(ratedEpisodeRow),
            savedFilters: savedFilters.map(savedFilter),
          };
        });
    },
  };
}
