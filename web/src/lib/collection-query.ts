import type { CollectionDetails, CollectionPart } from '@marquee/tmdb-types/collection';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

/** Oldest first; a part with no date yet (announced, not released) comes last. */
function byReleaseDate(a: CollectionPart, b: CollectionPart): number {
  if (!a.release_date || !b.release_date) return a.release_date ? -1 : b.release_date ? 1 : 0;
  return a.release_date.localeCompare(b.release_date);
}

/**
 * `3/collection/{id}`: public, so it carries no member token. TMDB lists the parts in no promised
 * order; the collection page and a movie's collection block both show them in release order.
 */
export function collectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['collection', id] as const,
    queryFn: async ({ signal, client }) => {
      const collection = await fetchCatalogue<CollectionDetails>(
        `3/collection/${id}`,
        {},
        { signal, client },
      );
      return { ...collection, parts: [...collection.parts].sort(byReleaseDate) };
    },
    // No such collection: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
