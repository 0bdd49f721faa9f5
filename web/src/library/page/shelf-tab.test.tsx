import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console';
import { expectDocumentTitle, fakeIdToken, jsonResponse, renderApp } from '../../test/utils';
import {
  accountPath,
  answerOnMyServices,
  defaultSettings,
  movie,
  onMyServicesPath,
  page,
  requestsTo,
  stubLibrary,
  tv,
  unavailable,
} from '../../test/library-stubs';

const watchlist = `${accountPath}/watchlist`;

function twentyFour(url: URL) {
  const number = Number(url.searchParams.get('page'));
  const titles = Array.from({ length: number === 2 ? 4 : 20 }, (_, index) =>
    movie(1000 + (number - 1) * 20 + index, `Title ${(number - 1) * 20 + index + 1}`),
  );
  return jsonResponse(page(titles, 24, number));
}

describe('a title tab', () => {
  it('asks for what its URL says', async () => {
    const fetchMock = stubLibrary({ [watchlist]: page([], 0) });
    renderApp(
      '/library/watchlist?sort_by=title.asc&media_type=tv&with_genres=18&decade=1990&page=2',
      { token: fakeIdToken() },
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, watchlist).map(({ params }) => params)).toEqual([
        { page: '2', sort_by: 'title.asc', media_type: 'tv', with_genres: '18', decade: '1990' },
      ]),
    );
  });

  it.each([
    ['favourites', `${accountPath}/favorite`, 'created_at.desc'],
    ['ratings', `${accountPath}/rated`, 'created_at.desc'],
    ['watchlist', watchlist, 'created_at.desc'],
  ])('asks for %s newest first by default', async (tab, path, sortBy) => {
    const fetchMock = stubLibrary({ [path]: page([], 0) });
    renderApp(`/library/${tab}`, { token: fakeIdToken() });
    await waitFor(() =>
      expect(requestsTo(fetchMock, path).map(({ params }) => params)).toEqual([
        { page: '1', sort_by: sortBy },
      ]),
    );
  });

  it('shows its count and pages through the URL', async () => {
    const fetchMock = stubLibrary({ [watchlist]: twentyFour });
    const user = userEvent.setup();
    const { router } = renderApp('/library/watchlist', { token: fakeIdToken() });
    expect(await screen.findByText('24 titles')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Title 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Title 21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo(fetchMock, watchlist).at(-1)?.params.page).toBe('2');
    await expectDocumentTitle('Watchlist, page 2 · Library · Marquee');
  });

  it('shows what another browser tab changed once the window is back in focus', async () => {
    let titles = [movie(550, 'Fight Club')];
    stubLibrary({ [watchlist]: () => jsonResponse(page(titles)) });
    const { queryClient } = renderApp('/library/watchlist', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Fight Club' });
    // A read still on its way would answer the focus with what it was asked before the change.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    titles = [movie(13, 'Forrest Gump'), ...titles];
    // What TanStack Query listens to: the page becoming visible again.
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Forrest Gump' })).toBeInTheDocument();
    expect(screen.getByText('2 titles')).toBeInTheDocument();
  });

  it('says "1 title" for one', async () => {
    stubLibrary({ [watchlist]: page([tv(1399, 'Game of Thrones')]) });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    expect(await screen.findByText('1 title')).toBeInTheDocument();
  });

  it('puts the sort, its direction and each filter in the URL, back at page 1', async () => {
    const fetchMock = stubLibrary({ [watchlist]: twentyFour });
    const user = userEvent.setup();
    const { router } = renderApp('/library/watchlist?page=2', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Title 21' });
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    // A navigation ends after the route's loader, and renders in a transition: wait for both.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title');
    await waitFor(() => expect(search()).toEqual({ sort_by: 'title.asc' }));
    await waitFor(() => expect(screen.getByLabelText('Order')).toHaveDisplayValue('A to Z'));
    await user.selectOptions(screen.getByLabelText('Order'), 'Z to A');
    await waitFor(() => expect(search()).toEqual({ sort_by: 'title.desc' }));

    await user.click(screen.getByRole('button', { name: 'TV' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'TV' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // TV genres only, once TV is chosen.
    const genre = screen.getByLabelText('Genre');
    const adventure = await within(genre).findByRole('option', { name: 'Action & Adventure' });
    await waitFor(() =>
      expect(within(genre).queryByRole('option', { name: 'Comedy' })).not.toBeInTheDocument(),
    );
    // user-event matches an option's innerHTML, where & is &amp;: choose it by its option.
    await user.selectOptions(genre, adventure);
    await user.selectOptions(screen.getByLabelText('Decade'), '1990s');
    await waitFor(() =>
      expect(search()).toEqual({
        sort_by: 'title.desc',
        media_type: 'tv',
        with_genres: '10759',
        decade: '1990',
      }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, watchlist).at(-1)?.params).toEqual({
        page: '1',
        sort_by: 'title.desc',
        media_type: 'tv',
        with_genres: '10759',
        decade: '1990',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Date added');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(search()).toEqual({ with_genres: '10759', decade: '1990' }));
  });

  it('keeps both of two changes made before the page shows the first', async () => {
    stubLibrary({ [watchlist]: page([movie(550, 'Fight Club')]) });
    const { router } = renderApp('/library/watchlist', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Fight Club' });
    // One act: React renders nothing until both handlers have run, as on a busy page.
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
      fireEvent.click(screen.getByRole('button', { name: 'TV' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'TV' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort_by: 'title.asc',
      media_type: 'tv',
    });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Title');
  });

  it('offers the genres of movies and TV together when showing both', async () => {
    stubLibrary({ [watchlist]: page([], 0) });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    const genre = await screen.findByLabelText('Genre');
    await waitFor(() =>
      expect(
        within(genre)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All genres', 'Action', 'Action & Adventure', 'Comedy', 'Drama']),
    );
  });

  it('says what to do when the watchlist is empty', async () => {
    stubLibrary({ [watchlist]: page([], 0) });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    const panel = await screen.findByRole('tabpanel', { name: 'Watchlist' });
    expect(
      await within(panel).findByText(/Nothing on your watchlist yet\. Find something in/),
    ).toHaveTextContent(
      'Nothing on your watchlist yet. Find something in Movies or TV and press Watchlist.',
    );
    expect(within(panel).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    expect(within(panel).getByRole('link', { name: 'TV' })).toHaveAttribute('href', '/tv');
    expect(within(panel).getByText('0 titles')).toBeInTheDocument();
    expect(within(panel).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it.each([
    ['favourites', 'favorite', 'No favourites yet.'],
    ['ratings', 'rated', 'Nothing rated yet.'],
  ])('says what to do when %s is empty', async (tab, path, message) => {
    stubLibrary({ [`${accountPath}/${path}`]: page([], 0) });
    renderApp(`/library/${tab}`, { token: fakeIdToken() });
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
  });

  it('says when filters hide everything, and clears them', async () => {
    const fetchMock = stubLibrary({
      [watchlist]: (url: URL) =>
        jsonResponse(
          url.searchParams.has('decade') ? page([], 0) : page([movie(550, 'Fight Club')]),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderApp(
      '/library/watchlist?sort_by=title.asc&media_type=movie&decade=1950',
      {
        token: fakeIdToken(),
      },
    );
    expect(await screen.findByText('No titles here match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing on your watchlist yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Fight Club' })).toBeInTheDocument();
    // The sort is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort_by=title.asc');
    expect(requestsTo(fetchMock, watchlist).at(-1)?.params).toEqual({
      page: '1',
      sort_by: 'title.asc',
    });
  });

  it('shows your rating on each rated title, and sorts by it', async () => {
    const fetchMock = stubLibrary({
      [`${accountPath}/rated`]: page([
        { ...movie(680, 'Pulp Fiction'), rating: 9 },
        { ...tv(1399, 'Game of Thrones'), rating: 6.5 },
      ]),
    });
    const user = userEvent.setup();
    renderApp('/library/ratings', { token: fakeIdToken() });
    const pulp = await screen.findByRole('listitem', { name: 'Pulp Fiction' });
    expect(within(pulp).getByText('Your rating: 9 out of 10')).toBeInTheDocument();
    expect(within(pulp).getByRole('link', { name: 'Pulp Fiction' })).toHaveAttribute(
      'href',
      '/details/movie/680',
    );
    const got = screen.getByRole('listitem', { name: 'Game of Thrones' });
    expect(within(got).getByText('Your rating: 6.5 out of 10')).toBeInTheDocument();
    expect(within(got).getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '/details/tv/1399',
    );
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Date rated', 'Your rating', 'Release date', 'Title', 'Popularity']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Your rating');
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${accountPath}/rated`).at(-1)?.params.sort_by).toBe(
        'rating.desc',
      ),
    );
  });

  it('says the library is unavailable for a moment on a 503, and retries', async () => {
    expectConsoleError(/Catalogue request .*watchlist.* failed: CatalogueError: Service offline/);
    let down = true;
    stubLibrary({
      [watchlist]: () => (down ? unavailable() : jsonResponse(page([movie(550, 'Fight Club')]))),
    });
    const user = userEvent.setup();
    renderApp('/library/watchlist', { token: fakeIdToken() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your library is unavailable for a moment.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Fight Club' })).toBeInTheDocument();
  });

  it('says what failed on another error', async () => {
    expectConsoleError(/Catalogue request .*favorite.* failed/);
    stubLibrary({
      [`${accountPath}/favorite`]: () =>
        jsonResponse({ status_code: 11, status_message: 'Internal error', success: false }, 500),
    });
    renderApp('/library/favourites', { token: fakeIdToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your favourites.");
  });
});

describe('Only my services on the watchlist', () => {
  const streamed = movie(550, 'Fight Club');
  const elsewhere = tv(1399, 'Game of Thrones');
  const settings = `${accountPath}/settings`;
  const myServices = { ...defaultSettings, watch_region: 'GB', watch_providers: [9001] };

  it("keeps to the titles on the member's services, says how many are not, and shows both when off", async () => {
    let current = { ...myServices, only_my_services: true };
    const fetchMock = stubLibrary({
      [watchlist]: page([streamed, elsewhere]),
      [settings]: () => jsonResponse(current),
      [`PUT ${settings}`]: (_url, body) => {
        current = { ...current, ...(body as object) };
        return jsonResponse(current);
      },
      [onMyServicesPath]: answerOnMyServices(['movie:550']),
    });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    const grid = await screen.findByRole('list', { name: 'Watchlist, page 1' });
    expect(await within(grid).findByRole('link', { name: /Fight Club/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: /Game of Thrones/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 title not on your services')).toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath).map(({ params }) => params.items)).toEqual([
      'movie:550,tv:1399',
    ]);

    const toggle = screen.getByRole('checkbox', { name: 'Only my services' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await within(grid).findByRole('link', { name: /Game of Thrones/ })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Fight Club/ })).toBeInTheDocument();
    expect(screen.queryByText(/not on your services/)).not.toBeInTheDocument();
  });

  it('says so when none of the page is on the services', async () => {
    stubLibrary({
      [watchlist]: page([elsewhere]),
      [settings]: { ...myServices, only_my_services: true },
      [onMyServicesPath]: answerOnMyServices([]),
    });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    expect(
      await screen.findByText(
        'None of the titles on this page of your watchlist are on your services.',
      ),
    ).toBeInTheDocument();
  });

  it('asks the member to choose services when it is on and none are chosen', async () => {
    const fetchMock = stubLibrary({
      [watchlist]: page([streamed]),
      [settings]: { ...defaultSettings, only_my_services: true },
    });
    renderApp('/library/watchlist', { token: fakeIdToken() });
    expect(
      await screen.findByRole('link', { name: /Choose your region and services/ }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
  });

  it('leaves ratings and favourites as they are', async () => {
    const fetchMock = stubLibrary({
      [`${accountPath}/favorite`]: page([elsewhere]),
      [settings]: { ...myServices, only_my_services: true },
    });
    renderApp('/library/favourites', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: /Game of Thrones/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Only my services' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, onMyServicesPath)).toHaveLength(0);
  });
});
