import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectDocumentTitle, fakeIdToken, renderApp } from '../../test/utils';
import {
  accountList,
  accountPath,
  diaryEntry,
  listDetails,
  movie,
  page,
  requestsTo,
  stubLibrary,
} from '../../test/library-stubs';

function stubAllTabs() {
  return stubLibrary({
    [`${accountPath}/watchlist`]: page([movie(550, 'Fight Club')]),
    [`${accountPath}/favorite`]: page([movie(13, 'Forrest Gump')]),
    [`${accountPath}/rated`]: page([{ ...movie(680, 'Pulp Fiction'), rating: 9 }]),
    [`${accountPath}/diary`]: page([diaryEntry(1, movie(603, 'The Matrix'), '2026-11-12')]),
    [`${accountPath}/lists`]: page([accountList(7, 'Heists')]),
    [`${accountPath}/episode_watches`]: page([]),
    '3/list/7': listDetails(7, 'Heists', [movie(161, "Ocean's Eleven")]),
  });
}

describe('the library page', () => {
  it('shows the watchlist at /library, with six tabs in one tab list', async () => {
    stubAllTabs();
    renderApp('/library', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Library' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Watchlist',
      'Watched',
      'Episodes',
      'Ratings',
      'Favourites',
      'Lists',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/library/watchlist',
      '/library/watched',
      '/library/episodes',
      '/library/ratings',
      '/library/favourites',
      '/library/lists',
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Watchlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tablist).getByRole('tab', { name: 'Lists' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Watchlist' });
    expect(await within(panel).findByRole('link', { name: 'Fight Club' })).toBeInTheDocument();
    await expectDocumentTitle('Watchlist · Library · Marquee');
  });

  it.each([
    ['watched', 'Watched', 'The Matrix'],
    ['ratings', 'Ratings', 'Pulp Fiction'],
    ['favourites', 'Favourites', 'Forrest Gump'],
    ['lists', 'Lists', 'Heists'],
  ])('has an address of its own for %s', async (path, name, shown) => {
    stubAllTabs();
    renderApp(`/library/${path}`, { token: fakeIdToken() });
    const tab = await screen.findByRole('tab', { name });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name });
    expect(await within(panel).findByRole('link', { name: shown })).toBeInTheDocument();
    await expectDocumentTitle(`${name} · Library · Marquee`);
  });

  it('goes from tab to tab by link, and back', async () => {
    stubAllTabs();
    const user = userEvent.setup();
    const { router } = renderApp('/library', { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Fight Club' });
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('link', { name: 'Forrest Gump' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library/favourites');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Fight Club' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    stubAllTabs();
    const user = userEvent.setup();
    const { router } = renderApp('/library/watched', { token: fakeIdToken() });
    const watched = await screen.findByRole('tab', { name: 'Watched' });
    expect(watched).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('tabindex', '-1');
    watched.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/episodes'));
    expect(screen.getByRole('tab', { name: 'Episodes' })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/lists'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/watchlist'));
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/lists'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/library/watchlist'));
  });

  it('shows a list at its own address under the Lists tab', async () => {
    stubAllTabs();
    renderApp('/library/lists/7', { token: fakeIdToken() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Heists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: "Ocean's Eleven" })).toBeInTheDocument();
    await expectDocumentTitle('Heists · Library · Marquee');
  });

  it.each(['/library/nothing', '/library/lists/abc', '/library/lists/7/more'])(
    'says Not Found at %s',
    async (path) => {
      const fetchMock = stubAllTabs();
      renderApp(path, { token: fakeIdToken() });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not Found' }),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends visitors to log in, and asks nothing of the library', async () => {
    const fetchMock = stubAllTabs();
    const { router } = renderApp('/library/ratings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requestsTo(fetchMock, `${accountPath}/rated`)).toEqual([]);
  });
});
