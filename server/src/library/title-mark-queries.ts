import { checkedSlice, checkTitle, checkUid } from './library-limits.js';
import type { LibraryStore, MarkedTitle } from './library-store.js';
import { checkMediaType, countRows, direction, type StoreContext } from './store-context.js';

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
      checkMediaType(request.mediaType);
      const { offset, limit } = checkedSlice(request);
      const order = direction(request.order);
      let query = db.selectFrom(mark).where('uid', '=', uid);
      if (request.mediaType !== undefined)
        query = query.where('media_type', '=', request.mediaType);
      // Every sort key in one direction, so the (uid, added_at, media_type, media_id) index serves it.
      const [rows, total] = await Promise.all([
        query
          .select(['media_type', 'media_id', 'added_at'])
          .orderBy('added_at', order)
          .orderBy('media_type', order)
          .orderBy('media_id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return {
        results: rows.map((row): MarkedTitle => ({
          mediaType: row.media_type,
          mediaId: row.media_id,
          addedAt: Number(row.added_at),
        })),
        total,
      };
    },
  };
}
