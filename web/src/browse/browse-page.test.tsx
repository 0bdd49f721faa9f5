import type { MovieListItem, PersonListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryStateRoutes } from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

/** Trending answers whose first title names the media and page, so a test can tell pages apart. */
function stubPagedTrending() {
  const movies = tmdbExample<Page<MovieListItem>>('trending-movie');
  const people = tmdbExample<Page<PersonListItem>>('trending-person');
  const paged = (base: Page<MovieListItem> | Page<PersonListItem>, label: string) => (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const results = base.results.map((item, index) =>
      index === 0
        ? {
            ...item,
            ...('title' in item
              ? { title: `${label} page ${page}` }
              : { name: `${label} page ${page}` }),
          }
        : item,
    );
    return jsonResponse({ ...base, page, results });
  };
  return stubCatalogue({
    '3/trending/movie/day': paged(movies, 'Movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': paged(people, 'Person'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    ...libraryStateRoutes(),
  });
}

describe('BrowsePage', () => {
  it('shows page 1 of trending movies as a grid of cards with the pager', async () => {
    stubPagedTrending();
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Movie page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expectDocumentTitle('Movies · Marquee');
  });

  it('puts the chosen page in the URL and fetches all three lists for it', async () => {
    const fetchMock = stubPagedTrending();
    const user = userEvent.setup();
    const { router } = renderApp('/people', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Person page 1' });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Person page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => {
      const pageTwo = fetchMock.mock.calls
        .map(([input]) => new URL(String(input)))
        .filter((url) => url.searchParams.get('page') === '2');
      expect(pageTwo.map((url) => url.pathname).sort()).toEqual([
        '/3/trending/movie/day',
        '/3/trending/person/day',
        '/3/trending/tv/day',
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Person page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Person page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers pages up to total_pages capped at 500, as a window round the current page', async () => {
    stubPagedTrending();
    renderApp('/movies?page=500', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: 'Movie page 500' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: '500' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '1' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '501' })).not.toBeInTheDocument();
  });

  it.each(['banana', '0', '501'])('reads the page number %j as page 1', async (value) => {
    stubPagedTrending();
    renderApp(`/movies?page=${value}`, { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: 'Movie page 1' })).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', async () => {
    const never = () => new Promise<Response>(() => undefined);
    stubCatalogue({
      '3/trending/movie/day': never,
      '3/trending/tv/day': never,
      '3/trending/person/day': never,
      '3/genre/tv/list': tmdbExample('genre-tv-list'),
      ...libraryStateRoutes(),
    });
    const { container } = renderApp('/tv', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: 'TV shows' });
    expect(container.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(20);
    expect(await screen.findByRole('option', { name: 'Drama' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(20);
  });

  it('says when the list failed to load and retries on request', async () => {
    expectConsoleError(
      /Catalogue request .*trending.*movie.* failed: CatalogueError: Internal error/,
    );
    let fail = true;
    stubCatalogue({
      '3/trending/movie/day': () =>
        fail
          ? jsonResponse({ status_code: 11, status_message: 'Internal error', success: false }, 500)
          : jsonResponse(tmdbExample('trending-movie')),
      '3/trending/tv/day': tmdbExample('trending-tv'),
      '3/trending/person/day': tmdbExample('trending-person'),
      '3/genre/movie/list': tmdbExample('genre-movie-list'),
      ...libraryStateRoutes(),
    });
    const user = userEvent.setup();
    renderApp('/movies', { token: fakeIdToken() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load movies.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Scream VI' })).toBeInTheDocument();
  });
});
