import type { Transaction } from 'kysely';
import { LibraryError } from './library-error.js';
import { checkTitle, checkUid, MAX_ITEMS_PER_LIST, type TitleRef } from './library-limits.js';
import type { LibraryStore, ListItem } from './library-store.js';
import type { LibraryTables } from './library-tables.js';
import { isListId, listNotFound } from './list-queries.js';
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

/**
 * Locks the user's list for the rest of the transaction and gives its item count; throws
 * 'list-not-found' when the user has no such list. The no-op update takes PostgreSQL's row lock,
 * so two writers of one list take turns and positions stay 0 to count - 1 without gaps.
 */
async function lockList(
  trx: Transaction<LibraryTables>,
  uid: string,
  listId: number,
): Promise<number> {
  if (!isListId(listId)) throw listNotFound();
  const row = await trx
    .updateTable('lists')
    .set((eb) => ({ item_count: eb.ref('item_count') }))
    .where('id', '=', listId)
    .where('uid', '=', uid)
    .returning('item_count')
    .executeTakeFirst();
  if (row === undefined) throw listNotFound();
  return row.item_count;
}

async function itemPosition(
  trx: Transaction<LibraryTables>,
  listId: number,
  title: TitleRef,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('list_items')
    .select('position')
    .where('list_id', '=', listId)
    .where('media_type', '=', title.mediaType)
    .where('media_id', '=', title.mediaId)
    .executeTakeFirst();
  return row?.position;
}

/** The items of a user's lists, in the order the owner chose. */
export function listItemQueries({
  db,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'addListItem' | 'removeListItem' | 'moveListItem' | 'listItemStatus' | 'listListItems'
> {
  async function touchList(
    trx: Transaction<LibraryTables>,
    listId: number,
    itemCount: number,
  ): Promise<void> {
    await trx
      .updateTable('lists')
      .set({ item_count: itemCount, updated_at: now() })
      .where('id', '=', listId)
      .execute();
  }

  return {
    async addListItem(uid, listId, title) {
      checkUid(uid);
      checkTitle(title);
      return db.transaction().execute(async (trx) => {
        const count = await lockList(trx, uid, listId);
        if (count >= MAX_ITEMS_PER_LIST) {
          if ((await itemPosition(trx, listId, title)) !== undefined) return false;
          throw new LibraryError(
            'list-full',
            `A list holds at most ${MAX_ITEMS_PER_LIST.toLocaleString('en')} titles.`,
          );
        }
        const added = await trx
          .insertInto('list_items')
          .values({
            list_id: listId,
            media_type: title.mediaType,
            media_id: title.mediaId,
            position: count,
            added_at: now(),
          })
          .onConflict((conflict) =>
            conflict.columns(['list_id', 'media_type', 'media_id']).doNothing(),
          )
          .returning('position')
          .executeTakeFirst();
        if (added === undefined) return false;
        await touchList(trx, listId, count + 1);
        return true;
      });
    },

    async removeListItem(uid, listId, title) {
      checkUid(uid);
      checkTitle(title);
      return db.transaction().execute(async (trx) => {
        const count = await lockList(trx, uid, listId);
        const removed = await trx
          .deleteFrom('list_items')
          .where('list_id', '=', listId)
          .where('media_type', '=', title.mediaType)
          .where('media_id', '=', title.mediaId)
          .returning('position')
          .executeTakeFirst();
        if (removed === undefined) return false;
        await trx
          .updateTable('list_items')
          .set((eb) => ({ position: eb('position', '-', 1) }))
          .where('list_id', '=', listId)
          .where('position', '>', removed.position)
          .execute();
        await touchList(trx, listId, count - 1);
        return true;
      });
    },

    async moveListItem(uid, listId, title, position) {
      checkUid(uid);
      checkTitle(title);
      if (!Number.isSafeInteger(position) || position < 0)
        throw new LibraryError('invalid-position', 'A position is a whole number from 0.');
      return db.transaction().execute(async (trx) => {
        const count = await lockList(trx, uid, listId);
        const from = await itemPosition(trx, listId, title);
        if (from === undefined) return false;
        const to = Math.min(position, count - 1);
        if (to === from) return true;
        // The items between make room, one step towards where the moved item was.
        const between =
          to < from
            ? trx
                .updateTable('list_items')
                .set((eb) => ({ position: eb('position', '+', 1) }))
                .where('position', '>=', to)
                .where('position', '<', from)
            : trx
                .updateTable('list_items')
                .set((eb) => ({ position: eb('position', '-', 1) }))
                .where('position', '>', from)
                .where('position', '<=', to);
        await between.where('list_id', '=', listId).execute();
        await trx
          .updateTable('list_items')
          .set({ position: to })
          .where('list_id', '=', listId)
          .where('media_type', '=', title.mediaType)
          .where('media_id', '=', title.mediaId)
          .execute();
        await touchList(trx, listId, count);
        return true;
      });
    },

    async listItemStatus(uid, listId, title) {
      checkUid(uid);
      checkTitle(title);
      if (!isListId(listId)) throw listNotFound();
      // One query answers both "is it the user's list?" and "is the title in it?".
      const row = await db
        .selectFrom('lists')
        .leftJoin('list_items', (join) =>
          join
            .onRef('list_items.list_id', '=', 'lists.id')
            .on('list_items.media_type', '=', title.mediaType)
            .on('list_items.media_id', '=', title.mediaId),
        )
        .select('list_items.position')
        .where('lists.id', '=', listId)
        .where('lists.uid', '=', uid)
        .executeTakeFirst();
      if (row === undefined) throw listNotFound();
      return row.position !== null;
    },

    async listListItems(uid, listId, request = {}) {
      checkUid(uid);
      // Positions are unique in a list, so they alone order it, and break every other tie.
      const byPosition = columnKeys('item.position');
      const slice = checkedTitleSlice(request, {
        own: {
          position: byPosition,
          added: columnKeys('item.added_at', 'item.media_type', 'item.media_id'),
        },
        rating: { column: 'rating.value_halves', nullable: true },
        ties: byPosition,
        defaultOrder: (sort) => (sort === 'position' ? 'asc' : 'desc'),
      });
      if (!isListId(listId)) throw listNotFound();
      const list = await db
        .selectFrom('lists')
        .select('item_count')
        .where('id', '=', listId)
        .where('uid', '=', uid)
        .executeTakeFirst();
      if (list === undefined) throw listNotFound();
      const matching = whereTitleMatches(
        db.selectFrom('list_items as item').where('item.list_id', '=', listId),
        slice.filter,
      );
      const unfiltered = Object.values(slice.filter).every((value) => value === undefined);
      return sliceOf(
        matching,
        (rows) =>
          withDetails(rows)
            .leftJoin('ratings as rating', ratingOfItem(uid))
            .select([
              'item.media_type',
              'item.media_id',
              'item.position',
              'item.added_at',
              'details.details',
              'rating.value_halves',
            ]),
        slice,
        (row): ListItem => ({
          ...titleOfRow(row),
          position: row.position,
          addedAt: Number(row.added_at),
          rating: ratingOrNull(row.value_halves),
        }),
        unfiltered ? list.item_count : undefined,
      );
    },
  };
}
