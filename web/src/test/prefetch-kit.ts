import type { QueryClient } from '@tanstack/react-query';
import { expect, type Mock } from 'vitest';
import { libraryStateRoutes } from './library-stubs';
import { stubCatalogue, tmdbExample } from './utils';

/** The origin the prefetch tests' page addresses are on. */
export const PAGE_ORIGIN = 'http://localhost:3000';

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

/** Resolves once nothing the prefetches started is still fetching. */
export async function settled(queryClient: QueryClient): Promise<void> {
  await expect.poll(() => queryClient.isFetching()).toBe(0);
}
