import { isMediaType, type AnyListItem, type MediaType } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

export type SearchEndpoint = MediaType | 'multi';

/** What `/search?q=…&type=…` asks for; movies when the type is missing or unknown. */
export function parseSearchParams(params: URLSearchParams): {
  query: string;
  mediaType: MediaType;
} {
  const mediaType = params.get('type');
  return {
    query: (params.get('q') ?? '').trim(),
    mediaType: isMediaType(mediaType) ? mediaType : 'movie',
  };
}

/** `3/search/{multi|movie|tv|person}?query=…&page=N`: public, so it carries no member token. */
export function searchQueryOptions(endpoint: SearchEndpoint, query: string, page = 1) {
  return queryOptions({
    queryKey: ['search', endpoint, query, page] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<Page<AnyListItem>>(
        `3/search/${endpoint}`,
        { query, page },
        { signal, client },
      ),
    enabled: query !== '',
  });
}
