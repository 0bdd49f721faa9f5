import type { Kysely } from 'kysely';
import { checkTitle, checkUid, halvesToRating, ratingToHalves } from './library-limits.js';
import type { LibraryStore, RatedTitle } from './library-store.js';
import type { LibraryTables } from './library-tables.js';
import type { StoreContext } from './store-context.js';
import { upsertInserted } from './upsert-inserted.js';
import {
  checkedTitleSlice,
  columnKeys,
  sliceOf,
  titleOfRow,
  whereTitleMatches,
  withDetails,
} from './title-slice.js';

export function ratingQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<LibraryStore, 'rate' | 'unrate' | 'listRatings'> {
  return {
    async rate(uid, title, rating) {
      checkUid(uid);
      checkTitle(title);
      const valueHalves = ratingToHalves(rating);
      const ratedAt = now();
      const upsert = (executor: Kysely<LibraryTables>) =>
        executor
          .insertInto('ratings')
          .values({
            uid,
            media_type: title.mediaType,
            media_id: title.mediaId,
            value_halves: valueHalves,
            rated_at: ratedAt,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['uid', 'media_type', 'media_id'])
              .doUpdateSet({ value_halves: valueHalves, rated_at: ratedAt }),
          );
      return upsertInserted({ db, engine }, upsert, (executor) =>
        executor
          .selectFrom('ratings')
          .select('value_halves')
          .where('uid', '=', uid)
          .where('media_type', '=', title.mediaType)
          .where('media_id', '=', title.mediaId)
          .executeTakeFirst(),
      );
    },

    async unrate(uid, title) {
      checkUid(uid);
      checkTitle(title);
      const result = await db
        .deleteFrom('ratings')
        .where('uid', '=', uid)
        .where('media_type', '=', title.mediaType)
        .where('media_id', '=', title.mediaId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listRatings(uid, request = {}) {
      checkUid(uid);
      // Every key in one direction, so ratings_by_rated (and ratings_by_value) serve them.
      const byDate = columnKeys('item.rated_at', 'item.media_type', 'item.media_id');
      const slice = checkedTitleSlice(request, {
        own: { rated: byDate },
        rating: { column: 'item.value_halves' },
        ties: byDate,
        defaultOrder: () => 'desc',
      });
      const matching = whereTitleMatches(
        db.selectFrom('ratings as item').where('item.uid', '=', uid),
        slice.filter,
      );
      return sliceOf(
        matching,
        (rows) =>
          withDetails(rows).select([
            'item.media_type',
            'item.media_id',
            'item.value_halves',
            'item.rated_at',
            'details.details',
          ]),
        slice,
        (row): RatedTitle => ({
          ...titleOfRow(row),
          rating: halvesToRating(row.value_halves),
          ratedAt: Number(row.rated_at),
        }),
      );
    },
  };
}
