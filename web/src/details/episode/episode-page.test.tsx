import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  episodeDetails,
  episodeName,
  progressServer,
  showDetails,
  type StubSeason,
} from '../../test/episode-stubs';
import { libraryStateRoutes, requestsTo } from '../../test/library-stubs';
import {
  expectDocumentTitle,
  fakeIdToken,
  renderApp,
  stubCatalogue,
  type CatalogueRoutes,
} from '../../test/utils';

const showId = 600;
const seasons: StubSeason[] = [
  { season_number: 1, episode_count: 3, aired: 3 },
  { season_number: 2, episode_count: 4, aired: 2 },
];

function catalogueRoutes(): CatalogueRoutes {
  return {
    [`3/tv/${showId}`]: showDetails(showId, 'Slow Horses', seasons),
    [`3/tv/${showId}/season/2/episode/1`]: episodeDetails(showId, 2, 1),
    [`3/tv/${showId}/season/1/episode/3`]: episodeDetails(showId, 1, 3),
    [`3/tv/${showId}/season/2/episode/4`]: episodeDetails(showId, 2, 4, false),
  };
}

describe('the episode page', () => {
  it('shows the episode, its guests and crew, and the episodes either side across seasons', async () => {
    const fetchMock = stubCatalogue(catalogueRoutes());
    renderApp(`/details/tv/${showId}/season/2/episode/1`);
    expect(await screen.findByRole('heading', { level: 1, name: episodeName(2, 1) })).toBeVisible();
    await expectDocumentTitle(`${episodeName(2, 1)} · Slow Horses · Marquee`);
    expect(screen.getByRole('link', { name: 'Slow Horses' })).toHaveAttribute(
      'href',
      `/details/tv/${showId}`,
    );
    expect(screen.getByRole('link', { name: 'Season 2' })).toHaveAttribute(
      'href',
      `/details/tv/${showId}/season/2`,
    );
    expect(screen.getByText('S2E1 · 45m')).toBeVisible();
    expect(screen.getByText('March 1, 2024')).toHaveAttribute('datetime', '2024-03-01');
    expect(screen.getByText('What happens in 2.1.')).toBeVisible();
    const guests = screen.getByRole('region', { name: 'Guest stars' });
    expect(within(guests).getByRole('link', { name: 'Gia Guest' })).toHaveAttribute(
      'href',
      '/details/person/71',
    );
    expect(guests).toHaveTextContent('The Visitor');
    const crew = screen.getByRole('region', { name: 'Crew' });
    expect(within(crew).getByRole('link', { name: 'Dev Director' })).toBeVisible();
    expect(crew).toHaveTextContent('Director');
    const neighbours = screen.getByRole('navigation', { name: 'Episodes' });
    expect(within(neighbours).getByRole('link', { name: 'Previous: S1E3' })).toHaveAttribute(
      'href',
      `/details/tv/${showId}/season/1/episode/3`,
    );
    expect(within(neighbours).getByRole('link', { name: 'Next: S2E2' })).toHaveAttribute(
      'href',
      `/details/tv/${showId}/season/2/episode/2`,
    );
    expect(
      screen.getByRole('link', { name: 'Log in to track the episodes you watch' }),
    ).toBeVisible();
    expect(requestsTo(fetchMock, `3/tv/${showId}/season/2/episode/1`)).toHaveLength(1);
  });

  it('says when an episode not aired yet airs, and has no next one past the listed', async () => {
    stubCatalogue(catalogueRoutes());
    renderApp(`/details/tv/${showId}/season/2/episode/4`);
    await screen.findByRole('heading', { level: 1, name: episodeName(2, 4) });
    expect(screen.getByText('Airs June 21, 2099')).toBeVisible();
    const neighbours = screen.getByRole('navigation', { name: 'Episodes' });
    expect(
      within(neighbours)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous: S2E3']);
  });

  it('lets a member mark it watched, watch it again, and rate it', async () => {
    const server = progressServer(showId, seasons);
    const fetchMock = stubCatalogue({
      ...catalogueRoutes(),
      ...libraryStateRoutes(),
      ...server.routes,
    });
    const user = userEvent.setup();
    renderApp(`/details/tv/${showId}/season/1/episode/3`, { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: episodeName(1, 3) });
    const controls = screen.getByRole('group', { name: 'Your progress of S1E3' });
    const toggle = within(controls).getByRole('button', { name: 'Watched' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(within(controls).queryByRole('button', { name: 'Watch again' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(controls).getByText('Watched once')).toBeVisible();
    await waitFor(() => expect(server.state.watched.get('1:3')?.watches).toBe(1));

    await user.click(within(controls).getByRole('button', { name: 'Watch again' }));
    expect(within(controls).getByText('Watched 2 times')).toBeVisible();
    await waitFor(() => expect(server.state.watched.get('1:3')?.watches).toBe(2));
    expect(
      requestsTo(fetchMock, `3/tv/${showId}/season/1/episode/3/watched`).map(({ body }) => body),
    ).toEqual([{}, { again: true }]);

    const slider = within(controls).getByRole('slider', { name: 'Your rating' });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await user.keyboard('{Home}{ArrowRight}');
    await waitFor(() => expect(server.state.ratings.get('1:3')).toBe(0.5));
  });
});
