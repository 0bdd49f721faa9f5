import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { CatalogueSource } from '../catalogue-source.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { notFound } from '../http/tmdb-errors.js';
import { checkTitle } from '../library/library-limits.js';
import type { LibraryTitle, TitleRef } from '../library/library-store.js';
import { upstreamTitle } from './upstream-title.js';

/**
 * Finds a title that is being added to a library, as the catalogue lists it. Throws TMDB's 404
 * (code 34) for an id the catalogue does not have, and 503 (code 9) when TMDB cannot be asked.
 */
export interface TitleLookup {
  find(title: TitleRef): Promise<LibraryTitle>;
}

export function createTitleLookup(source: CatalogueSource): TitleLookup {
  const find =
    source.kind === 'embedded'
      ? (title: TitleRef) => Promise.resolve(catalogueTitle(source.catalogue, title))
      : (title: TitleRef) => upstreamTitle(source.upstream, title);
  return {
    find(title) {
      // The library's own rule on ids, before any catalogue (or TMDB) is asked about one.
      checkTitle(title);
      return find(title);
    },
  };
}

function catalogueTitle(catalogue: Catalogue, { mediaType, mediaId }: TitleRef): LibraryTitle {
  const [item] = catalogue.listItems([{ media_type: mediaType, id: mediaId }]);
  if (item === undefined) throw notFound();
  return mediaType === 'movie'
    ? { ...(item as MovieListItem), media_type: 'movie' }
    : { ...(item as TvListItem), media_type: 'tv' };
}
