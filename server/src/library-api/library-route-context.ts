import type { LibraryStore } from '../library/library-store.js';
import type { TitleLookup } from './title-lookup.js';

/** What every library route module is given: the store, and where added titles are looked up. */
export interface LibraryRouteContext {
  store: LibraryStore;
  titles: TitleLookup;
}
