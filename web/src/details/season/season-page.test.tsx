import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  airsOn,
  episodeName,
  progressServer,
  seasonDetails,
  showDetails,
  type StubSeason,
} from '../../test/episode-stubs';
import {
  accountPath,
  deferred,
  libraryStateRoutes,
  requestsTo,
  seenRequests,
  unavailable,
} from '../../test/library-stubs';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  type CatalogueAnswer,
  type CatalogueRoutes,
} from '../../test/utils';

const showId = 500;
const seasons: StubSeason[] = [
  { season_number: 1, episode_count: 3, aired: 3 },
  { season_number: 2, episode_count: 4, aired: 2 },
];
const seasonPath = `/details/tv/${showId}/season/2`;
const episodeWatched = (episode: number) => `3/tv/${showId}/season/2/episode/${episode}/watched`;

function catalogueRoutes(): CatalogueRoutes {
  return {
    [`3/tv/${showId}`]: showDetails(showId, 'Severance', seasons),
    [`3/tv/${showId}/season/1`]: seasonDetails(showId, seasons[0] as StubSeason),
    [`3/tv/${showId}/season/2`]: seasonDetails(showId, seasons[1] as StubSeason),
  };
}

function stubMember(server = progressServer(showId, seasons), routes: CatalogueRoutes = {}) {
  return stubCatalogue({
    ...catalogueRoutes(),
    ...libraryStateRoutes(),
    ...server.routes,
    ...routes,
  });
}

function row(episode: number): HTMLElement {
  return screen.getByRole('article', {
    name: new RegExp(`^S2E${episode} ${episodeName(2, episode).replace('.', '\\.')}$`),
  });
}

