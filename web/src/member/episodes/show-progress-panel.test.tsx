import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  episodeName,
  progressServer,
  showDetails,
  type StubSeason,
} from '../../test/episode-stubs';
import {
  accountPath,
  deferred,
  libraryStateRoutes,
  requestsTo,
  unavailable,
} from '../../test/library-stubs';
import { fakeIdToken, renderApp, stubCatalogue, type CatalogueRoutes } from '../../test/utils';

const showId = 700;
const seasons: StubSeason[] = [
  { season_number: 0, episode_count: 1, aired: 1, name: 'Specials' },
  { season_number: 1, episode_count: 2, aired: 2 },
  { season_number: 2, episode_count: 3, aired: 1 },
];
const progressPath = `${accountPath}/progress/tv/${showId}`;

function stubShow(server: ReturnType<typeof progressServer>, routes: CatalogueRoutes = {}) {
  return stubCatalogue({
    [`3/tv/${showId}`]: showDetails(showId, 'Andor', seasons),
    ...libraryStateRoutes({ mediaType: 'tv', id: showId }),
    ...server.routes,
    ...routes,
  });
}

async function panel(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Your progress' });
  await waitFor(() => expect(region).not.toHaveTextContent('Loading…'));
  return region;
}

describe("a member's progress on a show's page", () => {
  it('says how far they are, as words and a progress bar, and which episode is next', async () => {
    stubShow(progressServer(showId, seasons, { watched: [[1, 1]] }));
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const region = await panel();
    expect(region).toHaveTextContent('1 of 3 episodes');
    const bar = within(region).getByRole('progressbar', { name: 'Episodes watched' });
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 episodes');
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '3');
    expect(region).toHaveTextContent('Watching.');
    expect(
      within(region).getByRole('link', { name: `S1E2 · ${episodeName(1, 2)}` }),
    ).toHaveAttribute('href', `/details/tv/${showId}/season/1/episode/2`);
  });

  it("lists the seasons, specials last, each with the member's share watched", async () => {
    stubShow(progressServer(showId, seasons, { watched: [[1, 1]] }));
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const section = await screen.findByRole('region', { name: 'Seasons' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/details/tv/${showId}/season/1`,
      `/details/tv/${showId}/season/2`,
      `/details/tv/${showId}/season/0`,
    ]);
    await waitFor(() =>
      expect(links[0]).toHaveTextContent('Season 12 episodes · 20241 of 2 watched'),
    );
    expect(links[1]).toHaveTextContent('0 of 1 watched');
    expect(links[2]).toHaveTextContent('Specials1 episode · 2024');
  });

  it('marks the next episode with one click, moving on at once across seasons', async () => {
    const server = progressServer(showId, seasons, { watched: [[1, 1]] });
    const answer = deferred<void>();
    const markPath = `3/tv/${showId}/season/1/episode/2/watched`;
    const write = server.routes[`POST ${markPath}`];
    stubShow(server, {
      [`POST ${markPath}`]: async (url, body) => {
        await answer.promise;
        return typeof write === 'function' ? write(url, body) : new Response();
      },
    });
    const user = userEvent.setup();
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Mark watched' }));
    expect(region).toHaveTextContent('2 of 3 episodes');
    // Its number at once, its name with the server's answer.
    expect(within(region).getByRole('link', { name: 'S2E1' })).toBeVisible();
    answer.resolve();
    expect(
      await within(region).findByRole('link', { name: `S2E1 · ${episodeName(2, 1)}` }),
    ).toBeVisible();
  });

  it('puts the progress back and says why when the mark fails', async () => {
    stubShow(progressServer(showId, seasons, { watched: [[1, 1]] }), {
      [`POST 3/tv/${showId}/season/1/episode/2/watched`]: () => unavailable(),
    });
    const user = userEvent.setup();
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Mark watched' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Could not mark S1E2 of Andor watched: Service offline. Try again in a moment. Nothing was changed.',
    );
    expect(region).toHaveTextContent('1 of 3 episodes');
    expect(within(region).getByRole('link', { name: `S1E2 · ${episodeName(1, 2)}` })).toBeVisible();
  });

  it('pauses, stops tracking and resumes the show', async () => {
    const server = progressServer(showId, seasons, { watched: [[1, 1]] });
    const fetchMock = stubShow(server);
    const user = userEvent.setup();
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Pause' }));
    expect(region).toHaveTextContent('Paused.');
    await waitFor(() => expect(server.state.status).toBe('paused'));
    await user.click(within(region).getByRole('button', { name: 'Stop tracking' }));
    expect(region).toHaveTextContent('You stopped tracking this show.');
    expect(within(region).queryByRole('button', { name: 'Stop tracking' })).toBeNull();
    await waitFor(() => expect(server.state.status).toBe('dropped'));
    await user.click(within(region).getByRole('button', { name: 'Resume' }));
    expect(region).toHaveTextContent('Watching.');
    await waitFor(() => expect(server.state.status).toBe('watching'));
    expect(requestsTo(fetchMock, progressPath, 'PUT').map(({ body }) => body)).toEqual([
      { status: 'paused' },
      { status: 'dropped' },
      { status: 'watching' },
    ]);
  });

  it('starts a finished show again in a new watch-through', async () => {
    const finished: StubSeason[] = [{ season_number: 1, episode_count: 2, aired: 2 }];
    const server = progressServer(showId, finished, {
      watched: [
        [1, 1],
        [1, 2],
      ],
    });
    stubCatalogue({
      [`3/tv/${showId}`]: showDetails(showId, 'Andor', finished),
      ...libraryStateRoutes({ mediaType: 'tv', id: showId }),
      ...server.routes,
    });
    const user = userEvent.setup();
    renderApp(`/details/tv/${showId}`, { token: fakeIdToken() });
    const region = await panel();
    expect(region).toHaveTextContent('You have watched every episode.');
    await user.click(within(region).getByRole('button', { name: 'Start again' }));
    expect(region).toHaveTextContent('0 of 2 episodes');
    expect(region).toHaveTextContent('Watching (watch-through 2).');
    await waitFor(() => expect(server.state.cycle).toBe(2));
  });

  it('is not there for a visitor, who is offered to log in', async () => {
    stubCatalogue({ [`3/tv/${showId}`]: showDetails(showId, 'Andor', seasons) });
    renderApp(`/details/tv/${showId}`);
    await screen.findByRole('heading', { level: 1, name: 'Andor' });
    expect(screen.getByRole('link', { name: 'Log in to keep a library' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Seasons' })).not.toHaveTextContent('watched');
  });
});
