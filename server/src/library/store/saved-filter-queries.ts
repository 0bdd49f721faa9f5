import type { Kysely, Selectable, Transaction } from 'kysely';
import { LibraryError } from './library-error.js';
import { checkUid, MAX_SAVED_FILTERS_PER_USER } from './library-limits.js';
import type { LibraryStore, SavedFilter } from './library-store.js';
import type { LibraryTables, SavedFilterTable } from './library-tables.js';
import { checkedSavedFilterName, checkedSavedFilterQuery } from './saved-filter-limits.js';
import { lockUserRows, type StoreContext } from './store-context.js';

export function savedFilter(row: Selectable<SavedFilterTable>): SavedFilter {
  return {
    id: Number(row.id),
    name: row.name,
    mediaType: row.media_type,
    query: row.query,
    pinned: Number(row.pinned) === 1,
    position: row.position,
    createdAt: Number(row.created_at),
  };
}

/** Ids come from paths: anything but a positive whole number names none. */
function isSavedFilterId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

function savedFilterNotFound(): LibraryError {
  return new LibraryError('saved-filter-not-found', 'There is no such saved filter.');
}

function checkPosition(position: number | undefined): void {
  if (position !== undefined && (!Number.isSafeInteger(position) || position < 0))
    throw new LibraryError('invalid-position', 'position must be a whole number from 0.');
}

/** A member's saved filters in their order: what lists, moves and the export read. */
export async function savedFilterRowsInOrder(db: Kysely<LibraryTables>, uid: string) {
  return db
    .selectFrom('saved_filters')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Gives each of `rows` its index as its position, writing only those that moved. A member has at
 * most 50, so a move rewrites a handful of rows in one transaction.
 */
async function renumber(
  trx: Transaction<LibraryTables>,
  rows: ReadonlyArray<Selectable<SavedFilterTable>>,
): Promise<void> {
  for (const [index, row] of rows.entries())
    if (row.position !== index)
      await trx
        .updateTable('saved_filters')
        .set({ position: index })
        .where('id', '=', row.id)
        .execute();
}

/** A member's saved browse filters; each write holds the member's lock, so orders never tangle. */
export function savedFilterQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'listSavedFilters' | 'createSavedFilter' | 'updateSavedFilter' | 'deleteSavedFilter'
> {
  return {
    async listSavedFilters(uid) {
      checkUid(uid);
      return (await savedFilterRowsInOrder(db, uid)).map(savedFilter);
    },

    async createSavedFilter(uid, filter) {
      checkUid(uid);
      const name = checkedSavedFilterName(filter.name);
      const query = checkedSavedFilterQuery(filter.query);
      if (filter.mediaType !== 'movie' && filter.mediaType !== 'tv')
        throw new LibraryError('invalid-title', 'Filters are of movies or TV shows.');
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'savedFilters');
        const rows = await savedFilterRowsInOrder(trx, uid);
        if (rows.length >= MAX_SAVED_FILTERS_PER_USER)
          throw new LibraryError(
            'too-many-saved-filters',
            `One has at most ${MAX_SAVED_FILTERS_PER_USER} saved filters.`,
          );
        const row = await trx
          .insertInto('saved_filters')
          .values({
            uid,
            name,
            media_type: filter.mediaType,
            query,
            pinned: filter.pinned === true ? 1 : 0,
            position: rows.length,
            created_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return savedFilter(row);
      });
    },

    async updateSavedFilter(uid, id, changes) {
      checkUid(uid);
      const name = changes.name === undefined ? undefined : checkedSavedFilterName(changes.name);
      checkPosition(changes.position);
      if (!isSavedFilterId(id)) throw savedFilterNotFound();
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'savedFilters');
        const rows = await savedFilterRowsInOrder(trx, uid);
        const index = rows.findIndex((row) => Number(row.id) === id);
        const row = rows[index];
        if (row === undefined) throw savedFilterNotFound();
        if (name !== undefined || changes.pinned !== undefined)
          await trx
            .updateTable('saved_filters')
            .set({
              ...(name !== undefined && { name }),
              ...(changes.pinned !== undefined && { pinned: changes.pinned ? 1 : 0 }),
            })
            .where('id', '=', row.id)
            .execute();
        if (changes.position !== undefined) {
          const moved = [...rows];
          moved.splice(index, 1);
          moved.splice(Math.min(changes.position, moved.length), 0, row);
          await renumber(trx, moved);
        }
        const changed = await trx
          .selectFrom('saved_filters')
          .selectAll()
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        return savedFilter(changed);
      });
    },

    async deleteSavedFilter(uid, id) {
      checkUid(uid);
      if (!isSavedFilterId(id)) return false;
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'savedFilters');
        const removed = await trx
          .deleteFrom('saved_filters')
          .where('id', '=', id)
          .where('uid', '=', uid)
          .executeTakeFirst();
        if (removed.numDeletedRows === 0n) return false;
        await renumber(trx, await savedFilterRowsInOrder(trx, uid));
        return true;
      });
    },
  };
}
