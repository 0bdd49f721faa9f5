import type { CollectionDetails } from '@marquee/tmdb-types/collection';
import type { CompanyDetails } from '@marquee/tmdb-types/company';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { seasonDetails, showDetails } from './test/episode-stubs';
import { accountPath, libraryStateRoutes, movie as libraryMovie } from './test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, tmdbExample } from './test/utils';

/** Holds a page's chunk back until the test lets it arrive, as a slow network would. */
const chunks = vi.hoisted(() => {
  function gate() {
    let open = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { arrived, open: () => open() };
  }
  return {
    details: gate(),
    season: gate(),
    search: gate(),
    browse: gate(),
    sharedList: gate(),
    upNext: gate(),
    collection: gate(),
    titlesOf: gate(),
  };
});

vi.mock('./details/season/season-page', async (importOriginal) => {
  await chunks.season.arrived;
  return importOriginal();
});

vi.mock('./up-next/up-next-page', async (importOriginal) => {
  await chunks.upNext.arrived;
  return importOriginal();
});

vi.mock('./collection/collection-page', async (importOriginal) => {
  await chunks.collection.arrived;
  return importOriginal();
});

vi.mock('./titles-of/titles-of-page', async (importOriginal) => {
  await chunks.titlesOf.arrived;
  return importOriginal();
});

vi.mock('./details/details-page', async (importOriginal) => {
  await chunks.details.arrived;
  return importOriginal();
});

vi.mock('./search/search-page', async (importOriginal) => {
  await chunks.search.arrived;
  return importOriginal();
});

vi.mock('./browse/browse-page', async (importOriginal) => {
  await chunks.browse.arrived;
  return importOriginal();
});

vi.mock('./sharing/shared-list-page', async (importOriginal) => {
  await chunks.sharedList.arrived;
  return importOriginal();
});

const settingsRequest = `/${accountPath}/settings?`;

function requested(fetchMock: Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input));
    return `${url.pathname}?${url.searchParams.toString()}`;
  });
}

