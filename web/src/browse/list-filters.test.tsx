import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryStateRoutes } from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';

function stubLists() {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/discover/movie': tmdbExample('discover-movie'),
    '3/discover/tv': tmdbExample('discover-tv'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/genre/tv/list': tmdbExample('genre-tv-list'),
    '3/person/popular': tmdbExample('person-popular'),
    ...libraryStateRoutes(),
  });
}

function requested(fetchMock: ReturnType<typeof stubCatalogue>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === path);
}

describe('list filters', () => {
  it('shows trending by default, with labelled sort, genre and year controls', async () => {
    const fetchMock = stubLists();
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByLabelText('Sort by')).toHaveDisplayValue('Trending');
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('All genres');
    expect(screen.getByLabelText('Year')).toHaveDisplayValue('Any year');
    expect(await screen.findByRole('option', { name: 'Drama' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Scream VI' });
    expect(requested(fetchMock, '/3/discover/movie')).toHaveLength(0);
  });

  it('turns a sort, a genre and a year into a discover request and the URL, back at page 1', async () => {
    const fetchMock = stubLists();
    const user = userEvent.setup();
    const { router } = renderApp('/movies?page=4', { token: fakeIdToken() });
    await screen.findByRole('option', { name: 'Drama' });
    await user.selectOptions(screen.getByLabelText('Genre'), 'Drama');
    // The route's loader runs before the navigation commits.
    await waitFor(() => expect(router.state.location.search).toBe('?genre=18'));
    await waitFor(() => expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Drama'));
    await user.selectOptions(screen.getByLabelText('Year'), '1999');
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveDisplayValue('1999'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        genre: '18',
        year: '1999',
        sort: 'rated',
      }),
    );
    await waitFor(() => {
      const last = requested(fetchMock, '/3/discover/movie').at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        sort_by: 'vote_average.desc',
        'vote_count.gte': '50',
        with_genres: '18',
        primary_release_year: '1999',
        page: '1',
      });
    });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() =>
      expect(requested(fetchMock, '/3/discover/movie').at(-1)?.searchParams.get('sort_by')).toBe(
        'primary_release_date.desc',
      ),
    );
  });

  it('keeps both of two changes made before the page shows the first', async () => {
    stubLists();
    const { router } = renderApp('/movies', { token: fakeIdToken() });
    await screen.findByRole('option', { name: 'Drama' });
    // One act: React renders nothing until both handlers have run, as on a busy page.
    act(() => {
      fireEvent.change(screen.getByLabelText('Genre'), { target: { value: '18' } });
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1999' } });
    });
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveDisplayValue('1999'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      genre: '18',
      year: '1999',
    });
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Drama');
  });

  it('uses the tv names of the discover parameters and keeps the page with the filters', async () => {
    const fetchMock = stubLists();
    renderApp('/tv?sort=newest&year=2020&page=2', { token: fakeIdToken() });
    expect(await screen.findByLabelText('Sort by')).toHaveDisplayValue('Newest');
    await waitFor(() => expect(requested(fetchMock, '/3/discover/tv')).not.toHaveLength(0));
    const [url] = requested(fetchMock, '/3/discover/tv');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      sort_by: 'first_air_date.desc',
      first_air_date_year: '2020',
      page: '2',
    });
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so in words when no title matches', async () => {
    stubCatalogue({
      '3/discover/movie': { page: 1, results: [], total_pages: 1, total_results: 0 },
      '3/genre/movie/list': tmdbExample('genre-movie-list'),
      ...libraryStateRoutes(),
    });
    renderApp('/movies?genre=18&year=1874', { token: fakeIdToken() });
    expect(await screen.findByText('No movies match these filters.')).toBeInTheDocument();
  });

  it('switches people between trending and popular through the URL', async () => {
    const fetchMock = stubLists();
    const user = userEvent.setup();
    const { router } = renderApp('/people', { token: fakeIdToken() });
    const trending = await screen.findByRole('button', { name: 'Trending' });
    expect(trending).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    await waitFor(() => expect(router.state.location.search).toBe('?list=popular'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(requested(fetchMock, '/3/person/popular')).not.toHaveLength(0));
  });
});
