import { QueryClient } from '@tanstack/react-query';
import { hydrateServerState, serverStateHydrated } from './lib/query-client';
import { describe, expect, it, type Mock } from 'vitest';
import { accountPath, libraryStateRoutes } from './test-library-stubs';
import {
  prefetchBrowse,
  prefetchDetails,
  prefetchSearch,
  prefetchSharedList,
} from './route-prefetch';
import { fakeIdToken, stubCatalogue, tmdbExample } from './test-utils';

const origin = 'http://localhost:3000';
const settingsRequest = `/${accountPath}/settings?`;

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
  it("start a member's settings with the search results, which hide what they watched", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toContain(settingsRequest);
    expect(requested(fetchMock)).toHaveLength(4);
  });

  it("start a member's settings with a browse list", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    prefetchBrowse(queryClient, 'movie', `${origin}/movies?genre=18`);
    await settled(queryClient);
    expect(requested(fetchMock).sort()).toEqual(
      ['/3/discover/movie?sort_by=popularity.desc&with_genres=18&page=1', settingsRequest].sort(),
    );
  });

  it('ask nothing of a library for somebody logged out', async () => {
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toHaveLength(3);
    expect(requested(fetchMock)).not.toContain(settingsRequest);
  });

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

  it('start the page of a shared list the address names', async () => {
    const fetchMock = stubCatalogue({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSharedList(queryClient, { shareId: 'abc' }, `${origin}/shared/list/abc?page=2`);
    await settled(queryClient);
    expect(requested(fetchMock)).toEqual(['/3/shared/list/abc?page=2']);
  });
});
