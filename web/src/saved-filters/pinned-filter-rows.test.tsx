import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountPath,
  answerOnMyServices,
  defaultSettings,
  libraryStateRoutes,
  movie,
  onMyServicesPath,
  page,
  requestsTo,
  tv,
} from '../test/library-stubs';
import { savedFilter, savedFiltersPath, savedFiltersServer } from '../test/saved-filter-stubs';
import {
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
  type CatalogueRoutes,
} from '../test/utils';

const dramas = [movie(900101, 'Quiet Harbour'), movie(900102, 'Long Winter')];
const sitcoms = [tv(900201, 'Flatmates')];

function stubHome(routes: CatalogueRoutes) {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    ...libraryStateRoutes(),
    '3/discover/movie': (url: URL) =>
      jsonResponse(page(url.searchParams.get('with_genres') === '18' ? dramas : [])),
    '3/discover/tv': page(sitcoms),
    ...routes,
  });
}

const rowNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);

describe('pinned saved filters on home', () => {
  it('are rows below For you, in the member’s order, of discover with their filters', async () => {
    const fetchMock = stubHome(
      savedFiltersServer([
        savedFilter(7, 'Sitcoms', { media_type: 'tv', query: 'genre=35&year=2001', pinned: true }),
        savedFilter(3, 'Not pinned', { query: 'genre=99' }),
        savedFilter(5, 'Dramas', { query: 'genre=18&sort=rated', pinned: true }),
      ]).routes,
    );
    renderApp('/', { token: fakeIdToken() });
    const row = await screen.findByRole('region', { name: 'Dramas' });
    expect(await within(row).findByRole('list', { name: 'Dramas' })).toHaveTextContent(
      'Quiet Harbour',
    );
    expect(within(row).getByRole('link', { name: 'See all of Dramas' })).toHaveAttribute(
      'href',
      '/movies?genre=18&sort=rated',
    );
    await screen.findByText('Flatmates');
    expect(rowNames().slice(-2)).toEqual(['Sitcoms', 'Dramas']);
    expect(screen.queryByRole('region', { name: 'Not pinned' })).not.toBeInTheDocument();

    // Browse's reading of each query: its genre, year and sort, as discover names them.
    await waitFor(() => expect(requestsTo(fetchMock, '3/discover/movie')).toHaveLength(1));
    expect(requestsTo(fetchMock, '3/discover/movie')[0]?.params).toMatchObject({
      with_genres: '18',
      sort_by: 'vote_average.desc',
      page: '1',
    });
    expect(requestsTo(fetchMock, '3/discover/tv')[0]?.params).toMatchObject({
      with_genres: '35',
      first_air_date_year: '2001',
    });
  });

  it('are not there until one is pinned', async () => {
    const fetchMock = stubHome(
      savedFiltersServer([savedFilter(1, 'Dramas', { query: 'genre=18' })]).routes,
    );
    renderApp('/', { token: fakeIdToken() });
    await screen.findByRole('region', { name: 'Top trending people by day' });
    await waitFor(() => expect(requestsTo(fetchMock, savedFiltersPath)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Dramas' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '3/discover/movie')).toHaveLength(0);
  });

  it('keep to the member’s services when Only my services is on, as the rows above do', async () => {
    const fetchMock = stubHome({
      ...savedFiltersServer([savedFilter(5, 'Dramas', { query: 'genre=18', pinned: true })]).routes,
      [`${accountPath}/settings`]: {
        ...defaultSettings,
        watch_region: 'GB',
        watch_providers: [9001, 9003],
        only_my_services: true,
      },
      [onMyServicesPath]: answerOnMyServices([]),
    });
    renderApp('/', { token: fakeIdToken() });
    await screen.findByRole('region', { name: 'Dramas' });
    await waitFor(() => expect(requestsTo(fetchMock, '3/discover/movie')).toHaveLength(1));
    expect(requestsTo(fetchMock, '3/discover/movie')[0]?.params).toMatchObject({
      with_genres: '18',
      with_watch_providers: '9001|9003',
      watch_region: 'GB',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
  });
});
