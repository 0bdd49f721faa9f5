import type { EpisodeDiaryEntry } from '@marquee/tmdb-types/episode-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console';
import {
  accountPath,
  page,
  requestsTo,
  status,
  stubLibrary,
  tv,
  unavailable,
} from '../../test/library-stubs';
import { expectDocumentTitle, fakeIdToken, jsonResponse, renderApp } from '../../test/utils';

const watchesPath = `${accountPath}/episode_watches`;

function watch(
  id: number,
  episode: [number, number],
  watchedOn: string,
  rewatch = 0,
): EpisodeDiaryEntry {
  return {
    id,
    show_id: 101,
    season_number: episode[0],
    episode_number: episode[1],
    cycle: 1,
    rewatch,
    watched_on: watchedOn,
    created_at: `${watchedOn}T21:00:00.000Z`,
    show: tv(101, 'Severance'),
  };
}

const watches = [
  watch(3, [1, 2], '2026-05-03', 1),
  watch(2, [1, 2], '2026-05-02'),
  watch(1, [1, 1], '2026-05-01'),
];

describe('the Episodes tab', () => {
  it('lists every episode watched, latest first, rewatches marked', async () => {
    const fetchMock = stubLibrary({ [watchesPath]: page(watches) });
    renderApp('/library/episodes', { token: fakeIdToken() });
    expect(await screen.findByText('3 episode watches')).toBeVisible();
    await expectDocumentTitle('Episodes · Library · Marquee');
    expect(screen.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
    const entries = screen.getAllByRole('article');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Severance S1E2, watched again May 3, 2026',
      'Severance S1E2, watched May 2, 2026',
      'Severance S1E1, watched May 1, 2026',
    ]);
    const [latest] = entries as [HTMLElement];
    expect(within(latest).getByText('Rewatch')).toBeVisible();
    expect(within(latest).getByRole('link', { name: 'Severance' })).toHaveAttribute(
      'href',
      '/details/tv/101',
    );
    expect(within(latest).getByRole('link', { name: 'S1E2' })).toHaveAttribute(
      'href',
      '/details/tv/101/season/1/episode/2',
    );
    expect(within(latest).getByText('May 3, 2026')).toHaveAttribute('datetime', '2026-05-03');
    expect(requestsTo(fetchMock, watchesPath).map(({ params }) => params)).toEqual([{ page: '1' }]);
  });

  it('says how to start when nothing is watched yet', async () => {
    stubLibrary({ [watchesPath]: page([]) });
    renderApp('/library/episodes', { token: fakeIdToken() });
    expect(await screen.findByText(/No episodes watched yet\./)).toBeVisible();
    expect(screen.getByText('0 episode watches')).toBeVisible();
  });

  it('deletes a watch at once, and Undo logs it again', async () => {
    let shown = watches;
    const fetchMock = stubLibrary({
      [watchesPath]: () => jsonResponse(page(shown)),
      [`DELETE ${watchesPath}/2`]: () => {
        shown = watches.filter((entry) => entry.id !== 2);
        return jsonResponse(status.deleted);
      },
      ['POST 3/tv/101/season/1/episode/2/watched']: () =>
        jsonResponse({ ...status.created, watches: [] }, 201),
    });
    const user = userEvent.setup();
    renderApp('/library/episodes', { token: fakeIdToken() });
    const second = await screen.findByRole('article', {
      name: 'Severance S1E2, watched May 2, 2026',
    });
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(second).not.toBeInTheDocument();
    const next = screen.getByRole('article', { name: 'Severance S1E1, watched May 1, 2026' });
    expect(within(next).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deleted your watch of Severance S1E2 on May 2, 2026.',
    );
    expect(requestsTo(fetchMock, `${watchesPath}/2`, 'DELETE')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '3/tv/101/season/1/episode/2/watched', 'POST').map(
          ({ body }) => body,
        ),
      ).toEqual([{ watched_on: '2026-05-02', again: true }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Logged your watch of Severance S1E2 again.',
    );
  });

  it('puts a watch back with a message when deleting it fails', async () => {
    expectConsoleError(/Library write failed: CatalogueError: Service offline/);
    stubLibrary({ [watchesPath]: page(watches), [`${watchesPath}/1`]: () => unavailable() });
    const user = userEvent.setup();
    renderApp('/library/episodes', { token: fakeIdToken() });
    const first = await screen.findByRole('article', {
      name: 'Severance S1E1, watched May 1, 2026',
    });
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't delete your watch of Severance S1E1: the library is unavailable for a moment. Nothing was changed.",
    );
    expect(
      screen.getByRole('article', { name: 'Severance S1E1, watched May 1, 2026' }),
    ).toBeVisible();
  });
});
