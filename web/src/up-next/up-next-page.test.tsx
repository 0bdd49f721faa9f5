import type { UpNextItem } from '@marquee/tmdb-types/episode-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { episodeName, progressEpisode, upNextItem } from '../test/episode-stubs';
import {
  accountPath,
  deferred,
  page,
  requestsTo,
  stubLibrary,
  unavailable,
  unfollowedProgress,
} from '../test/library-stubs';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  type CatalogueRoutes,
} from '../test/utils';

const upNextPath = `${accountPath}/up_next`;
const markPath = (showId: number, season: number, episode: number) =>
  `3/tv/${showId}/season/${season}/episode/${episode}/watched`;
const progressPath = (showId: number) => `${accountPath}/progress/tv/${showId}`;

/**
 * Up next as the server answers it: Watching has the shows given, moved on by each mark; the
 * other tabs what the test says.
 */
function upNextServer(watching: UpNextItem[], tabs: Record<string, UpNextItem[]> = {}) {
  const rows = new Map(watching.map((item) => [item.show.id, item]));
  const routes: CatalogueRoutes = {
    [upNextPath]: (url) => {
      const tab = url.searchParams.get('tab') ?? 'watching';
      const results = tab === 'watching' ? [...rows.values()] : (tabs[tab] ?? []);
      return jsonResponse(page(results, results.length, Number(url.searchParams.get('page'))));
    },
  };
  for (const item of watching) {
    const next = item.next_episode;
    if (!next) continue;
    routes[`POST ${markPath(item.show.id, next.season_number, next.episode_number)}`] = () => {
      const watched = item.watched_episodes + 1;
      if (watched >= item.aired_episodes) rows.delete(item.show.id);
      else
        rows.set(item.show.id, {
          ...item,
          watched_episodes: watched,
          next_episode: progressEpisode(item.show.id, next.season_number, next.episode_number + 1),
        });
      return jsonResponse(
        { status_code: 1, status_message: 'Success.', success: true, watches: [] },
        201,
      );
    };
  }
  return { rows, routes };
}

/** Paused and stopped shows that a status of watching takes out of their tab, as the server does. */
function resumeServer(tabs: Record<'paused' | 'dropped', UpNextItem[]>) {
  const server = upNextServer([], tabs);
  for (const [tab, items] of Object.entries(tabs) as Array<[keyof typeof tabs, UpNextItem[]]>)
    for (const item of items)
      server.routes[`PUT ${progressPath(item.show.id)}`] = () => {
        tabs[tab] = tabs[tab].filter((listed) => listed !== item);
        return jsonResponse({ ...unfollowedProgress(item.show.id), status: 'watching' });
      };
  return server;
}

const severance = upNextItem(101, 'Severance', progressEpisode(101, 2, 4));
const andor = upNextItem(102, 'Andor', progressEpisode(102, 1, 12), {
  aired_episodes: 12,
  watched_episodes: 11,
});

