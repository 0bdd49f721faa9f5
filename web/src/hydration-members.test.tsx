import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from './auth/session-token';
import { cataloguePath, collectionName, movieTitle } from './test/catalogue-fixtures';
import {
  expectHydratedAsDrawn,
  memberNavigation,
  navigationItems,
  renderOnServer,
  settled,
} from './test/hydration';
import {
  diaryTitle,
  discoveredTitles,
  listId,
  listName,
  memberStubTransport,
  thingNames,
  trendingTitles,
  watchingShow,
  watchlistTitle,
} from './test/member-catalogue';
import { fakeIdToken } from './test/utils';

/*
 * Members' pages rendered on the server with the member's session (the session cookie's token,
 * verified), then hydrated in the browser where the same member's token is stored (the harness:
 * test/hydration.tsx). The browser asks what the server left to it (the cards' states, For you)
 * from the same member catalogue.
 */

/** The browser's requests answered as the server's render was, each one recorded. */
function stubBrowserCatalogue() {
  const catalogue = memberStubTransport();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      catalogue.transport(new URL(input instanceof Request ? input.url : String(input)), init),
    ),
  );
  return catalogue;
}

const memberPages: Array<[string, string, string | undefined]> = [
  ['/home', 'Trending today', trendingTitles.movie],
  ['/', 'Trending today', trendingTitles.tv],
  ['/movies', 'Movies', trendingTitles.movie],
  ['/tv', 'TV shows', trendingTitles.tv],
  // Discover's filters, the chips' names and the open provider picker, all drawn by the server.
  [
    '/movies?runtime_min=90&lang=ko&rating_min=7&keywords=1&companies=1&region=US&providers=8',
    'Movies',
    discoveredTitles.movie,
  ],
  ['/tv?networks=1&from=2001-02-03', 'TV shows', discoveredTitles.tv],
  ['/people', 'People', trendingTitles.person],
  ['/library', 'Library', watchlistTitle],
  ['/library/watched', 'Library', diaryTitle],
  ['/library/episodes', 'Library', watchingShow],
  ['/up-next', 'Up next', watchingShow],
  ['/up-next?tab=finished', 'Up next', undefined],
  ['/library/lists', 'Library', listName],
  [`/library/lists/${listId}`, 'Library', watchlistTitle],
  ['/settings', 'Settings', undefined],
  ['/company/1', thingNames.company, discoveredTitles.movie],
  ['/company/1/tv?page=2', thingNames.company, discoveredTitles.tv],
  ['/network/1', thingNames.network, discoveredTitles.tv],
  ['/keyword/1/movie', thingNames.keyword, discoveredTitles.movie],
  ['/collection/1', collectionName, movieTitle],
];

describe("hydrating a members' page rendered with the member's session", () => {
  it.each(memberPages)(
    'takes %s over as the server drew it, asking nothing the server answered',
    async (url, heading, title) => {
      const token = fakeIdToken();
      const page = await renderOnServer(url, { member: true, session: token });
      storeToken(token);
      const browser = stubBrowserCatalogue();
      const { queryClient } = await expectHydratedAsDrawn(url, page);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(navigationItems()).toEqual(memberNavigation);
      if (title !== undefined) expect(screen.getAllByText(title)[0]).toBeInTheDocument();
      await settled(queryClient);
      await waitFor(() => expect(document.title).toBe(page.title));
      // What the page was drawn with is not asked again; only what the server left to the browser.
      const asked = browser.requests.map(cataloguePath);
      expect(
        asked.filter((path) =>
          /^3\/(?:trending|discover|company|network|keyword|collection)\//.test(path),
        ),
      ).toEqual([]);
      expect(
        asked.filter((path) =>
          /^3\/(?:account\/[^/]+\/(?:watchlist|diary|lists|up_next|episode_watches)|list\/)/.test(
            path,
          ),
        ),
      ).toEqual([]);
    },
  );
});

describe('a collection hydrated for a member', () => {
  it("counts the parts the member has seen once hydrated, from the cards' states request", async () => {
    const token = fakeIdToken();
    const page = await renderOnServer('/collection/1', { member: true, session: token });
    storeToken(token);
    const browser = stubBrowserCatalogue();
    const { queryClient } = await expectHydratedAsDrawn('/collection/1', page);
    expect(await screen.findByText('0 of 2 seen')).toBeInTheDocument();
    await settled(queryClient);
    // Only the states: the collection came with the page. (A hydrated page asks its cards' states
    // twice, as browse's does today; the count and the cards share each.)
    expect(new Set(browser.requests.map(cataloguePath))).toEqual(
      new Set(['3/account/uid-1/account_states']),
    );
  });
});

describe('browse filters drawn by the server', () => {
  it('shows the URL’s filters in the document: the fields’ values, More filters open, the chips by name', async () => {
    const token = fakeIdToken();
    const page = await renderOnServer('/movies?runtime_min=90&lang=ko&keywords=1', {
      member: true,
      session: token,
    });
    document.body.innerHTML = page.html;
    expect(screen.getByLabelText('Min runtime')).toHaveDisplayValue('90 min');
    expect(screen.getByLabelText('Original language')).toHaveDisplayValue('Korean');
    expect(screen.getByText('More filters').closest('details')).toHaveAttribute('open');
    expect(
      screen.getByRole('link', { name: `Remove keyword ${thingNames.keyword}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/movies');
  });
});
