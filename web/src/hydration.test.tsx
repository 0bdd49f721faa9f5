import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from './auth/session-token';
import { deferred, requestsTo } from './test/library-stubs';
import {
  catalogueAnswers,
  collectionName,
  movieItem,
  movieTitle,
  page,
  personName,
  searchHits,
  seasonEpisodeNames,
  sequelTitle,
  sharedListName,
  showName,
} from './test/catalogue-fixtures';
import {
  expectHydratedAsDrawn,
  hydrateInBrowser,
  memberNavigation,
  navigationItems,
  renderOnServer,
  settled,
  stubMemberLibrary,
  visitorNavigation,
} from './test/hydration';
import { fakeIdToken, jsonResponse, stubCatalogue, type CatalogueRoutes } from './test/utils';

// Public pages rendered on the server, then hydrated in the browser (the harness: test/hydration.tsx).

const publicPages: Array<[string, string]> = [
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/search?q=x', 'Search results for "x"'],
  ['/search?q=x&type=tv', 'Search results for "x"'],
  ['/search?q=x&page=2', 'Search results for "x"'],
  ['/search', 'Search'],
  ['/details/movie/1', movieTitle],
  ['/details/tv/1', showName],
  ['/details/tv/1/season/1', 'Season 1'],
  ['/details/tv/1/season/1/episode/2', seasonEpisodeNames[1] ?? ''],
  ['/details/tv/1/season/9', 'Not Found'],
  ['/details/person/1', personName],
  ['/details/movie/999', 'Not Found'],
  ['/details/movie/abc', 'Not Found'],
  ['/nowhere', 'Not Found'],
  ['/shared/list/abc', sharedListName],
  ['/collection/1', collectionName],
  ['/collection/999', 'Not Found'],
  ['/details/movie/3', sequelTitle],
  ['/shared/list/unknown', 'Not Found'],
];