function row(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('Up next', () => {
  it('lists the next episode of each show the member watches, with how far they are', async () => {
    const server = upNextServer([severance, andor]);
    const fetchMock = stubLibrary(server.routes);
    renderApp('/up-next', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Up next' })).toBeVisible();
    await expectDocumentTitle('Up next · Marquee');
    const tablist = screen.getByRole('tablist', { name: 'Up next' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Watching', '/up-next'],
      ['Waiting for new episodes', '/up-next?tab=waiting'],
      ['Finished', '/up-next?tab=finished'],
      ['Paused', '/up-next?tab=paused'],
      ['Stopped', '/up-next?tab=dropped'],
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Watching' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await screen.findByRole('article', { name: 'Severance' });
    expect(within(first).getByRole('link', { name: 'Severance' })).toHaveAttribute(
      'href',
      '/details/tv/101',
    );
    expect(
      within(first).getByRole('link', { name: `S2E4 · ${episodeName(2, 4)}` }),
    ).toHaveAttribute('href', '/details/tv/101/season/2/episode/4');
    expect(first).toHaveTextContent('12 of 40 episodes');
    expect(
      within(first).getByRole('progressbar', { name: 'Episodes of Severance watched' }),
    ).toHaveAttribute('aria-valuetext', '12 of 40 episodes');
    expect(within(first).getByRole('button', { name: 'Mark watched' })).toHaveAccessibleDescription(
      `S2E4 · ${episodeName(2, 4)}`,
    );
    expect(screen.getByText('2 shows')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Resume/ })).toBeNull();
    expect(requestsTo(fetchMock, upNextPath).map(({ params }) => params)).toEqual([
      { tab: 'watching', page: '1' },
    ]);
  });

  it('moves a row to the following episode at once when marked, then names it', async () => {
    const server = upNextServer([severance]);
    const answer = deferred<void>();
    const mark = markPath(101, 2, 4);
    const write = server.routes[`POST ${mark}`];
    const fetchMock = stubLibrary({
      ...server.routes,
      [`POST ${mark}`]: async (url, body) => {
        await answer.promise;
        return typeof write === 'function' ? write(url, body) : new Response();
      },
    });
    const user = userEvent.setup();
    renderApp('/up-next', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Severance' });
    await user.click(within(row('Severance')).getByRole('button', { name: 'Mark watched' }));
    // Before the server answers: the next number, without its name, and the count gone up.
    expect(within(row('Severance')).getByRole('link', { name: 'S2E5' })).toBeVisible();
    expect(row('Severance')).toHaveTextContent('13 of 40 episodes');
    // Only a number the row worked out: it waits for the server to say which episode that is,
    // keeping the focus.
    const button = within(row('Severance')).getByRole('button', { name: 'Mark watched' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(requestsTo(fetchMock, markPath(101, 2, 5), 'POST')).toHaveLength(0);
    expect(requestsTo(fetchMock, mark, 'POST')).toHaveLength(1);
    answer.resolve();
    expect(
      await within(row('Severance')).findByRole('link', { name: `S2E5 · ${episodeName(2, 5)}` }),
    ).toBeVisible();
    expect(
      within(row('Severance')).getByRole('button', { name: 'Mark watched' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('takes a show out of Watching at once when its last aired episode is marked', async () => {
    const server = upNextServer([severance, andor]);
    stubLibrary(server.routes);
    const user = userEvent.setup();
    renderApp('/up-next', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Andor' });
    await user.click(within(row('Andor')).getByRole('button', { name: 'Mark watched' }));
    expect(screen.queryByRole('article', { name: 'Andor' })).toBeNull();
    expect(screen.getByText('1 show')).toBeVisible();
    await waitFor(() => expect(server.rows.has(102)).toBe(false));
  });

  it('puts the row back and says why when the mark fails', async () => {
    const server = upNextServer([severance, andor]);
    stubLibrary({ ...server.routes, [`POST ${markPath(102, 1, 12)}`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/up-next', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Andor' });
    await user.click(within(row('Andor')).getByRole('button', { name: 'Mark watched' }));
    const restored = await screen.findByRole('article', { name: 'Andor' });
    expect(await within(restored).findByRole('alert')).toHaveTextContent(
      'Could not mark S1E12 of Andor watched: Service offline. Try again in a moment. Nothing was changed.',
    );
    expect(restored).toHaveTextContent('11 of 12 episodes');
    // Where it was: after Severance.
    expect(screen.getAllByRole('article')[1]).toBe(restored);
  });

  it('resumes a paused show from its row, which leaves Paused at once', async () => {
    const paused = [
      upNextItem(103, 'Slow Horses', progressEpisode(103, 5, 1), { status: 'paused' }),
      upNextItem(104, 'Foundation', progressEpisode(104, 2, 3), { status: 'paused' }),
    ];
    const fetchMock = stubLibrary(resumeServer({ paused, dropped: [] }).routes);
    const user = userEvent.setup();
    renderApp('/up-next?tab=paused', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Slow Horses' });
    expect(screen.queryByRole('button', { name: 'Mark watched' })).toBeNull();
    const resume = within(row('Slow Horses')).getByRole('button', { name: 'Resume Slow Horses' });
    await user.click(resume);
    expect(screen.queryByRole('article', { name: 'Slow Horses' })).toBeNull();
    expect(screen.getByText('1 show')).toBeVisible();
    // The keyboard stays in the list, on the row now in its place.
    expect(within(row('Foundation')).getByRole('link', { name: 'Foundation' })).toHaveFocus();
    await waitFor(() =>
      expect(requestsTo(fetchMock, progressPath(103), 'PUT').map(({ body }) => body)).toEqual([
        { status: 'watching' },
      ]),
    );
    // The tab read again, without it.
    await waitFor(() =>
      expect(requestsTo(fetchMock, upNextPath).map(({ params }) => params.tab)).toEqual([
        'paused',
        'paused',
      ]),
    );
    expect(screen.queryByRole('article', { name: 'Slow Horses' })).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('resumes a stopped show the same way', async () => {
    const dropped = [
      upNextItem(105, 'Lost', progressEpisode(105, 1, 2), { status: 'dropped', state: 'waiting' }),
    ];
    const fetchMock = stubLibrary(resumeServer({ paused: [], dropped }).routes);
    const user = userEvent.setup();
    renderApp('/up-next?tab=dropped', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Lost' });
    await user.click(screen.getByRole('button', { name: 'Resume Lost' }));
    expect(await screen.findByText('No shows you stopped tracking.')).toBeVisible();
    expect(requestsTo(fetchMock, progressPath(105), 'PUT').map(({ body }) => body)).toEqual([
      { status: 'watching' },
    ]);
  });

  it('puts the row back and says politely why when Resume fails', async () => {
    const paused = [
      upNextItem(103, 'Slow Horses', progressEpisode(103, 5, 1), { status: 'paused' }),
      upNextItem(104, 'Foundation', progressEpisode(104, 2, 3), { status: 'paused' }),
    ];
    const server = resumeServer({ paused, dropped: [] });
    stubLibrary({ ...server.routes, [`PUT ${progressPath(103)}`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/up-next?tab=paused', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Slow Horses' });
    await user.click(screen.getByRole('button', { name: 'Resume Slow Horses' }));
    const restored = await screen.findByRole('article', { name: 'Slow Horses' });
    // Where it was: first.
    expect(screen.getAllByRole('article')[0]).toBe(restored);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not resume Slow Horses: Service offline. Try again in a moment. Nothing was changed.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the tab in the address, and says when a waited-for episode comes', async () => {
    const waiting = [
      upNextItem(103, 'Slow Horses', progressEpisode(103, 5, 1, false), { state: 'waiting' }),
      upNextItem(104, 'Foundation', null, { state: 'waiting' }),
    ];
    const server = upNextServer([severance], { waiting });
    const fetchMock = stubLibrary(server.routes);
    const user = userEvent.setup();
    const { router } = renderApp('/up-next', { token: fakeIdToken() });
    await screen.findByRole('article', { name: 'Severance' });
    await user.click(screen.getByRole('tab', { name: 'Waiting for new episodes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=waiting'));
    const slowHorses = await screen.findByRole('article', { name: 'Slow Horses' });
    expect(slowHorses).toHaveTextContent('Next episode June 21, 2099');
    expect(row('Foundation')).toHaveTextContent('No date announced');
    expect(screen.queryByRole('button', { name: 'Mark watched' })).toBeNull();
    await expectDocumentTitle('Waiting for new episodes · Up next · Marquee');
    expect(requestsTo(fetchMock, upNextPath).map(({ params }) => params.tab)).toEqual([
      'watching',
      'waiting',
    ]);
  });

  it('says what an empty tab is for', async () => {
    stubLibrary(upNextServer([]).routes);
    renderApp('/up-next?tab=dropped', { token: fakeIdToken() });
    expect(await screen.findByText('No shows you stopped tracking.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Stopped' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages like the library, the page in the address', async () => {
    const fetchMock = stubLibrary({
      [upNextPath]: (url) =>
        jsonResponse(page([severance], 45, Number(url.searchParams.get('page')))),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/up-next?tab=paused', { token: fakeIdToken() });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=paused&page=3'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, upNextPath).map(({ params }) => params)).toEqual([
        { tab: 'paused', page: '1' },
        { tab: 'paused', page: '3' },
      ]),
    );
    await expectDocumentTitle('Paused, page 3 · Up next · Marquee');
  });

  it('is for members only', async () => {
    renderApp('/up-next');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
