import { checkTitle, checkUid } from './library-limits.js';
import type { LibraryStore, MarkedTitle } from './library-store.js';
import type { StoreContext } from './store-context.js';
import {
  checkedTitleSlice,
  columnKeys,
  ratingOfItem,
  ratingOrNull,
  sliceOf,
  titleOfRow,
  whereTitleMatches,
  withDetails,
} from './title-slice.js';

/** The watchlist and favourites: the same shape, one table each. */
export function titleMarkQueries({
  db,
  now,
}: StoreContext): Pick<LibraryStore, 'setMark' | 'listMarks'> {
  return {
    async setMark(uid, mark, title, on) {
      checkUid(uid);
      checkTitle(title);
      if (on) {
        // A second add (or two at once) finds the row there and keeps its date added.
        const result = await db
          .insertInto(mark)
          .values({ uid, media_type: title.mediaType, media_id: title.mediaId, added_at: now() })
          .onConflict((conflict) => conflict.columns(['uid', 'media_type', 'media_id']).doNothing())
          .executeTakeFirst();
        return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
      }
      const result = await db
        .deleteFrom(mark)
        .where('uid', '=', uid)
        .where('media_type', '=', title.mediaType)
        .where('media_id', '=', title.mediaId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listMarks(uid, mark, request = {}) {
      checkUid(uid);
      // Every key in one direction, so the (uid, added_at, media_type, media_id) index serves it.
      const byDate = columnKeys('item.added_at', 'item.media_type', 'item.media_id');
      const slice = checkedTitleSlice(request, {
        own: { added: byDate },
        rating: { column: 'rating.value_halves', nullable: true },
        ties: byDate,
        defaultOrder: () => 'desc',
      });
      const matching = whereTitleMatches(
        db.selectFrom(`${mark} as item`).where('item.uid', '=', uid),
        slice.filter,
      );
      return sliceOf(
        matching,
        (rows) =>
          withDetails(rows)
            .leftJoin('ratings as rating', ratingOfItem(uid))
            .select([
              'item.media_type',
              'item.media_id',
              'item.added_at',
              'details.details',
              'rating.value_halves',
            ]),
        slice,
        (row): MarkedTitle => ({
          ...titleOfRow(row),
          addedAt: Number(row.added_at),
          rating: ratingOrNull(row.value_halves),
        }),
      );
    },
  };
}