describe('hydrating a page rendered on the server', () => {
  // No fetch stub: a request from the browser fails the test (test/setup.ts), so these also prove
  // the server's answers, and its 404s, are not asked again.
  it.each(publicPages)(
    'takes %s over as the server drew it, asking nothing',
    async (url, heading) => {
      const page = await renderOnServer(url);
      await expectHydratedAsDrawn(url, page);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(navigationItems()).toEqual(visitorNavigation);
      await waitFor(() => expect(document.title).toBe(page.title));
    },
  );

  it.each(publicPages)(
    "takes %s over for a member drawn as a visitor, then shows the member's navigation",
    async (url, heading) => {
      stubMemberLibrary();
      const page = await renderOnServer(url);
      // Only now: the server never sees the browser's storage.
      storeToken(fakeIdToken());
      const { queryClient } = await expectHydratedAsDrawn(url, page);
      await waitFor(() => expect(navigationItems()).toEqual(memberNavigation));
      await settled(queryClient);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    },
  );

  it.each(publicPages)('takes %s over for a member drawn as a member', async (url, heading) => {
    stubMemberLibrary();
    const page = await renderOnServer(url, { member: true });
    storeToken(fakeIdToken());
    const { queryClient } = await expectHydratedAsDrawn(url, page);
    expect(navigationItems()).toEqual(memberNavigation);
    await settled(queryClient);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it.each([
    // The movie, then the countries its where to watch can be shown for.
    [
      '/details/movie/1',
      "Couldn't load this movie.",
      movieTitle,
      ['3/movie/1', '3/watch/providers/regions'],
    ],
    [
      '/search?q=x',
      "Couldn't search movies.",
      'Search results for "x"',
      ['3/search/movie', '3/search/tv', '3/search/person'],
    ],
    ['/shared/list/abc', "Couldn't load this list.", sharedListName, ['3/shared/list/abc']],
  ])(
    'takes %s over with the failure the server drew, then asks again',
    async (url, message, heading, paths) => {
      // The catalogue is back, but answers only once the test has seen the hydrated failure.
      const answering = deferred<void>();
      const answers = catalogueAnswers();
      const routes: CatalogueRoutes = Object.fromEntries(
        paths.map((path) => [
          path,
          async () => {
            await answering.promise;
            return jsonResponse(answers[path]);
          },
        ]),
      );
      const fetchMock = stubCatalogue(routes);
      const page = await renderOnServer(url, { failing: true });
      expect(page.html).toContain(message.replace("'", '&#x27;'));
      // The failure's alert itself goes once the request is asked again, right after hydration.
      const { queryClient } = await expectHydratedAsDrawn(url, page, 'main');

      answering.resolve();
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await settled(queryClient);
      for (const path of paths) expect(requestsTo(fetchMock, path)).toHaveLength(1);
      expect(fetchMock).toHaveBeenCalledTimes(paths.length);
      if (url.startsWith('/search')) expect(screen.getByText(searchHits.movie)).toBeInTheDocument();
    },
  );

  it("takes a person's page over when their birthday begins between the render and hydration", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Born 1970-06-15: 60 the day before their birthday in 2031, 61 on it.
      vi.setSystemTime(new Date('2031-06-14T23:59:59.900Z'));
      const page = await renderOnServer('/details/person/1');
      expect(page.html).toContain('(age 60)');
      vi.setSystemTime(new Date('2031-06-15T00:00:00.100Z'));
      await expectHydratedAsDrawn('/details/person/1', page);
      expect(screen.getByText('June 15, 1970').parentElement).toHaveTextContent(
        'June 15, 1970 (age 60)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes /login over when a reload kept a notice in the history, then shows it', async () => {
    const page = await renderOnServer('/login');
    // As React Router keeps a location's state in history.state; a reload keeps it, the server never sees it.
    const historyState = { usr: { notice: 'Your account is ready: log in.' }, key: 'k', idx: 0 };
    await expectHydratedAsDrawn('/login', page, 'h1', historyState);
    expect(await screen.findByText('Your account is ready: log in.')).toBeInTheDocument();
  });

  it('takes a page over under a base path', async () => {
    const url = '/marquee/details/movie/1';
    const page = await renderOnServer(url, { basePath: '/marquee/' });
    // As the server writes the page's head for its BASE_PATH.
    document.head.innerHTML = '<base href="/marquee/">';
    await expectHydratedAsDrawn(url, page);
    expect(screen.getByRole('img', { name: `Poster of ${movieTitle}` })).toHaveAttribute(
      'src',
      '/marquee/t/p/w500/poster-1.jpg',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/marquee/login');
  });

  it('keeps what a visitor typed in the search box before the scripts took the page over', async () => {
    const fetchMock = stubCatalogue({
      '3/search/multi': page([{ ...movieItem(11, searchHits.movie), media_type: 'movie' }]),
    });
    const rendered = await renderOnServer('/details/movie/1');
    const hydrating = hydrateInBrowser('/details/movie/1', rendered);
    // Typed into the server's box, before React is there to see it.
    const box = document.querySelector<HTMLInputElement>('#root input[role="combobox"]');
    if (!box) throw new Error('no search box in the rendered page');
    box.focus();
    box.value = 'Search Hit';
    const { recoverableErrors } = await hydrating;
    expect(recoverableErrors).toEqual([]);

    const combobox = screen.getByRole('combobox', { name: 'Search' });
    expect(combobox).toBe(box);
    expect(combobox).toHaveValue('Search Hit');
    // Suggestions for it, as if typed now.
    expect(await screen.findByRole('option', { name: new RegExp(searchHits.movie) })).toBeVisible();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(requestsTo(fetchMock, '3/search/multi').map(({ params }) => params.query)).toContain(
      'Search Hit',
    );
  });

  it('notices a page the browser draws otherwise than the server', async () => {
    // The harness's own check: a server page with another heading must fail hydration.
    const page = await renderOnServer('/login');
    const altered = { ...page, html: page.html.replace('<h1>Login</h1>', '<h1>Logout</h1>') };
    const hydrating = hydrateInBrowser('/login', altered);
    const serverHeading = document.querySelector('#root h1');
    const { recoverableErrors } = await hydrating;
    expect(recoverableErrors).toHaveLength(1);
    expect(String(recoverableErrors[0])).toMatch(/Hydration failed/);
    expect(serverHeading?.isConnected).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  });
});
