import { QueryClient } from '@tanstack/react-query';
import { hydrateServerState, serverStateHydrated } from './lib/query-client';
import { describe, expect, it, type Mock } from 'vitest';
import { libraryStateRoutes } from './test/library-stubs';
import { prefetchDetails } from './details/details-prefetch';
import { prefetchSearch } from './search/search-prefetch';
import { prefetchSharedList } from './sharing/shared-list-prefetch';
import { fakeIdToken, stubCatalogue, tmdbExample } from './test/utils';

const origin = 'http://localhost:3000';

function requested(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return `${url.pathname}?${url.searchParams.toString()}`;
  });
}

function catalogue() {
  return stubCatalogue({
    '3/search/movie': tmdbExample('search-movie'),
    '3/search/tv': tmdbExample('search-tv'),
    '3/search/person': tmdbExample('search-person'),
    '3/discover/movie': tmdbExample('discover-movie'),
    ...libraryStateRoutes(),
  });
}

async function settled(queryClient: QueryClient) {
  await expect.poll(() => queryClient.isFetching()).toBe(0);
}

describe('the route prefetches', () => {
  it('ask nothing until a page the server rendered is hydrated, which must find the cache as it was', async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    hydrateServerState(queryClient, { queries: [], mutations: [] });
    await Promise.all([
      prefetchSearch(queryClient, `${origin}/search?q=fight`),
      prefetchDetails(queryClient, { mediaType: 'movie', id: '550' }),
      prefetchSharedList(queryClient, { shareId: 'abc' }, `${origin}/shared/list/abc`),
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    serverStateHydrated(queryClient);
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toHaveLength(4);
  });
});