/** A row's Watched toggle, once the member's progress has come. */
async function watchedToggle(episode: number): Promise<HTMLElement> {
  const toggle = within(row(episode)).getByRole('button', { name: 'Watched' });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

async function seasonShown() {
  await screen.findByRole('heading', { level: 1, name: 'Season 2' });
}

describe('the season page', () => {
  it("lists the season's episodes for anybody, future ones with their air date", async () => {
    const fetchMock = stubCatalogue(catalogueRoutes());
    renderApp(seasonPath);
    await seasonShown();
    await expectDocumentTitle('Season 2 · Severance · Marquee');
    expect(screen.getByRole('link', { name: 'Severance' })).toHaveAttribute(
      'href',
      `/details/tv/${showId}`,
    );
    const episodes = screen.getByRole('region', { name: 'Episodes' });
    expect(within(episodes).getAllByRole('article')).toHaveLength(4);
    const first = row(1);
    expect(within(first).getByRole('link', { name: `S2E1 ${episodeName(2, 1)}` })).toHaveAttribute(
      'href',
      `${seasonPath}/episode/1`,
    );
    expect(first).toHaveTextContent('March 1, 2024');
    expect(first).toHaveTextContent('45m');
    expect(first).toHaveTextContent('Rating 7.5 / 10 · 12 votes');
    expect(first).toHaveTextContent('What happens in 2.1.');
    // No still: the placeholder stands in.
    expect(first.querySelector('[data-placeholder]')).not.toBeNull();
    expect(row(3)).toHaveTextContent('Airs June 21, 2099');
    // The way in, and no member's controls or requests.
    expect(
      screen.getByRole('link', { name: 'Log in to track the episodes you watch' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Watched' })).not.toBeInTheDocument();
    expect(seenRequests(fetchMock).map(({ path }) => path)).toEqual([
      `3/tv/${showId}`,
      `3/tv/${showId}/season/2`,
    ]);
    const seasonLinks = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(seasonLinks).getByRole('link', { name: 'Season 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says Not Found for a season the show does not have', async () => {
    stubCatalogue(catalogueRoutes());
    renderApp(`/details/tv/${showId}/season/7`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  });

  it("shows a member which episodes they watched, and their season's progress", async () => {
    stubMember(progressServer(showId, seasons, { watched: [[2, 1]] }));
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    expect(await watchedToggle(1)).toHaveAttribute('aria-pressed', 'true');
    expect(await watchedToggle(2)).toHaveAttribute('aria-pressed', 'false');
    const progress = screen.getByRole('group', { name: 'Your progress in this season' });
    expect(progress).toHaveTextContent('1 of 2 watched');
    const bar = within(progress).getByRole('progressbar', {
      name: 'Episodes of this season watched',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 watched');
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '2');
  });

  it('keeps a future episode from being marked, saying when it airs', async () => {
    const fetchMock = stubMember();
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    await watchedToggle(1);
    const future = within(row(3)).getByRole('button', { name: 'Watched' });
    expect(future).toHaveAttribute('aria-disabled', 'true');
    expect(future).toHaveAccessibleDescription('Airs June 21, 2099');
    await user.click(future);
    expect(future).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(fetchMock, episodeWatched(3))).toEqual([]);
    // Nor rated before it airs.
    expect(within(row(3)).getByRole('slider', { name: 'Your rating of S2E3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(airsOn).toBe('2099-06-21');
  });

  it('marks an episode at once, before the server answers, and keeps it once written', async () => {
    const server = progressServer(showId, seasons);
    const answer = deferred<void>();
    const write = server.routes[`POST ${episodeWatched(2)}`] as CatalogueAnswer;
    const fetchMock = stubMember(server, {
      [`POST ${episodeWatched(2)}`]: async (url, body) => {
        await answer.promise;
        return write(url, body);
      },
    });
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    const toggle = await watchedToggle(2);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Your progress in this season' })).toHaveTextContent(
      '1 of 2 watched',
    );
    expect(requestsTo(fetchMock, episodeWatched(2), 'POST')).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
    answer.resolve();
    // The write refreshes the library: the progress is read again and agrees.
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${accountPath}/progress/tv/${showId}`)).toHaveLength(2),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(server.state.watched.has('2:2')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('unmarks an episode with DELETE', async () => {
    const server = progressServer(showId, seasons, { watched: [[2, 1]] });
    const fetchMock = stubMember(server);
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    const toggle = await watchedToggle(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(requestsTo(fetchMock, episodeWatched(1), 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(server.state.watched.size).toBe(0));
  });

  it('rolls a mark back and says why, in its row, when the server refuses it', async () => {
    const answer = deferred<Response>();
    stubMember(undefined, { [`POST ${episodeWatched(2)}`]: () => answer.promise });
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    const toggle = await watchedToggle(2);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(unavailable('The library cannot be reached now.'));
    const alert = await within(row(2)).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not mark S2E2 of Severance watched: The library cannot be reached now. Nothing was changed.',
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the server's reason when it refuses an episode that has not aired", async () => {
    // The page's day says it aired; the server, a day behind, says it has not.
    const refused = () =>
      jsonResponse(
        {
          status_code: 7,
          status_message: 'S2E2 airs on 2099-06-21, so it cannot be marked watched yet.',
          success: false,
        },
        422,
      );
    stubMember(undefined, { [`POST ${episodeWatched(2)}`]: refused });
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    const toggle = await watchedToggle(2);
    await user.click(toggle);
    expect(await within(row(2)).findByRole('alert')).toHaveTextContent(
      'Could not mark S2E2 of Severance watched: S2E2 airs on 2099-06-21, so it cannot be marked watched yet. Nothing was changed.',
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it("marks the season's aired episodes at once, and takes them back", async () => {
    const server = progressServer(showId, seasons);
    const fetchMock = stubMember(server);
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    await watchedToggle(1);
    await user.click(screen.getByRole('button', { name: 'Mark season watched' }));
    expect(within(row(1)).getByRole('button', { name: 'Watched' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(row(2)).getByRole('button', { name: 'Watched' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(row(3)).getByRole('button', { name: 'Watched' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('group', { name: 'Your progress in this season' })).toHaveTextContent(
      '2 of 2 watched',
    );
    await waitFor(() => expect(server.state.watched.size).toBe(2));
    expect(requestsTo(fetchMock, `3/tv/${showId}/season/2/watched`, 'POST')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Mark season not watched' }));
    expect(within(row(1)).getByRole('button', { name: 'Watched' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(server.state.watched.size).toBe(0));
    expect(requestsTo(fetchMock, `3/tv/${showId}/season/2/watched`, 'DELETE')).toHaveLength(1);
  });

  it('rates an episode from its row', async () => {
    const server = progressServer(showId, seasons);
    const fetchMock = stubMember(server);
    const user = userEvent.setup();
    renderApp(seasonPath, { token: fakeIdToken() });
    await seasonShown();
    const slider = within(row(1)).getByRole('slider', { name: 'Your rating of S2E1' });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '10 out of 10');
    await waitFor(() =>
      expect(requestsTo(fetchMock, `3/tv/${showId}/season/2/episode/1/rating`)).toEqual([
        expect.objectContaining({ method: 'POST', body: { value: 10 } }),
      ]),
    );
    await waitFor(() => expect(server.state.ratings.get('2:1')).toBe(10));
    expect(slider).toHaveAttribute('aria-valuenow', '10');
  });
});
