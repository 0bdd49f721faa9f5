import type { CatalogueSource } from '../catalogue-source.js';
import type { LibraryStore, TitleRef } from '../library/library-store.js';
import type { TitleLookup } from './title-lookup.js';

/** What every library route module is given: the store, and where added titles are looked up. */
export interface LibraryRouteContext {
  store: LibraryStore;
  titles: TitleLookup;
  /** The catalogue itself, for what is more than finding one title (matching an import's rows). */
  source: CatalogueSource;
}

/**
 * Finds a title that is being added (TMDB's 404 for one the catalogue lacks) and keeps its
 * details for every member's reads.
 */
export async function rememberAddedTitle(
  { store, titles }: LibraryRouteContext,
  title: TitleRef,
): Promise<void> {
  await store.rememberTitles([await titles.find(title)]);
}
