import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeIdToken, renderApp } from '../../test/utils';
import {
  accountList,
  accountPath,
  diaryEntry,
  listDetails,
  movie,
  page,
  seenRequests,
  stubLibrary,
} from '../../test/library-stubs';

/** Holds the page's chunk back until the test lets it arrive, as a slow network would. */
const chunk = vi.hoisted(() => {
  let open = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open: () => open() };
});

vi.mock('./library-page', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

function libraryReads(fetchMock: Parameters<typeof seenRequests>[0]) {
  return (
    seenRequests(fetchMock)
      // The member's settings decide whether the watchlist keeps to their services: not a tab's read.
      .filter(
        ({ path }) =>
          !path.startsWith('3/genre/') &&
          !path.endsWith('/account_states') &&
          !path.endsWith('/settings'),
      )
      .map(({ path, params }) => `${path}?${new URLSearchParams(params).toString()}`)
  );
}

describe('the library route', () => {
  it("starts the tab's read while the page's chunk is still loading", async () => {
    const fetchMock = stubLibrary({
      [`${accountPath}/diary`]: page([diaryEntry(1, movie(603, 'The Matrix'), '2026-11-12')]),
      [`${accountPath}/watchlist`]: page([movie(550, 'Fight Club')]),
      [`${accountPath}/lists`]: page([accountList(7, 'Heists')]),
      '3/list/7': listDetails(7, 'Heists', []),
    });
    const { router } = renderApp('/library/watched?sort_by=title.asc&page=2', {
      token: fakeIdToken(),
    });
    const diaryRead = `${accountPath}/diary?page=2&sort_by=title.asc`;
    await waitFor(() => expect(libraryReads(fetchMock)).toEqual([diaryRead]));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    chunk.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    await screen.findByRole('article');
    // The page reads what the loader fetched: same query, no second request.
    expect(libraryReads(fetchMock)).toEqual([diaryRead]);

    // The first tab, at /library, and a list, are prefetched by the loader too.
    await act(() => router.navigate('/library'));
    await screen.findByRole('link', { name: 'Fight Club' });
    await act(() => router.navigate('/library/lists/7?media_type=tv'));
    await screen.findByRole('heading', { level: 2, name: 'Heists' });
    expect(libraryReads(fetchMock)).toEqual([
      diaryRead,
      `${accountPath}/watchlist?page=1&sort_by=created_at.desc`,
      '3/list/7?page=1&sort_by=original_order.asc&media_type=tv',
    ]);
  });
});
