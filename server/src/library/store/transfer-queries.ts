import { exportQueries } from './export-queries.js';
import { importQueries } from './import-queries.js';
import type { LibraryStore } from './library-store.js';
import { memberDataQueries } from './member-data-queries.js';
import type { StoreContext } from './store-context.js';

/** A member's whole library at once: import, export, and deleting it. */
export function transferQueries(
  context: StoreContext,
): Pick<
  LibraryStore,
  'importLibrary' | 'unrememberedTitles' | 'exportLibrary' | 'deleteMemberData'
> {
  return { ...importQueries(context), ...exportQueries(context), ...memberDataQueries(context) };
}
