import type { QueryClient, QueryClientConfig } from '@tanstack/react-query';
import { expect, type Mock } from 'vitest';
import { CatalogueQueryClient } from '../lib/query-client';
import { accountPath, libraryStateRoutes } from './library-stubs';
import { browserCatalogueClient, stubCatalogue, tmdbExample } from './utils';

/** The origin the prefetch tests' page addresses are on. */
export const PAGE_ORIGIN = 'http://localhost:3000';

/** The member's settings as requested(…) lists them: the prefix of its path and query. */
export const SETTINGS_REQUEST = `/${accountPath}/settings?`;

/** Each request the stubbed fetch saw, as path?query. */
export function requested(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return `${url.pathname}?${url.searchParams.toString()}`;
  });
}

/** A catalogue with the searches, a discover list and a member's library states. */
export function stubPrefetchCatalogue(): ReturnType<typeof stubCatalogue> {
  return stubCatalogue({
    '3/search/movie': tmdbExample('search-movie'),
    '3/search/tv': tmdbExample('search-tv'),
    '3/search/person': tmdbExample('search-person'),
    '3/discover/movie': tmdbExample('discover-movie'),
    ...libraryStateRoutes(),
  });
}

/**
 * A query client with the browser's catalogue client but TanStack's own defaults: the prefetches
 * alone decide what is asked, with no retry or failure log of the app's in between.
 */
export function prefetchQueryClient(config?: QueryClientConfig): QueryClient {
  return new CatalogueQueryClient(browserCatalogueClient(), config);
}

/** Resolves once nothing the prefetches started is still fetching. */
export async function settled(queryClient: QueryClient): Promise<void> {
  await expect.poll(() => queryClient.isFetching()).toBe(0);
}
