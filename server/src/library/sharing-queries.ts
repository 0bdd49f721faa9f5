import type { LibraryStore } from './library-store.js';
import type { StoreContext } from './store-context.js';

/** A member's settings, lists shared by link, and the titles they liked. */
export function sharingQueries(
  _context: StoreContext,
): Pick<
  LibraryStore,
  'getSettings' | 'updateSettings' | 'setListPublic' | 'getSharedList' | 'likedTitles'
> {
  const notYet = (): never => {
    throw new Error('not built yet');
  };
  return {
    getSettings: notYet,
    updateSettings: notYet,
    setListPublic: notYet,
    getSharedList: notYet,
    likedTitles: notYet,
  };
}
