import { describe, expect, it } from 'vitest';
import { prefetchSearch } from './search-prefetch';
import {
  accountPath,
  answerOnMyServices,
  defaultSettings,
  libraryStateRoutes,
  onMyServicesPath,
} from '../test/library-stubs';
import { fakeIdToken, stubCatalogue, tmdbExample } from '../test/utils';
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

  it("asks which of the shown results are on the member's services while they keep to them", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubCatalogue({
      '3/search/movie': tmdbExample('search-movie'),
      '3/search/tv': tmdbExample('search-tv'),
      '3/search/person': tmdbExample('search-person'),
      ...libraryStateRoutes(),
      [`${accountPath}/settings`]: {
        ...defaultSettings,
        watch_region: 'GB',
        watch_providers: [9001],
        only_my_services: true,
      },
      [onMyServicesPath]: answerOnMyServices([]),
    });
    const queryClient = prefetchQueryClient();
    prefetchSearch(queryClient, `${origin}/search?q=fight&type=tv`);
    await settled(queryClient);
    const asked = requested(fetchMock).filter((request) =>
      request.startsWith(`/${onMyServicesPath}?`),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/items=tv%3A/);
  });
});
