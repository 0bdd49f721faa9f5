import {
  checkedSlice,
  checkTitle,
  checkUid,
  halvesToRating,
  ratingToHalves,
} from './library-limits.js';
import type { LibraryStore, RatedTitle } from './library-store.js';
import { checkMediaType, countRows, direction, type StoreContext } from './store-context.js';

export function ratingQueries({
  db,
  now,
}: StoreContext): Pick<LibraryStore, 'rate' | 'unrate' | 'listRatings'> {
  return {
    async rate(uid, title, rating) {
      checkUid(uid);
      checkTitle(title);
      const valueHalves = ratingToHalves(rating);
      const ratedAt = now();
      await db
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
        )
        .execute();
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
      checkMediaType(request.mediaType);
      const { offset, limit } = checkedSlice(request);
      const order = direction(request.order);
      let query = db.selectFrom('ratings').where('uid', '=', uid);
      if (request.mediaType !== undefined)
        query = query.where('media_type', '=', request.mediaType);
      let page = query.select(['media_type', 'media_id', 'value_halves', 'rated_at']);
      if (request.sort === 'rating') page = page.orderBy('value_halves', order);
      const [rows, total] = await Promise.all([
        page
          .orderBy('rated_at', order)
          .orderBy('media_type', order)
          .orderBy('media_id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return {
        results: rows.map((row): RatedTitle => ({
          mediaType: row.media_type,
          mediaId: row.media_id,
          rating: halvesToRating(row.value_halves),
          ratedAt: Number(row.rated_at),
        })),
        total,
      };
    },
  };
}
