import type { CompanyDetails, NetworkDetails } from '@marquee/tmdb-types/company';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryStateRoutes, requestsTo } from '../test/library-stubs';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

const company = tmdbExample<CompanyDetails>('company-details');
const network = tmdbExample<NetworkDetails>('network-details');
const keyword = tmdbExample<Keyword>('keyword-details');

/** A discover answer whose first title names its media type and page, so pages tell apart. */
function pagedDiscover<T extends MovieListItem | TvListItem>(name: string) {
  const base = tmdbExample<Page<T>>(name);
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const label = `${url.pathname.endsWith('tv') ? 'Show' : 'Movie'} page ${page}`;
    const results = base.results.map((item, index) =>
      index > 0 ? item : 'title' in item ? { ...item, title: label } : { ...item, name: label },
    );
    return jsonResponse({ ...base, page, total_pages: 3, total_results: 50, results });
  };
}

function stubThings() {
  return stubCatalogue({
    [`3/company/${company.id}`]: company,
    [`3/network/${network.id}`]: network,
    [`3/keyword/${keyword.id}`]: keyword,
    '3/discover/movie': pagedDiscover<MovieListItem>('discover-movie'),
    '3/discover/tv': pagedDiscover<TvListItem>('discover-tv'),
    ...libraryStateRoutes(),
  });
}

function discoverAsked(fetchMock: ReturnType<typeof stubCatalogue>, mediaType: 'movie' | 'tv') {
  return requestsTo(fetchMock, `3/discover/${mediaType}`).map((request) => request.params);
}

describe('TitlesOfPage', () => {
  it('shows a studio: its logo and facts, and its movies, most popular first', async () => {
    const fetchMock = stubThings();
    renderApp(`/company/${company.id}`, { token: fakeIdToken() });
    expect(
      await screen.findByRole('heading', { level: 1, name: company.name }),
    ).toBeInTheDocument();
    expect(screen.getByText('Studio')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Logo of ${company.name}` })).toHaveAttribute(
      'src',
      `/t/p/w185${company.logo_path}`,
    );
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.getByText(company.headquarters)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.lucasfilm.com' })).toHaveAttribute(
      'href',
      new URL(company.homepage).href,
    );
    expect(screen.getByRole('tab', { name: 'Movies', selected: true })).toHaveAttribute(
      'href',
      `/company/${company.id}`,
    );
    const list = await screen.findByRole('list', {
      name: `Movies by ${company.name}, page 1`,
    });
    expect(within(list).getByRole('link', { name: 'Movie page 1' })).toBeInTheDocument();
    expect(screen.getByText('50 movies')).toBeInTheDocument();
    expect(discoverAsked(fetchMock, 'movie')).toEqual([
      { sort_by: 'popularity.desc', with_companies: String(company.id), page: '1' },
    ]);
    await expectDocumentTitle(`${company.name} · Marquee`);
  });

  it("switches to the studio's shows with its TV tab, an address of its own", async () => {
    const fetchMock = stubThings();
    const user = userEvent.setup();
    const { router } = renderApp(`/company/${company.id}`, { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Movie page 1' });
    await user.click(screen.getByRole('tab', { name: 'TV shows' }));
    expect(await screen.findByRole('link', { name: 'Show page 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/company/${company.id}/tv`);
    expect(screen.getByRole('tab', { name: 'TV shows', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('TV shows');
    expect(discoverAsked(fetchMock, 'tv')).toEqual([
      { sort_by: 'popularity.desc', with_companies: String(company.id), page: '1' },
    ]);
    await expectDocumentTitle(`TV shows · ${company.name} · Marquee`);
  });

  it('puts the page in the address and asks discover for it', async () => {
    const fetchMock = stubThings();
    const user = userEvent.setup();
    const { router } = renderApp(`/network/${network.id}`, { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Show page 1' });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Show page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(discoverAsked(fetchMock, 'tv').map((params) => params.page)).toEqual(['1', '2']);
    await expectDocumentTitle(`${network.name}, page 2 · Marquee`);
  });

  it("shows a network's shows, with no tabs: it has no movies", async () => {
    const fetchMock = stubThings();
    renderApp(`/network/${network.id}?page=3`, { token: fakeIdToken() });
    expect(
      await screen.findByRole('heading', { level: 1, name: network.name }),
    ).toBeInTheDocument();
    expect(screen.getByText('Network')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Show page 3' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `TV shows on ${network.name}, page 3` })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(discoverAsked(fetchMock, 'tv')).toEqual([
      { sort_by: 'popularity.desc', with_networks: String(network.id), page: '3' },
    ]);
    expect(discoverAsked(fetchMock, 'movie')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Filter these tv shows' })).toHaveAttribute(
      'href',
      `/tv?networks=${network.id}`,
    );
  });

  it("shows a keyword's titles of the media type its address names", async () => {
    const fetchMock = stubThings();
    renderApp(`/keyword/${keyword.id}/tv`, { token: fakeIdToken() });
    expect(
      await screen.findByRole('heading', { level: 1, name: keyword.name }),
    ).toBeInTheDocument();
    expect(screen.getByText('Keyword')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TV shows', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Movies' })).toHaveAttribute(
      'href',
      `/keyword/${keyword.id}/movie`,
    );
    expect(await screen.findByRole('link', { name: 'Show page 1' })).toBeInTheDocument();
    expect(discoverAsked(fetchMock, 'tv')).toEqual([
      { sort_by: 'popularity.desc', with_keywords: String(keyword.id), page: '1' },
    ]);
    await expectDocumentTitle(`TV shows · ${keyword.name} · Marquee`);
    expect(screen.getByRole('link', { name: 'Filter these tv shows' })).toHaveAttribute(
      'href',
      `/tv?keywords=${keyword.id}`,
    );
  });

  it('says so when a thing has no titles', async () => {
    stubCatalogue({
      [`3/keyword/${keyword.id}`]: keyword,
      '3/discover/movie': { page: 1, results: [], total_pages: 1, total_results: 0 },
      ...libraryStateRoutes(),
    });
    renderApp(`/keyword/${keyword.id}/movie`, { token: fakeIdToken() });
    expect(await screen.findByText('No movies here yet.')).toBeInTheDocument();
    expect(screen.getByText('0 movies')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('links a homepage only over http(s)', async () => {
    stubCatalogue({
      '3/network/9': { ...network, id: 9, homepage: 'javascript:alert(1)' },
      '3/discover/tv': tmdbExample('discover-tv'),
      ...libraryStateRoutes(),
    });
    renderApp('/network/9', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: network.name });
    expect(screen.queryByText('Homepage')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each([
    ['an unknown company', '/company/404'],
    ['an unknown network', '/network/404'],
    ['an unknown keyword', '/keyword/404/movie'],
    ['a malformed id', '/company/abc'],
    ['a media type a keyword has no titles of', `/keyword/${keyword.id}/person`],
    ['a media type a network has no titles of', `/network/${network.id}/movie`],
  ])('says Not Found for %s', async (_case, path) => {
    stubThings();
    renderApp(path, { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    await expectDocumentTitle('Not Found · Marquee');
  });

  it('sends the thing and its titles with the member token', async () => {
    const fetchMock = stubThings();
    const token = fakeIdToken();
    renderApp(`/company/${company.id}`, { token });
    await screen.findByRole('link', { name: 'Movie page 1' });
    await waitFor(() => {
      for (const path of [`3/company/${company.id}`, '3/discover/movie']) {
        const [request] = requestsTo(fetchMock, path);
        const init = fetchMock.mock.calls.find(([url]) => String(url) === request?.url.href)?.[1];
        expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
      }
    });
  });
});
