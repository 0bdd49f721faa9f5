import type { LibraryStore } from './library-store.js';
import type { StoreContext } from './store-context.js';

/** A member's whole library at once: import, export, and deleting it. */
export function transferQueries(
  _context: StoreContext,
): Pick<LibraryStore, 'importLibrary' | 'exportLibrary' | 'deleteMemberData'> {
  const notYet = (): never => {
    throw new Error('not built yet');
  };
  return { importLibrary: notYet, exportLibrary: notYet, deleteMemberData: notYet };
}
