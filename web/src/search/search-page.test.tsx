import type { Page } from '@marquee/tmdb-types/page';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import {
  accountPath,
  answerOnMyServices,
  answerTitleStates,
  defaultSettings,
  onMyServicesPath,
  requestsTo,
  statesPath,
  unavailable,
} from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

const movies = tmdbExample<Page<MovieListItem>>('search-movie');

/** Movie results whose first title names the page, so a test can tell pages apart. */
function stubSearch() {
  return stubCatalogue({
    '3/search/movie': (url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const results = movies.results.map((item, index) =>
        index === 0 ? { ...item, title: `Result page ${page}` } : item,
      );
      return jsonResponse({ ...movies, page, results });
    },
    '3/search/tv': tmdbExample('search-tv'),
    '3/search/person': tmdbExample('search-person'),
  });
}

describe('SearchPage', () => {
  it('asks for a query when there is none', async () => {
    const fetchMock = stubSearch();
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Type a title or a name/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await expectDocumentTitle('Search · Marquee');
  });

  it('shows movie results with a tab per kind, counted', async () => {
    stubSearch();
    renderApp('/search?q=star');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "star"' }),
    ).toBeInTheDocument();
    await expectDocumentTitle('Search results for "star" · Marquee');
    expect(await screen.findByRole('tab', { name: 'Movies (39)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'TV shows (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(await screen.findByRole('tab', { name: 'People (1)' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Movies (39)' });
    expect(within(panel).getByRole('link', { name: 'Result page 1' })).toBeInTheDocument();
  });

  it('switches kinds through the URL, by click or arrow key, back at page 1', async () => {
    stubSearch();
    const user = userEvent.setup();
    const { router } = renderApp('/search?q=star&page=2');
    await screen.findByRole('link', { name: 'Result page 2' });
    await user.click(await screen.findByRole('tab', { name: /^TV shows/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=star&type=tv'));
    const tvTab = screen.getByRole('tab', { name: /^TV shows/ });
    await waitFor(() => expect(tvTab).toHaveAttribute('aria-selected', 'true'));
    const show = tmdbExample<Page<{ name: string }>>('search-tv').results[0];
    expect(await screen.findByRole('link', { name: show?.name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/details\/tv\/\d+$/),
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=star&type=person'));
    expect(screen.getByRole('tab', { name: /^People/ })).toHaveFocus();
  });

  it('pages through the results with the pager', async () => {
    stubSearch();
    const user = userEvent.setup();
    const { router } = renderApp('/search?q=star');
    await screen.findByRole('link', { name: 'Result page 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Result page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=star&page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so in words when nothing matches', async () => {
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    stubCatalogue({ '3/search/movie': empty, '3/search/tv': empty, '3/search/person': empty });
    renderApp('/search?q=zzzz');
    expect(await screen.findByText('No movies match "zzzz".')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'People (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers no Hide watched to somebody logged out', async () => {
    stubSearch();
    renderApp('/search?q=star');
    expect(await screen.findByRole('link', { name: 'Result page 1' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hide watched' })).not.toBeInTheDocument();
  });
});

describe('Hide watched on the search page', () => {
  const [watched, unwatched] = movies.results as [MovieListItem, MovieListItem];

  function stubMemberSearch(hideWatched: boolean) {
    return stubCatalogue({
      '3/search/movie': movies,
      '3/search/tv': tmdbExample('search-tv'),
      '3/search/person': tmdbExample('search-person'),
      [statesPath]: answerTitleStates({ [`movie:${watched.id}`]: { watched: 2 } }),
      [`${accountPath}/settings`]: { ...defaultSettings, hide_watched: hideWatched },
    });
  }

  it('leaves out the results the member has watched, and says how many', async () => {
    const fetchMock = stubMemberSearch(true);
    renderApp('/search?q=fight', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: unwatched.title })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: watched.title })).not.toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Hide watched' })).toBeChecked();
    expect(within(panel).getByText('1 watched title hidden')).toBeInTheDocument();
    expect(requestsTo(fetchMock, statesPath)).toHaveLength(1);
  });

  it('shows every result when the member has not asked to hide', async () => {
    stubMemberSearch(false);
    renderApp('/search?q=fight', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: watched.title })).toBeInTheDocument();
    const toggle = within(panel).getByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(panel).queryByText(/watched titles? hidden/)).not.toBeInTheDocument();
  });

  it('has no toggle among people, who are never watched', async () => {
    stubMemberSearch(true);
    renderApp('/search?q=fight&type=person', { token: fakeIdToken() });
    const person = tmdbExample<Page<{ name: string }>>('search-person').results[0];
    expect(await screen.findByRole('link', { name: person?.name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hide watched' })).not.toBeInTheDocument();
  });
});

describe('Only my services on the search page', () => {
  const [onService, elsewhere] = movies.results as [MovieListItem, MovieListItem];
  const myServices = { watch_region: 'GB', watch_providers: [9001] };

  /** The member's settings as the server keeps them, changed by each PUT. */
  function stubServicesSearch(settings: Partial<MemberSettings>) {
    let current: MemberSettings = { ...defaultSettings, ...settings };
    return stubCatalogue({
      '3/search/movie': movies,
      '3/search/tv': tmdbExample('search-tv'),
      '3/search/person': tmdbExample('search-person'),
      [statesPath]: answerTitleStates(),
      [onMyServicesPath]: answerOnMyServices([`movie:${onService.id}`]),
      [`${accountPath}/settings`]: () => jsonResponse(current),
      [`PUT ${accountPath}/settings`]: (_url, body) => {
        current = { ...current, ...(body as MemberSettingsBody) };
        return jsonResponse(current);
      },
    });
  }

  it("keeps to the results on the member's services, asking once for the page, and says how many are not", async () => {
    const fetchMock = stubServicesSearch({ ...myServices, only_my_services: true });
    renderApp('/search?q=fight', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: onService.title })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: elsewhere.title })).not.toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Only my services' })).toBeChecked();
    const notOn = movies.results.length - 1;
    expect(within(panel).getByText(`${notOn} titles not on your services`)).toBeInTheDocument();
    const asked = requestsTo(fetchMock, onMyServicesPath);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url.searchParams.get('items')).toBe(
      movies.results.map((movie) => `movie:${movie.id}`).join(','),
    );
  });

  it('narrows at once when the member turns it on, and shows every result when off', async () => {
    const fetchMock = stubServicesSearch(myServices);
    renderApp('/search?q=fight', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: elsewhere.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
    const toggle = within(panel).getByRole('checkbox', { name: 'Only my services' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: elsewhere.title })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByRole('link', { name: onService.title })).toBeInTheDocument();
  });

  it('shows every result, saying why, when which are on the services cannot be had', async () => {
    const fetchMock = stubCatalogue({
      '3/search/movie': movies,
      '3/search/tv': tmdbExample('search-tv'),
      '3/search/person': tmdbExample('search-person'),
      [statesPath]: answerTitleStates(),
      [onMyServicesPath]: () => unavailable(),
      [`${accountPath}/settings`]: { ...defaultSettings, ...myServices, only_my_services: true },
    });
    expectConsoleError(/Catalogue request .*on-my-services.* failed/);
    renderApp('/search?q=fight', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText(
        "Couldn't check which titles are on your services, so all are shown.",
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: elsewhere.title })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: onService.title })).toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath).length).toBeGreaterThan(0);
  });

  it('asks the member to choose services when none are chosen, in place of the results', async () => {
    const fetchMock = stubServicesSearch({ only_my_services: true });
    renderApp('/search?q=fight', { token: fakeIdToken() });
    expect(
      await screen.findByRole('link', { name: /Choose your region and services/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: onService.title })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
  });
});
