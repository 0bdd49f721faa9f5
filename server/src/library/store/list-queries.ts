import type { Kysely, Selectable, Updateable } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkedListDescription,
  checkedListName,
  checkedSlice,
  checkUid,
  MAX_LISTS_PER_USER,
} from './library-limits.js';
import type { LibraryList, LibraryStore } from './library-store.js';
import type { LibraryTables, ListTable } from './library-tables.js';
import { countRows, lockUserRows, type StoreContext } from './store-context.js';

export function libraryList(row: Selectable<ListTable>): LibraryList {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    itemCount: row.item_count,
    isPublic: Number(row.is_public) === 1,
    shareId: row.share_id,
  };
}

/** List ids come from paths: anything but a positive whole number names no list. */
export function isListId(listId: number): boolean {
  return Number.isSafeInteger(listId) && listId > 0;
}

export function listNotFound(): LibraryError {
  return new LibraryError('list-not-found', 'There is no such list.');
}

/** Sets `values` on one of the member's lists and gives the list back; any other is not found. */
export async function updateOwnList(
  db: Kysely<LibraryTables>,
  uid: string,
  listId: number,
  values: Updateable<ListTable>,
): Promise<LibraryList> {
  const row = await db
    .updateTable('lists')
    .set(values)
    .where('id', '=', listId)
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw listNotFound();
  return libraryList(row);
}

/** A user's lists themselves; their items are in list-item-queries.ts. */
export function listQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'createList' | 'updateList' | 'deleteList' | 'getList' | 'listLists'
> {
  async function getList(uid: string, listId: number): Promise<LibraryList | undefined> {
    checkUid(uid);
    if (!isListId(listId)) return undefined;
    const row = await db
      .selectFrom('lists')
      .selectAll()
      .where('id', '=', listId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row === undefined ? undefined : libraryList(row);
  }

  return {
    getList,

    async createList(uid, list) {
      checkUid(uid);
      const name = checkedListName(list.name);
      const description = checkedListDescription(list.description);
      const createdAt = now();
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'lists');
        const lists = await countRows(trx.selectFrom('lists').where('uid', '=', uid));
        if (lists >= MAX_LISTS_PER_USER)
          throw new LibraryError('too-many-lists', `One has at most ${MAX_LISTS_PER_USER} lists.`);
        const row = await trx
          .insertInto('lists')
          .values({
            uid,
            name,
            description,
            created_at: createdAt,
            updated_at: createdAt,
            item_count: 0,
            share_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return libraryList(row);
      });
    },

    async updateList(uid, listId, changes) {
      checkUid(uid);
      const values: Updateable<ListTable> = {};
      if (changes.name !== undefined) values.name = checkedListName(changes.name);
      if (changes.description !== undefined)
        values.description = checkedListDescription(changes.description);
      if (!isListId(listId)) throw listNotFound();
      if (Object.keys(values).length === 0) {
        const list = await getList(uid, listId);
        if (list === undefined) throw listNotFound();
        return list;
      }
      return updateOwnList(db, uid, listId, { ...values, updated_at: now() });
    },

    async deleteList(uid, listId) {
      checkUid(uid);
      if (!isListId(listId)) return false;
      // The items go too: list_items.list_id cascades.
      const result = await db
        .deleteFrom('lists')
        .where('id', '=', listId)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listLists(uid, request = {}) {
      checkUid(uid);
      const { offset, limit } = checkedSlice(request);
      const query = db.selectFrom('lists').where('uid', '=', uid);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return { results: rows.map(libraryList), total };
    },
  };
}
