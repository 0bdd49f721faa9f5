import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountPath,
  answerTitleStates,
  defaultSettings,
  libraryStateRoutes,
  requestsTo,
  statesPath,
  unavailable,
} from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
  type CatalogueRoutes,
} from '../test/utils';

const settingsPath = `${accountPath}/settings`;
const trending = tmdbExample<Page<MovieListItem>>('trending-movie');
const discovered = tmdbExample<Page<MovieListItem>>('discover-movie');
const discoveredShows = tmdbExample<Page<TvListItem>>('discover-tv');
const [trendingFirst] = trending.results as [MovieListItem];
const [discoveredFirst] = discovered.results as [MovieListItem];

const myServices: Partial<MemberSettings> = {
  watch_region: 'GB',
  watch_providers: [9001, 9004],
};

/** The member's settings as the server keeps them, changed by each PUT. */
function stubBrowse(settings: Partial<MemberSettings>, routes: CatalogueRoutes = {}) {
  let current: MemberSettings = { ...defaultSettings, ...settings };
  return stubCatalogue({
    '3/trending/movie/day': trending,
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/discover/movie': discovered,
    '3/discover/tv': discoveredShows,
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/genre/tv/list': tmdbExample('genre-tv-list'),
    ...libraryStateRoutes(),
    [statesPath]: answerTitleStates({}),
    [settingsPath]: () => jsonResponse(current),
    [`PUT ${settingsPath}`]: (_url, body) => {
      current = { ...current, ...(body as MemberSettingsBody) };
      return jsonResponse(current);
    },
    ...routes,
  });
}

function listRequests(fetchMock: ReturnType<typeof stubCatalogue>, media = 'movie') {
  return [
    ...requestsTo(fetchMock, `3/trending/${media}/day`),
    ...requestsTo(fetchMock, `3/discover/${media}`),
  ];
}

describe('Only my services on the browse pages', () => {
  it('is offered beside Hide watched on movies and TV, not on people', async () => {
    stubBrowse({});
    const { router } = renderApp('/movies', { token: fakeIdToken() });
    const toggle = await screen.findByRole('checkbox', { name: 'Only my services' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide watched' })).toBeInTheDocument();
    await act(() => router.navigate('/tv'));
    expect(await screen.findByRole('heading', { level: 1, name: 'TV shows' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only my services' })).toBeInTheDocument();
    await act(() => router.navigate('/people'));
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Only my services' })).not.toBeInTheDocument();
  });

  it('asks discover for the member’s services in their region, streaming, free or with ads, and says trending cannot be narrowed', async () => {
    const fetchMock = stubBrowse({ ...myServices, only_my_services: true });
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: discoveredFirst.title })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only my services' })).toBeChecked();
    const asked = listRequests(fetchMock);
    expect(asked.map(({ path, params }) => ({ path, params }))).toEqual([
      {
        path: '3/discover/movie',
        params: {
          sort_by: 'popularity.desc',
          with_watch_providers: '9001|9004',
          watch_region: 'GB',
          with_watch_monetization_types: 'flatrate|free|ads',
          page: '1',
        },
      },
    ]);
    // TMDB's own `|`, sent as the query string escapes it.
    expect(asked[0]?.url.search).toContain('with_watch_providers=9001%7C9004');
    expect(
      screen.getByText(
        "Trending can't be narrowed to your services: these are the most popular movies on them.",
      ),
    ).toBeInTheDocument();
    // The address stays the list's own: the services are the member's setting.
    expect(window.location.search).toBe('');
  });

  it.each([
    ['on', { ...myServices, only_my_services: true }],
    ['on with none chosen', { only_my_services: true }],
  ])(
    'lets services chosen in the URL stand in for the member’s own (%s)',
    async (_case, settings) => {
      const fetchMock = stubBrowse(settings, {
        '3/watch/providers/regions': {
          results: [{ iso_3166_1: 'US', english_name: 'United States', native_name: 'US' }],
        },
        '3/watch/providers/movie': { results: [] },
        '3/certification/movie/list': { certifications: {} },
      });
      renderApp('/movies?region=US&providers=8', { token: fakeIdToken() });
      expect(await screen.findByRole('link', { name: discoveredFirst.title })).toBeInTheDocument();
      expect(listRequests(fetchMock).map(({ params }) => params)).toEqual([
        {
          sort_by: 'popularity.desc',
          with_watch_providers: '8',
          watch_region: 'US',
          with_watch_monetization_types: 'flatrate|free|ads',
          page: '1',
        },
      ]);
      expect(
        screen.queryByRole('link', { name: 'Choose your region and services in Settings' }),
      ).not.toBeInTheDocument();
      if (settings.watch_providers !== undefined)
        expect(
          screen.getByText('The services chosen here stand in for yours on this list.'),
        ).toBeInTheDocument();
    },
  );

  it('counts rent and buy when the member says so, and keeps the page’s filters and sort', async () => {
    const fetchMock = stubBrowse({ ...myServices, count_rent_buy: true, only_my_services: true });
    renderApp('/tv?sort=rated&genre=18', { token: fakeIdToken() });
    expect(
      await screen.findByRole('link', { name: discoveredShows.results[0]?.name }),
    ).toBeInTheDocument();
    expect(listRequests(fetchMock, 'tv').map(({ params }) => params)).toEqual([
      {
        sort_by: 'vote_average.desc',
        'vote_count.gte': '50',
        with_genres: '18',
        with_watch_providers: '9001|9004',
        watch_region: 'GB',
        with_watch_monetization_types: 'flatrate|free|ads|rent|buy',
        page: '1',
      },
    ]);
    expect(screen.queryByText(/Trending can't be narrowed/)).not.toBeInTheDocument();
  });

  it('turns on from the page, saved in the member’s settings, and off back to trending', async () => {
    const fetchMock = stubBrowse(myServices);
    const user = userEvent.setup();
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: trendingFirst.title })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Only my services' });
    await waitFor(() => expect(toggle).toBeEnabled());

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByRole('link', { name: discoveredFirst.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/discover/movie')[0]?.params).toMatchObject({
      with_watch_providers: '9001|9004',
      watch_region: 'GB',
    });

    await user.click(toggle);
    expect(await screen.findByRole('link', { name: trendingFirst.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body)).toEqual([
      { only_my_services: true },
      { only_my_services: false },
    ]);
  });

  it.each([
    ['no services', { watch_region: 'GB', watch_providers: [] }],
    ['no region', { watch_region: null, watch_providers: [9001] }],
  ])(
    'says how to choose services, with no list, when on with %s',
    async (_case, chosen: Partial<MemberSettings>) => {
      const fetchMock = stubBrowse({ ...chosen, only_my_services: true });
      renderApp('/movies', { token: fakeIdToken() });
      const message = await screen.findByText(/^Only my services is on, but/);
      expect(message).toHaveRole('status');
      expect(message).toHaveTextContent(
        'Only my services is on, but you have not chosen your services yet, so there are no movies to show. Choose your region and services in Settings',
      );
      expect(
        within(message).getByRole('link', { name: 'Choose your region and services in Settings' }),
      ).toHaveAttribute('href', '/settings#my-services');
      expect(screen.queryByRole('list', { name: 'Movies, page 1' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
      expect(listRequests(fetchMock)).toEqual([]);
    },
  );

  it('goes back to trending, saying why, when the server refuses to turn it on', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    const fetchMock = stubBrowse(myServices, { [`PUT ${settingsPath}`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: trendingFirst.title })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Only my services' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't change Only my services: the library is unavailable for a moment.",
    );
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: trendingFirst.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, settingsPath, 'PUT')).toHaveLength(1);
  });
});
