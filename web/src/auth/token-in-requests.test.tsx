import type { MovieDetails } from '@marquee/tmdb-types/details';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryStateRoutes } from '../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from '../test/utils';

const movie = tmdbExample<MovieDetails>('movie-details');

/** Decodes like a real token, but no browser can put it in a header. */
const oddToken = `${fakeIdToken()}€`;

interface SentRequest {
  path: string;
  authorization: string | null;
}

/**
 * The catalogue stub behind a real `Headers` check, as the browser's fetch does: a header value
 * outside Latin-1 makes the request throw before it leaves.
 */
function stubCatalogueCheckingHeaders() {
  const answer = stubCatalogue({
    [`3/movie/${movie.id}`]: movie,
    // TMDB's sample movie belongs to its sample collection, which its page shows.
    [`3/collection/${movie.belongs_to_collection?.id}`]: tmdbExample('collection-details'),
    '3/trending/movie/day': tmdbExample('trending-movie'),
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/search/movie': tmdbExample('search-movie'),
    '3/search/tv': tmdbExample('search-tv'),
    '3/search/person': tmdbExample('search-person'),
    '3/discover/movie': tmdbExample('discover-movie'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    ...libraryStateRoutes({ mediaType: 'movie', id: movie.id }),
  });
  const sent: SentRequest[] = [];
  const thrown: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    let headers: Headers;
    try {
      headers = new Headers(init?.headers);
    } catch (error) {
      thrown.push(error);
      throw error;
    }
    const url = new URL(String(input));
    sent.push({ path: url.pathname, authorization: headers.get('Authorization') });
    return answer(input);
  });
  return { sent, thrown };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The member's library (always with their token) apart from the catalogue. */
function isLibraryRequest({ path }: SentRequest): boolean {
  return path.endsWith('/account_states') || path.startsWith('/3/account/');
}

function catalogueRequests(sent: SentRequest[]): SentRequest[] {
  return sent.filter((request) => !isLibraryRequest(request));
}

describe('the member token in requests', () => {
  it('takes a stored token with a non-Latin-1 character as no session: to /login, no request fails', async () => {
    const { thrown } = stubCatalogueCheckingHeaders();
    const { router } = renderApp('/', { token: oddToken });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(thrown).toEqual([]);
  });

  it('loads a public details page with such a token in storage', async () => {
    const { sent, thrown } = stubCatalogueCheckingHeaders();
    renderApp(`/details/movie/${movie.id}`, { token: oddToken });
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(thrown).toEqual([]);
    expect(sent).toContainEqual({ path: `/3/movie/${movie.id}`, authorization: null });
  });

  it('sends no token with details requests, and the token with the library’s', async () => {
    const token = fakeIdToken();
    const { sent } = stubCatalogueCheckingHeaders();
    renderApp(`/details/movie/${movie.id}`, { token });
    await screen.findByRole('heading', { level: 1, name: movie.title });
    // The movie's states, and its collection's parts' (how many the member has seen).
    await waitFor(() =>
      expect(sent.filter(isLibraryRequest)).toEqual(
        expect.arrayContaining([
          { path: `/3/movie/${movie.id}/account_states`, authorization: `Bearer ${token}` },
          { path: '/3/account/uid-1/account_states', authorization: `Bearer ${token}` },
        ]),
      ),
    );
    expect(sent.filter(isLibraryRequest)).toHaveLength(2);
    expect(catalogueRequests(sent)).toEqual([
      { path: `/3/movie/${movie.id}`, authorization: null },
      { path: `/3/collection/${movie.belongs_to_collection?.id}`, authorization: null },
    ]);
  });

  it('sends no token with search requests', async () => {
    const { sent } = stubCatalogueCheckingHeaders();
    renderApp('/search?q=fight', { token: fakeIdToken() });
    await screen.findByRole('tablist');
    await waitFor(() => expect(catalogueRequests(sent)).toHaveLength(3));
    for (const request of catalogueRequests(sent)) {
      expect(request.path).toMatch(/^\/3\/search\//);
      expect(request.authorization).toBeNull();
    }
  });

  it('sends the token with trending requests', async () => {
    const token = fakeIdToken();
    const { sent } = stubCatalogueCheckingHeaders();
    renderApp('/', { token });
    await screen.findByRole('heading', { level: 2, name: 'Top trending people by day' });
    await waitFor(() => expect(catalogueRequests(sent)).toHaveLength(3));
    for (const request of catalogueRequests(sent)) {
      expect(request.path).toMatch(/^\/3\/trending\//);
      expect(request.authorization).toBe(`Bearer ${token}`);
    }
  });

  it('sends the token with discover but not with the genre list', async () => {
    const token = fakeIdToken();
    const { sent } = stubCatalogueCheckingHeaders();
    renderApp('/movies?sort=rated', { token });
    await screen.findByRole('option', { name: 'Drama' });
    await waitFor(() =>
      expect(sent).toEqual(
        expect.arrayContaining([
          { path: '/3/discover/movie', authorization: `Bearer ${token}` },
          { path: '/3/genre/movie/list', authorization: null },
        ]),
      ),
    );
  });
});
