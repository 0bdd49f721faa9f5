import type { Selectable } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkedNote,
  checkTitle,
  checkUid,
  checkWatchedOn,
  MAX_DIARY_ENTRIES_PER_USER,
  ratingToHalves,
} from './library-limits.js';
import type { DiaryEntry, LibraryStore } from './library-store.js';
import type { DiaryEntryTable } from './library-tables.js';
import { countRows, lockUserRows, type StoreContext } from './store-context.js';
import {
  checkedTitleSlice,
  columnKeys,
  ratingOrNull,
  sliceOf,
  titleOfRow,
  whereTitleMatches,
  withDetails,
} from './title-slice.js';

function diaryEntry(row: Selectable<DiaryEntryTable> & { details: string | null }): DiaryEntry {
  return {
    ...titleOfRow(row),
    id: Number(row.id),
    watchedOn: row.watched_on,
    note: row.note,
    rating: ratingOrNull(row.rating_halves),
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
        const remembered = await trx
          .selectFrom('remembered_titles')
          .select('details')
          .where('media_type', '=', entry.mediaType)
          .where('media_id', '=', entry.mediaId)
          .executeTakeFirst();
        return diaryEntry({ ...row, details: remembered?.details ?? null });
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
      if (request.title !== undefined) checkTitle(request.title);
      const byDate = columnKeys('item.watched_on', 'item.id');
      const slice = checkedTitleSlice(request, {
        own: { watched: byDate },
        // Each entry's own rating, the one the diary shows beside it.
        rating: { column: 'item.rating_halves', nullable: true },
        ties: byDate,
        defaultOrder: () => 'desc',
      });
      let mine = db.selectFrom('diary_entries as item').where('item.uid', '=', uid);
      if (request.title !== undefined)
        mine = mine
          .where('item.media_type', '=', request.title.mediaType)
          .where('item.media_id', '=', request.title.mediaId);
      const matching = whereTitleMatches(mine, slice.filter);
      return sliceOf(
        matching,
        (rows) => withDetails(rows).selectAll('item').select('details.details'),
        slice,
        diaryEntry,
      );
    },
  };
}
