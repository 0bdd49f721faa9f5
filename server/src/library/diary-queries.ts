import type { Selectable } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkedNote,
  checkedSlice,
  checkTitle,
  checkUid,
  checkWatchedOn,
  halvesToRating,
  MAX_DIARY_ENTRIES_PER_USER,
  ratingToHalves,
} from './library-limits.js';
import type { DiaryEntry, LibraryStore } from './library-store.js';
import type { DiaryEntryTable } from './library-tables.js';
import {
  checkMediaType,
  countRows,
  direction,
  lockUserRows,
  type StoreContext,
} from './store-context.js';

function diaryEntry(row: Selectable<DiaryEntryTable>): DiaryEntry {
  return {
    id: Number(row.id),
    mediaType: row.media_type,
    mediaId: row.media_id,
    watchedOn: row.watched_on,
    note: row.note,
    rating: row.rating_halves === null ? null : halvesToRating(row.rating_halves),
    createdAt: Number(row.created_at),
  };
}

/** The watch diary: one entry per watch, a rewatch is another. */
export function diaryQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<LibraryStore, 'addDiaryEntry' | 'deleteDiaryEntry' | 'listDiary'> {
  return {
    async addDiaryEntry(uid, entry) {
      checkUid(uid);
      checkTitle(entry);
      const createdAt = now();
      checkWatchedOn(entry.watchedOn, createdAt);
      const note = checkedNote(entry.note);
      const ratingHalves =
        entry.rating === undefined || entry.rating === null ? null : ratingToHalves(entry.rating);
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'diary');
        const entries = await countRows(trx.selectFrom('diary_entries').where('uid', '=', uid));
        if (entries >= MAX_DIARY_ENTRIES_PER_USER)
          throw new LibraryError(
            'diary-full',
            `A diary holds at most ${MAX_DIARY_ENTRIES_PER_USER.toLocaleString('en')} entries.`,
          );
        const row = await trx
          .insertInto('diary_entries')
          .values({
            uid,
            media_type: entry.mediaType,
            media_id: entry.mediaId,
            watched_on: entry.watchedOn,
            note,
            rating_halves: ratingHalves,
            created_at: createdAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return diaryEntry(row);
      });
    },

    async deleteDiaryEntry(uid, id) {
      checkUid(uid);
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const result = await db
        .deleteFrom('diary_entries')
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listDiary(uid, request = {}) {
      checkUid(uid);
      checkMediaType(request.mediaType);
      if (request.title !== undefined) checkTitle(request.title);
      const { offset, limit } = checkedSlice(request);
      const order = direction(request.order);
      let query = db.selectFrom('diary_entries').where('uid', '=', uid);
      if (request.mediaType !== undefined)
        query = query.where('media_type', '=', request.mediaType);
      if (request.title !== undefined)
        query = query
          .where('media_type', '=', request.title.mediaType)
          .where('media_id', '=', request.title.mediaId);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('watched_on', order)
          .orderBy('id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return { results: rows.map(diaryEntry), total };
    },
  };
}
