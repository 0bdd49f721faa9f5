import { checkedSlice, checkUid } from './library-limits.js';
import type { LibraryStore, LikedTitle } from './library-store.js';
import type { StoreContext } from './store-context.js';
import { ratingOfItem, ratingOrNull, titleOfRow, withDetails } from './title-slice.js';

/** A rating of 7 (14 halves) or more is a like; a favourite is one whatever it was rated. */
const LIKED_FROM_HALVES = 14;

/** The titles a member liked, for recommendations. */
export function likedTitlesQuery({ db }: StoreContext): Pick<LibraryStore, 'likedTitles'> {
  return {
    async likedTitles(uid, limit) {
      checkUid(uid);
      checkedSlice({ limit });
      // Each like is a row (a high rating, a favourite); a title's latest like places it.
      const likes = db
        .selectFrom('ratings')
        .select(['media_type', 'media_id', 'rated_at as liked_at'])
        .where('uid', '=', uid)
        .where('value_halves', '>=', LIKED_FROM_HALVES)
        .unionAll(
          db
            .selectFrom('favourites')
            .select(['media_type', 'media_id', 'added_at as liked_at'])
            .where('uid', '=', uid),
        );
      const latest = db
        .selectFrom(likes.as('liked'))
        .select(['liked.media_type', 'liked.media_id'])
        .select((eb) => eb.fn.max('liked.liked_at').as('liked_at'))
        .groupBy(['liked.media_type', 'liked.media_id'])
        .orderBy('liked_at', 'desc')
        .orderBy('liked.media_type')
        .orderBy('liked.media_id')
        .limit(limit);
      const rows = await withDetails(db.selectFrom(latest.as('item')))
        .leftJoin('ratings as rating', ratingOfItem(uid))
        .leftJoin('favourites as favourite', (join) =>
          join
            .on('favourite.uid', '=', uid)
            .onRef('favourite.media_type', '=', 'item.media_type')
            .onRef('favourite.media_id', '=', 'item.media_id'),
        )
        .select([
          'item.media_type',
          'item.media_id',
          'item.liked_at',
          'details.details',
          'rating.value_halves',
          'favourite.added_at as favourite_added_at',
        ])
        .orderBy('item.liked_at', 'desc')
        .orderBy('item.media_type')
        .orderBy('item.media_id')
        .execute();
      return rows.map((row): LikedTitle => ({
        ...titleOfRow(row),
        rating: ratingOrNull(row.value_halves),
        favourite: row.favourite_added_at !== null,
        likedAt: Number(row.liked_at),
      }));
    },
  };
}
