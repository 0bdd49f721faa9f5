import { checkTitle } from '../store/library-limits.js';
import type { LibraryStore, LibraryTitle, TitleMemory, TitleRef } from '../store/library-store.js';
import type { ShowGuide } from '../../title-catalogue/show-guide.js';
import type { TitleCatalogue } from '../../title-catalogue/title-catalogue.js';

/**
 * What every library route module is given: the store (typed as the parts of it the module uses),
 * the catalogue its titles come from, and what that catalogue says of shows' seasons and episodes.
 */
export interface LibraryRouteContext<Store = LibraryStore> {
  store: Store;
  titles: TitleCatalogue;
  /** Shows' seasons and episodes, for episode progress. */
  shows: ShowGuide;
  /** The clock whose UTC day decides which episodes have aired (the catalogue's, in tests pinned). */
  now: () => Date;
}

/**
 * Finds a title that is being added, as the catalogue lists it: TMDB's 404 (code 34) for an id
 * the catalogue does not have, 503 (code 9) when TMDB cannot be asked.
 */
export function findAddedTitle(titles: TitleCatalogue, title: TitleRef): Promise<LibraryTitle> {
  // The library's own rule on ids, before any catalogue (or TMDB) is asked about one.
  checkTitle(title);
  return titles.find(title);
}

/**
 * Finds a title that is being added (TMDB's 404 for one the catalogue lacks) and keeps its
 * details for every member's reads.
 */
export async function rememberAddedTitle(
  { store, titles }: LibraryRouteContext<TitleMemory>,
  title: TitleRef,
): Promise<void> {
  await store.rememberTitles([await findAddedTitle(titles, title)]);
}
