import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { MemberSettings, RecommendedTitle } from '@marquee/tmdb-types/library-sharing';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
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
} from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';

const movies = tmdbExample<Page<MovieListItem>>('trending-movie');
const shows = tmdbExample<Page<TvListItem>>('trending-tv');
const [firstMovie, secondMovie, thirdMovie] = movies.results as [
  MovieListItem,
  MovieListItem,
  MovieListItem,
];
const heat = movie(949, 'Heat');
const arrival = movie(900001, 'Arrival');
const sicario = movie(900003, 'Sicario');

function because(title: LibraryTitle): RecommendedTitle {
  return { ...title, because: { media_type: 'movie', id: heat.id, title: 'Heat' } };
}

const onMyServices: Partial<MemberSettings> = {
  watch_region: 'GB',
  watch_providers: [9001],
  only_my_services: true,
};

function stubHome(settings: Partial<MemberSettings>) {
  return stubCatalogue({
    '3/trending/movie/day': movies,
    '3/trending/tv/day': shows,
    '3/trending/person/day': tmdbExample('trending-person'),
    ...libraryStateRoutes(),
    [`${accountPath}/recommendations`]: page([because(arrival), because(sicario)]),
    [`${accountPath}/settings`]: { ...defaultSettings, ...settings },
    // Two trending movies, no show, and one of the recommendations are on the services.
    [onMyServicesPath]: answerOnMyServices([
      `movie:${firstMovie.id}`,
      `movie:${thirdMovie.id}`,
      `movie:${sicario.id}`,
    ]),
  });
}

describe("Only my services on home's rows", () => {
  it('keeps the trending titles and For you to the services, asking once per row; people stay', async () => {
    const fetchMock = stubHome(onMyServices);
    renderApp('/', { token: fakeIdToken() });
    const forYou = await screen.findByRole('region', { name: 'For you' });
    expect(within(forYou).getByRole('link', { name: 'Sicario' })).toBeInTheDocument();
    expect(within(forYou).queryByRole('link', { name: 'Arrival' })).not.toBeInTheDocument();

    const movieRow = await screen.findByRole('list', { name: 'Top trending movies by day' });
    await waitFor(() => expect(within(movieRow).getAllByRole('listitem')).toHaveLength(2));
    expect(within(movieRow).getByRole('link', { name: firstMovie.title })).toBeInTheDocument();
    expect(within(movieRow).getByRole('link', { name: thirdMovie.title })).toBeInTheDocument();
    expect(
      within(movieRow).queryByRole('link', { name: secondMovie.title }),
    ).not.toBeInTheDocument();

    const showRow = screen.getByRole('region', { name: 'Top trending tv shows by day' });
    expect(
      await within(showRow).findByText("None of today's trending tv shows are on your services."),
    ).toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'Top trending people by day' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(10);

    // The movie row, the show row and For you: one request each.
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(3);
  });

  it('asks to choose services in the title rows when none are chosen, and leaves For you out', async () => {
    const fetchMock = stubHome({ only_my_services: true });
    renderApp('/', { token: fakeIdToken() });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Choose your region and services/ })).toHaveLength(
        2,
      ),
    );
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
  });

  it('shows every row whole while it is off', async () => {
    const fetchMock = stubHome({ ...onMyServices, only_my_services: false });
    renderApp('/', { token: fakeIdToken() });
    const forYou = await screen.findByRole('region', { name: 'For you' });
    expect(within(forYou).getByRole('link', { name: 'Arrival' })).toBeInTheDocument();
    const movieRow = await screen.findByRole('list', { name: 'Top trending movies by day' });
    expect(within(movieRow).getAllByRole('listitem')).toHaveLength(10);
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
  });
});