describe('route loaders', () => {
  it("start the details request, then the movie's collection, while the page's chunk is still loading", async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    const collection = tmdbExample<CollectionDetails>('collection-details');
    // TMDB's sample movie belongs to its sample collection.
    expect(movie.belongs_to_collection?.id).toBe(collection.id);
    const fetchMock = stubCatalogue({
      [`3/movie/${movie.id}`]: movie,
      [`3/collection/${collection.id}`]: collection,
    });
    renderApp(`/details/movie/${movie.id}`);
    const requests = [
      `/3/movie/${movie.id}?append_to_response=credits%2Csimilar%2Cvideos%2Cwatch%2Fproviders%2Ckeywords%2Crelease_dates`,
      `/3/collection/${collection.id}?`,
    ];
    await waitFor(() => expect(requested(fetchMock)).toEqual(requests));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.details.open();
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: collection.name })).toBeInTheDocument();
    // The page reads what the loader fetched: same queries, no second request.
    expect(requested(fetchMock)).toEqual(requests);
  });

  it("start a collection's request while the page's chunk is still loading", async () => {
    const collection = tmdbExample<CollectionDetails>('collection-details');
    const fetchMock = stubCatalogue({ [`3/collection/${collection.id}`]: collection });
    renderApp(`/collection/${collection.id}`);
    const request = `/3/collection/${collection.id}?`;
    await waitFor(() => expect(requested(fetchMock)).toEqual([request]));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.collection.open();
    expect(
      await screen.findByRole('heading', { level: 1, name: collection.name }),
    ).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([request]);
  });

  it("start a company's requests, and the member's settings, while the page's chunk is still loading", async () => {
    const company = tmdbExample<CompanyDetails>('company-details');
    const fetchMock = stubCatalogue({
      '3/company/1': company,
      '3/discover/tv': tmdbExample('discover-tv'),
      ...libraryStateRoutes(),
    });
    renderApp('/company/1/tv?page=2', { token: fakeIdToken() });
    const expected = [
      '/3/company/1?',
      '/3/discover/tv?sort_by=popularity.desc&with_companies=1&page=2',
      settingsRequest,
    ];
    await waitFor(() => expect(requested(fetchMock).sort()).toEqual([...expected].sort()));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.titlesOf.open();
    expect(
      await screen.findByRole('heading', { level: 1, name: company.name }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'TV shows', selected: true });
    const lists = requested(fetchMock).filter((request) => !request.includes('account_states'));
    expect(lists.sort()).toEqual([...expected].sort());
  });

  it("start a season's requests, and its show's, while the page's chunk is still loading", async () => {
    const seasons = [{ season_number: 1, episode_count: 2, aired: 2 }];
    const fetchMock = stubCatalogue({
      '3/tv/77': showDetails(77, 'Loaded Early', seasons),
      '3/tv/77/season/1': seasonDetails(77, { season_number: 1, episode_count: 2, aired: 2 }),
    });
    renderApp('/details/tv/77/season/1');
    const expected = [
      '/3/tv/77/season/1?',
      '/3/tv/77?append_to_response=credits%2Csimilar%2Cvideos%2Cwatch%2Fproviders%2Ckeywords%2Ccontent_ratings',
    ];
    await waitFor(() => expect(requested(fetchMock).sort()).toEqual(expected));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.season.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season 1' })).toBeInTheDocument();
    expect(requested(fetchMock).sort()).toEqual(expected);
  });

  it("start a member's Up next tab while the page's chunk is still loading", async () => {
    const upNext = `/${accountPath}/up_next?tab=finished&page=2`;
    const fetchMock = stubCatalogue({
      ...libraryStateRoutes(),
      [`${accountPath}/up_next`]: { page: 2, results: [], total_pages: 2, total_results: 21 },
    });
    renderApp('/up-next?tab=finished&page=2', { token: fakeIdToken() });
    await waitFor(() => expect(requested(fetchMock)).toEqual([upNext]));
    chunks.upNext.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Up next' })).toBeInTheDocument();
    await screen.findByText('Nothing more on this page.');
    expect(requested(fetchMock)).toEqual([upNext]);
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

  it("start a member's settings with the browse list", async () => {
    const fetchMock = stubCatalogue({
      '3/trending/movie/day': tmdbExample('trending-movie'),
      '3/trending/tv/day': tmdbExample('trending-tv'),
      '3/trending/person/day': tmdbExample('trending-person'),
      '3/genre/movie/list': tmdbExample('genre-movie-list'),
      '3/genre/tv/list': tmdbExample('genre-tv-list'),
      ...libraryStateRoutes(),
    });
    renderApp('/movies', { token: fakeIdToken() });
    await waitFor(() => expect(requested(fetchMock)).toContain(settingsRequest));
    expect(requested(fetchMock).sort()).toEqual(
      [
        '/3/trending/movie/day?page=1',
        '/3/trending/tv/day?page=1',
        '/3/trending/person/day?page=1',
        settingsRequest,
      ].sort(),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    chunks.browse.open();
    const toggle = await screen.findByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    // The page reads the settings the loader fetched.
    expect(requested(fetchMock).filter((request) => request === settingsRequest)).toHaveLength(1);
  });

  it("start the shared list's page while the page's chunk is still loading", async () => {
    const shareId = 'q1w2e3r4t5y6u7i8o9p0aZ';
    const heat = libraryMovie(949, 'Heat');
    const fetchMock = stubCatalogue({
      [`3/shared/list/${shareId}`]: {
        share_id: shareId,
        name: 'Heists',
        description: '',
        owner_name: 'Ada',
        item_count: 41,
        updated_at: '2026-11-12T12:00:00.000Z',
        items: [heat],
        page: 3,
        total_pages: 3,
        total_results: 41,
      },
    });
    renderApp(`/shared/list/${shareId}?page=3`);
    const request = `/3/shared/list/${shareId}?page=3`;
    await waitFor(() => expect(requested(fetchMock)).toEqual([request]));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunks.sharedList.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Heists' })).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual([request]);
  });
});
