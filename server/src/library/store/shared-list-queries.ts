import { randomBytes } from 'node:crypto';
import { LibraryError, isLibraryError } from './library-error.js';
import { checkedSlice, checkUid } from './library-limits.js';
import type { LibraryStore } from './library-store.js';
import { listItemQueries } from './list-item-queries.js';
import { isListId, libraryList, listNotFound, updateOwnList } from './list-queries.js';
import type { StoreContext } from './store-context.js';

// 16 random bytes, as base64url: 128 bits nobody guesses, 22 characters in a link.
const SHARE_ID_BYTES = 16;
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Could `text` be a share id? Anything else names no list, and is not looked up. */
function isShareId(text: string): boolean {
  return typeof text === 'string' && SHARE_ID.test(text);
}

function newShareId(): string {
  return randomBytes(SHARE_ID_BYTES).toString('base64url');
}

/** Lists made public by their owner, and read by anybody who has the link. */
export function sharedListQueries(
  context: StoreContext,
): Pick<LibraryStore, 'setListPublic' | 'getSharedList'> {
  const { db } = context;
  const { listListItems } = listItemQueries(context);

  return {
    async setListPublic(uid, listId, isPublic) {
      checkUid(uid);
      if (typeof isPublic !== 'boolean')
        throw new LibraryError('invalid-setting', 'A list is public (true) or private (false).');
      if (!isListId(listId)) throw listNotFound();
      // A new id each time: a link handed out before the list was last made private stays dead.
      // Sharing is not editing, so the list keeps its place in the order of change.
      return updateOwnList(db, uid, listId, {
        is_public: isPublic ? 1 : 0,
        share_id: isPublic ? newShareId() : null,
      });
    },

    async getSharedList(shareId, request = {}) {
      const slice = checkedSlice(request);
      if (!isShareId(shareId)) return undefined;
      const row = await db
        .selectFrom('lists')
        .leftJoin('member_settings as owner', 'owner.uid', 'lists.uid')
        .selectAll('lists')
        .select('owner.display_name')
        .where('lists.share_id', '=', shareId)
        .where('lists.is_public', '=', 1)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      // The owner's uid is only used to read the items; it is in nothing this returns.
      let items;
      try {
        items = await listListItems(row.uid, Number(row.id), slice);
      } catch (error) {
        // Deleted since it was found: as gone as if it had never been.
        if (isLibraryError(error, 'list-not-found')) return undefined;
        throw error;
      }
      return {
        list: libraryList(row),
        ownerName: row.display_name,
        // The owner's ratings are theirs, not the list's.
        items: { ...items, results: items.results.map((item) => ({ ...item, rating: null })) },
      };
    },
  };
}
