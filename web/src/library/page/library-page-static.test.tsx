import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as CatalogueClient from '../../lib/catalogue-client';
import { expectDocumentTitle, fakeIdToken, renderApp } from '../../test/utils';
import { accountPath, page, requestsTo, stubLibrary } from '../../test/library-stubs';

// A static deployment pointed straight at TMDB: no server of ours, so no library.
vi.mock('../../lib/catalogue-client', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueClient>()),
  isOwnServer: () => false,
}));

describe('the library page without our own server', () => {
  it('says there is no library here and asks TMDB for none', async () => {
    const fetchMock = stubLibrary({ [`${accountPath}/watchlist`]: page([]) });
    renderApp('/library', { token: fakeIdToken() });
    expect(
      await screen.findByText(/This copy of the app reads TMDB directly, so it has no library\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
    await expectDocumentTitle('Library · Marquee');
    expect(requestsTo(fetchMock, `${accountPath}/watchlist`)).toEqual([]);
  });

  it('offers no Library link in the navbar', async () => {
    stubLibrary({});
    renderApp('/library', { token: fakeIdToken() });
    await screen.findByText(/This copy of the app reads TMDB directly/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Library' })).not.toBeInTheDocument();
  });
});
