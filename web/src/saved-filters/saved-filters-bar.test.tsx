import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryStateRoutes, requestsTo } from '../test/library-stubs';
import { savedFilter, savedFiltersPath, savedFiltersServer } from '../test/saved-filter-stubs';
import {
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
  tmdbExample,
  type CatalogueRoutes,
} from '../test/utils';

function stubBrowse(routes: CatalogueRoutes) {
  return stubCatalogue({
    '3/trending/movie/day': tmdbExample<Page<MovieListItem>>('trending-movie'),
    '3/discover/movie': tmdbExample<Page<MovieListItem>>('discover-movie'),
    '3/discover/tv': tmdbExample<Page<TvListItem>>('discover-tv'),
    '3/genre/movie/list': tmdbExample('genre-movie-list'),
    '3/genre/tv/list': tmdbExample('genre-tv-list'),
    ...libraryStateRoutes(),
    ...routes,
  });
}

async function openSaveDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save filters' });
  return { user, dialog: within(dialog) };
}

describe('saved filters on browse', () => {
  it('saves the address’s filters without its page under a name, pinned, and links to them', async () => {
    const server = savedFiltersServer();
    const fetchMock = stubBrowse(server.routes);
    renderApp('/movies?genre=18&sort=rated&page=2', { token: fakeIdToken() });
    const { user, dialog } = await openSaveDialog();
    expect(dialog.getByRole('checkbox', { name: 'Show as a row on Home' })).toBeChecked();
    await user.type(dialog.getByLabelText('Name'), '  Dramas ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('navigation', { name: 'Saved filters' });
    await waitFor(() => expect(server.state.filters).toHaveLength(1));
    expect(requestsTo(fetchMock, savedFiltersPath, 'POST').map((request) => request.body)).toEqual([
      { name: 'Dramas', media_type: 'movie', query: 'genre=18&sort=rated', pinned: true },
    ]);
    const link = await within(saved).findByRole('link', { name: 'Dramas' });
    expect(link).toHaveAttribute('href', '/movies?genre=18&sort=rated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save filters' })).toHaveFocus();
  });

  it('lists only this page’s kind, and marks the one the address is', async () => {
    stubBrowse(
      savedFiltersServer([
        savedFilter(1, 'Dramas', { query: 'genre=18' }),
        savedFilter(2, 'Sitcoms', { media_type: 'tv', query: 'genre=35' }),
        savedFilter(3, 'Rated', { query: 'sort=rated' }),
      ]).routes,
    );
    renderApp('/movies?genre=18', { token: fakeIdToken() });
    const saved = await screen.findByRole('navigation', { name: 'Saved filters' });
    const links = within(saved).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dramas', 'Rated']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('asks for a name before saving, and says why the server refused', async () => {
    const server = savedFiltersServer([], {
      refuse: () =>
        jsonResponse(
          {
            status_code: 5,
            status_message: 'name must be 1 to 100 characters.',
            success: false,
          },
          422,
        ),
    });
    stubBrowse(server.routes);
    renderApp('/tv?genre=35', { token: fakeIdToken() });
    const { user, dialog } = await openSaveDialog();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A saved filter needs a name.');
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Name'), 'Sitcoms');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Couldn't save these filters: name must be 1 to 100 characters.",
    );
    expect(screen.queryByRole('navigation', { name: 'Saved filters' })).not.toBeInTheDocument();
  });

  it('is not on the people page', async () => {
    stubBrowse({
      '3/trending/person/day': tmdbExample('trending-person'),
      '3/trending/tv/day': tmdbExample('trending-tv'),
      ...savedFiltersServer().routes,
    });
    renderApp('/people', { token: fakeIdToken() });
    await screen.findByRole('heading', { level: 1, name: 'People' });
    expect(screen.queryByRole('button', { name: 'Save filters' })).not.toBeInTheDocument();
  });
});
