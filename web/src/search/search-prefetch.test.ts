import { describe, expect, it } from 'vitest';
import { prefetchSearch } from './search-prefetch';
import { fakeIdToken } from '../test/utils';
import {
  PAGE_ORIGIN,
  prefetchQueryClient,
  requested,
  SETTINGS_REQUEST,
  settled,
  stubPrefetchCatalogue,
} from '../test/prefetch-kit';

const origin = PAGE_ORIGIN;

describe('the search route prefetch', () => {
  it("start a member's settings with the search results, which hide what they watched", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubPrefetchCatalogue();
    const queryClient = prefetchQueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toContain(SETTINGS_REQUEST);
    expect(requested(fetchMock)).toHaveLength(4);
  });

  it('ask nothing of a library for somebody logged out', async () => {
    const fetchMock = stubPrefetchCatalogue();
    const queryClient = prefetchQueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight`);
    await settled(queryClient);
    expect(requested(fetchMock)).toHaveLength(3);
    expect(requested(fetchMock)).not.toContain(SETTINGS_REQUEST);
  });
});
