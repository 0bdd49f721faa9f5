import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountPath, defaultSettings, libraryStateRoutes, page } from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  renderApp,
  stubCatalogue,
  tmdbExample,
} from '../test/utils';

describe('HomePage', () => {
  it('shows three trending rows of at most 10 cards, each with a Load more link', async () => {
    stubCatalogue({
      '3/trending/movie/day': tmdbExample('trending-movie'),
      '3/trending/tv/day': tmdbExample('trending-tv'),
      '3/trending/person/day': tmdbExample('trending-person'),
      ...libraryStateRoutes(),
    });
    renderApp('/', { token: fakeIdToken() });
    const rows = [
      ['Top trending movies by day', '/movies', '/details/movie/'],
      ['Top trending tv shows by day', '/tv', '/details/tv/'],
      ['Top trending people by day', '/people', '/details/person/'],
    ] as const;
    for (const [heading, more, detailsPrefix] of rows) {
      const section = await screen.findByRole('region', { name: heading });
      const list = await within(section).findByRole('list', { name: heading });
      const cards = within(list).getAllByRole('link');
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(10);
      for (const card of cards)
        expect(card.getAttribute('href')).toMatch(new RegExp(`^${detailsPrefix}\\d+$`));
      expect(within(section).getByRole('link', { name: 'Load more..' })).toHaveAttribute(
        'href',
        more,
      );
      expect(section.querySelector('p')).not.toBeEmptyDOMElement();
    }
    await expectDocumentTitle('Home · Marquee');
  });

  it('is also at /home', async () => {
    // No trending list answers here: each row says so with a Retry button.
    stubCatalogue({
      [`${accountPath}/recommendations`]: page([]),
      [`${accountPath}/up_next`]: page([]),
      [`${accountPath}/settings`]: defaultSettings,
      [`${accountPath}/saved_filters`]: { results: [] },
    });
    expectConsoleError(
      /Catalogue request .*trending.* failed: CatalogueError: The resource you requested/,
    );
    renderApp('/home', { token: fakeIdToken() });
    expect(
      await screen.findByRole('region', { name: 'Top trending people by day' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
  });
});
