import type { MovieDetails } from '@marquee/tmdb-types/details';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { renderApp, stubCatalogue, tmdbExample } from './test-utils';

/** Holds a page's chunk back until the test lets it arrive, as a slow network would. */
const chunks = vi.hoisted(() => {
  function gate() {
    let open = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { arrived, open: () => open() };
  }
  return { details: gate(), search: gate() };
});

vi.mock('./details/details-page', async (importOriginal) => {
  await chunks.details.arrived;
  return importOriginal();
});

vi.mock('./search/search-page', async (importOriginal) => {
  await chunks.search.arrived;
  return importOriginal();
});

function requested(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return `${url.pathname}?${url.searchParams.toString()}`;
  });
}

describe('route loaders', () => {
  it("start the details request while the page's chunk is still loading", async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    const fetchMock = stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    renderApp(`/details/movie/${movie.id}`);
    const request = `/3/movie/${movie.id}?append_to_response=credits%2Csimilar`;
    await waitFor(() => expect(requested(fetchMock)).toEqual([request]));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.details.open();
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    // The page reads what the loader fetched: same query, no second request.
    expect(requested(fetchMock)).toEqual([request]);
  });

  it("start the search requests while the page's chunk is still loading", async () => {
    const fetchMock = stubCatalogue({
      '3/search/movie': tmdbExample('search-movie'),
      '3/search/tv': tmdbExample('search-tv'),
      '3/search/person': tmdbExample('search-person'),
    });
    renderApp('/search?q=fight&type=tv&page=2');
    const expected = [
      '/3/search/movie?query=fight&page=1',
      '/3/search/tv?query=fight&page=1',
      '/3/search/person?query=fight&page=1',
      '/3/search/tv?query=fight&page=2',
    ];
    await waitFor(() => expect(requested(fetchMock).sort()).toEqual([...expected].sort()));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.search.open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "fight"' }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: /^TV shows/, selected: true });
    expect(requested(fetchMock).sort()).toEqual([...expected].sort());
  });
});
