import { describe, expect, it } from 'vitest';
import { prefetchBrowse } from './browse-prefetch';
import { accountPath, defaultSettings, libraryStateRoutes } from '../test/library-stubs';
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

describe('the browse route prefetch', () => {
  it("start a member's settings with a browse list", async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubPrefetchCatalogue();
    const queryClient = prefetchQueryClient();
    void prefetchBrowse(queryClient, 'movie', `${origin}/movies?genre=18`);
    await settled(queryClient);
    expect(requested(fetchMock).sort()).toEqual(
      ['/3/discover/movie?sort_by=popularity.desc&with_genres=18&page=1', SETTINGS_REQUEST].sort(),
    );
  });

  it.each([
    [
      'discover on the member’s services, after their settings',
      { watch_region: 'GB', watch_providers: [9001, 9004] },
      [
        SETTINGS_REQUEST,
        '/3/discover/movie?sort_by=popularity.desc&with_watch_providers=9001%7C9004&watch_region=GB&with_watch_monetization_types=flatrate%7Cfree%7Cads&page=1',
      ],
    ],
    ['no list while no services are chosen', { watch_region: 'GB' }, [SETTINGS_REQUEST]],
  ])('with Only my services on, warm %s', async (_case, services, expected) => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubCatalogue({
      ...libraryStateRoutes(),
      [`${accountPath}/settings`]: { ...defaultSettings, ...services, only_my_services: true },
      '3/discover/movie': tmdbExample('discover-movie'),
    });
    const queryClient = prefetchQueryClient();
    await prefetchBrowse(queryClient, 'movie', `${origin}/movies`);
    await settled(queryClient);
    expect(requested(fetchMock)).toEqual(expected);
  });

  it('warms what the filters show by name: chips, the region’s services, the certifications', async () => {
    localStorage.setItem('token', fakeIdToken());
    const fetchMock = stubCatalogue({
      ...libraryStateRoutes(),
      '3/discover/movie': tmdbExample('discover-movie'),
      '3/keyword/1701': tmdbExample('keyword-details'),
      '3/company/1': tmdbExample('company-details'),
      '3/watch/providers/regions': tmdbExample('watch-providers-available-regions'),
      '3/watch/providers/movie': tmdbExample('watch-providers-movie-list'),
      '3/certification/movie/list': tmdbExample('certification-movie-list'),
    });
    const queryClient = prefetchQueryClient();
    await prefetchBrowse(
      queryClient,
      'movie',
      `${origin}/movies?keywords=1701&companies=1&networks=5&region=GB&providers=8&cert_country=GB&cert=15`,
    );
    await settled(queryClient);
    expect(requested(fetchMock).sort()).toEqual(
      [
        SETTINGS_REQUEST,
        '/3/keyword/1701?',
        '/3/company/1?',
        '/3/watch/providers/regions?',
        '/3/watch/providers/movie?watch_region=GB',
        '/3/certification/movie/list?',
        '/3/discover/movie?sort_by=popularity.desc&certification_country=GB&certification=15&with_keywords=1701&with_companies=1&with_watch_providers=8&watch_region=GB&with_watch_monetization_types=flatrate%7Cfree%7Cads&page=1',
      ].sort(),
    );
  });
});
