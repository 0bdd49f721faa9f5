import type { AccountStates } from '@marquee/tmdb-types/account';
import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accountPath,
  answerTitleStates,
  defaultSettings,
  deferred,
  emptyStates,
  enabledButton,
  libraryStateRoutes,
  memberUid,
  page,
  requestsTo,
  status,
  statesPath,
  unavailable,
} from '../test/library-stubs';
import { memberSettingsQueryOptions } from '../member/member-settings';
import { expectConsoleError } from '../test/console';
import {
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
  type CatalogueRoutes,
} from '../test/utils';

const settingsPath = `${accountPath}/settings`;
const movies = tmdbExample<Page<MovieListItem>>('trending-movie');
const [first, second, third] = movies.results as [MovieListItem, MovieListItem, MovieListItem];

/** The member's settings as the server keeps them, changed by each PUT. */
function stubBrowse(settings: Partial<MemberSettings>, routes: CatalogueRoutes = {}) {
  let current: MemberSettings = { ...defaultSettings, ...settings };
  return stubCatalogue({
    '3/trending/movie/day': movies,
    '3/trending/tv/day': tmdbExample('trending-tv'),
    '3/trending/person/day': tmdbExample('trending-person'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/genre/tv/list': tmdbExample('genre-tv-list'),
    ...libraryStateRoutes(),
    [statesPath]: answerTitleStates({
      [`movie:${first.id}`]: { watched: 1 },
      [`movie:${second.id}`]: { watched: 3, rated: { value: 7 } },
    }),
    [settingsPath]: () => jsonResponse(current),
    [`PUT ${settingsPath}`]: (_url, body) => {
      current = { ...current, ...(body as MemberSettingsBody) };
      return jsonResponse(current);
    },
    ...routes,
  });
}

function cardsShown(): string[] {
  return within(screen.getByRole('list', { name: 'Movies, page 1' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '');
}

describe('Hide watched on the browse pages', () => {
  it('is offered on movies and TV, not on people', async () => {
    stubBrowse({});
    const { router } = renderApp('/movies', { token: fakeIdToken() });
    const toggle = await screen.findByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await act(() => router.navigate('/tv'));
    expect(await screen.findByRole('heading', { level: 1, name: 'TV shows' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide watched' })).toBeInTheDocument();
    await act(() => router.navigate('/people'));
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hide watched' })).not.toBeInTheDocument();
  });

  it('leaves out what the member has watched, and says how many', async () => {
    const fetchMock = stubBrowse({ hide_watched: true });
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: third.title })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide watched' })).toBeChecked();
    expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: second.title })).not.toBeInTheDocument();
    expect(cardsShown()).toHaveLength(18);
    expect(screen.getByText('2 watched titles hidden')).toBeInTheDocument();
    // The watched ones were never shown: the page waited for the states of its one request.
    const states = requestsTo(fetchMock, statesPath);
    expect(states).toHaveLength(1);
    expect(states[0]?.params.items).toBe(movies.results.map(({ id }) => `movie:${id}`).join(','));
  });

  it('shows no card until it knows which are watched', async () => {
    const statesAnswered = deferred<void>();
    const answer = answerTitleStates({ [`movie:${first.id}`]: { watched: 1 } });
    const fetchMock = stubBrowse(
      { hide_watched: true },
      { [statesPath]: async (url) => statesAnswered.promise.then(() => answer(url)) },
    );
    const { container } = renderApp('/movies', { token: fakeIdToken() });
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, settingsPath)).toHaveLength(1));
    expect(container.querySelectorAll('[data-testid="skeleton-card"]')).toHaveLength(20);
    expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument();
    statesAnswered.resolve();
    expect(await screen.findByRole('link', { name: second.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument();
    expect(screen.getByText('1 watched title hidden')).toBeInTheDocument();
  });

  it('says so, and keeps the pager, when every title on the page is watched', async () => {
    stubBrowse(
      { hide_watched: true },
      {
        [statesPath]: answerTitleStates(
          Object.fromEntries(movies.results.map(({ id }) => [`movie:${id}`, { watched: 1 }])),
        ),
      },
    );
    renderApp('/movies', { token: fakeIdToken() });
    expect(
      await screen.findByText('You have watched every one of the movies on this page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('20 watched titles hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('remembers the toggle in the member’s settings, asking for no more states', async () => {
    const fetchMock = stubBrowse({});
    const user = userEvent.setup();
    renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: first.title })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(1));

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2 watched titles hidden')).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByRole('link', { name: first.title })).toBeInTheDocument();
    expect(screen.queryByText(/watched titles? hidden/)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body)).toEqual([
      { hide_watched: true },
      { hide_watched: false },
    ]);
    expect(requestsTo(fetchMock, statesPath)).toHaveLength(1);
  });

  it('shows the toggle changed on the click itself, and a read answering late cannot undo it', async () => {
    const lateRead = deferred<void>();
    const saved = deferred<void>();
    let reads = 0;
    const fetchMock = stubBrowse(
      {},
      {
        [settingsPath]: async () => {
          reads += 1;
          if (reads > 1) await lateRead.promise;
          return jsonResponse(defaultSettings);
        },
        [`PUT ${settingsPath}`]: async () => {
          await saved.promise;
          return jsonResponse({ ...defaultSettings, hide_watched: true });
        },
      },
    );
    const { queryClient } = renderApp('/movies', { token: fakeIdToken() });
    const toggle = await screen.findByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    const settingsKey = memberSettingsQueryOptions(memberUid).queryKey;
    void queryClient.refetchQueries({ queryKey: settingsKey });
    await waitFor(() => expect(requestsTo(fetchMock, settingsPath)).toHaveLength(2));

    act(() => {
      fireEvent.click(toggle);
    });
    // No promise has settled yet: the click alone shows it, on screen and in the cache.
    expect(toggle).toBeChecked();
    expect(queryClient.getQueryData(settingsKey)?.hide_watched).toBe(true);

    lateRead.resolve();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: settingsKey })).toBe(0));
    expect(toggle).toBeChecked();
    expect(queryClient.getQueryData(settingsKey)?.hide_watched).toBe(true);
    saved.resolve();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument(),
    );
    expect(toggle).toBeChecked();
  });

  it('keeps a card the member logs a watch from, with its dialog and focus, until the page changes', async () => {
    const diaryPath = `${accountPath}/diary`;
    const known: Record<string, Partial<AccountStates>> = {
      [`movie:${first.id}`]: { watched: 1 },
      [`movie:${second.id}`]: { watched: 3 },
    };
    const secondPage = movies.results.map((item) => ({ ...item, id: item.id + 1_000_000 }));
    const fetchMock = stubBrowse(
      { hide_watched: true },
      {
        '3/trending/movie/day': (url) =>
          jsonResponse(
            url.searchParams.get('page') === '2'
              ? { ...movies, page: 2, results: secondPage }
              : movies,
          ),
        [statesPath]: answerTitleStates(known),
        [`GET ${diaryPath}`]: page([]),
        // The open dialog reads its title's states again after the write.
        [`3/movie/${third.id}/account_states`]: () =>
          jsonResponse({ ...emptyStates(third.id), ...known[`movie:${third.id}`] }),
        [`POST ${diaryPath}`]: (_url, body) => {
          known[`movie:${third.id}`] = { watched: 1 };
          return jsonResponse({ ...status.created, entry: { id: 1, ...(body as object) } }, 201);
        },
      },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/movies', { token: fakeIdToken() });
    expect(await screen.findByRole('link', { name: third.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Library actions for ${third.title}` }));
    const actions = await screen.findByRole('dialog', {
      name: `Library actions for ${third.title}`,
    });
    const logWatch = await enabledButton('Log a watch', within(actions));
    await user.click(logWatch);
    const logDialog = await screen.findByRole('dialog', { name: 'Log a watch' });
    await user.click(within(logDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log a watch' })).not.toBeInTheDocument(),
    );
    // Watched now, and the library read again; the card, its dialog and the focus stay.
    expect(await within(actions).findByText(/^Watched once/)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, statesPath)).toHaveLength(2));
    expect(actions).toBeInTheDocument();
    expect(logWatch).toHaveFocus();
    expect(screen.getByRole('link', { name: third.title })).toBeInTheDocument();
    expect(screen.getByText('2 watched titles hidden')).toBeInTheDocument();

    // Another page and back: now it is one of the watched titles the page leaves out.
    await user.click(within(actions).getByRole('button', { name: 'Close' }));
    await act(() => router.navigate('/movies?page=2'));
    expect(await screen.findByRole('list', { name: 'Movies, page 2' })).toBeInTheDocument();
    await act(() => router.navigate('/movies'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: third.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('3 watched titles hidden')).toBeInTheDocument();
  });

  it('puts the toggle back, saying why, when the server refuses', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubBrowse({}, { [`PUT ${settingsPath}`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/movies', { token: fakeIdToken() });
    const toggle = await screen.findByRole('checkbox', { name: 'Hide watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't change Hide watched: the library is unavailable for a moment.",
    );
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: first.title })).toBeInTheDocument();
  });
});
