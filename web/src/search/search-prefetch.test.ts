import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, type Mock } from 'vitest';
import { accountPath, libraryStateRoutes } from '../test/library-stubs';
import { prefetchSearch } from './search-prefetch';
import { fakeIdToken, stubCatalogue, tmdbExample } from '../test/utils';

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

describe('the search route prefetch', () => {
  it("start a member's settings with the search results, which hide what they watched", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toContain(settingsRequest);
    expect(requested(fetchMock)).toHaveLength(4);
  });

  it('ask nothing of a library for somebody logged out', async () => {
    const fetchMock = catalogue();
    const queryClient = new QueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toHaveLength(3);
    expect(requested(fetchMock)).not.toContain(settingsRequest);
  });
});
