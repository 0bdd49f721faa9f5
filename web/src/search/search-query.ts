import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

export type SearchType = 'movie' | 'tv' | 'person';
export type SearchEndpoint = SearchType | 'multi';

export const searchTypes: readonly SearchType[] = ['movie', 'tv', 'person'];

export function isSearchType(value: string | null): value is SearchType {
  return value === 'movie' || value === 'tv' || value === 'person';
}

/** `3/search/{multi|movie|tv|person}?query=…&page=N`. */
export function searchQueryOptions(endpoint: SearchEndpoint, query: string, page = 1) {
  return queryOptions({
    queryKey: ['search', endpoint, query, page] as const,
    queryFn: ({ signal }) =>
      fetchCatalogue<Page<AnyListItem>>(`3/search/${endpoint}`, { query, page }, signal),
    enabled: query !== '',
  });
}
