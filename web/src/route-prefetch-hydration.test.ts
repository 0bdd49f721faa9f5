import { hydrateServerState, serverStateHydrated } from './lib/query-client';
import { describe, expect, it } from 'vitest';
import { prefetchDetails } from './details/details-prefetch';
import { prefetchSearch } from './search/search-prefetch';
import { prefetchSharedList } from './sharing/shared-list-prefetch';
import { fakeIdToken } from './test/utils';
import {
  PAGE_ORIGIN,
  prefetchQueryClient,
  requested,
  settled,
  stubPrefetchCatalogue,
} from './test/prefetch-kit';

const origin = PAGE_ORIGIN;

describe('the route prefetches', () => {
  it('ask nothing until a page the server rendered is hydrated, which must find the cache as it was', async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubPrefetchCatalogue();
    const queryClient = prefetchQueryClient();
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
