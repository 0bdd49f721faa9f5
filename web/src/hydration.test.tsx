import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { act, StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberTokenProvider } from './auth/member-token-provider';
import { RenderedForMemberContext } from './auth/rendered-session';
import { storeToken } from './auth/session-token';
import type { ServerPage } from '@marquee/tmdb-types/server-render';
import { renderPage, setUpServerRender } from './entry-server';
import { setCatalogueTransport, setTokenProvider } from './lib/catalogue-client';
import { createQueryClient, hydrateServerState } from './lib/query-client';
import { readServerRendered, serverStateElementId } from './lib/server-state';
import { deferred, libraryStateRoutes, requestsTo } from './library/library-test-stubs';
import { createAppRouter } from './router';
import {
  catalogueAnswers,
  movieTitle,
  personName,
  searchHits,
  sharedListName,
  showName,
  stubTransport,
} from './test-catalogue-fixtures';
import { fakeIdToken, jsonResponse, stubCatalogue, type CatalogueRoutes } from './test-utils';

/*
 * A page rendered as the server renders it, then taken over in the browser as main.tsx does:
 * hydrateRoot on the server's markup, with the server's answers in the cache. Any difference
 * between the two renders is a hydration mismatch, which React reports (onRecoverableError, or
 * console.error, which the test setup fails on) and repairs by drawing the page anew: the server's
 * nodes are then gone, which the tests check too.
 */

type RenderedPage = Extract<ServerPage, { kind: 'page' }>;

interface ServerOptions {
  /** Drawn for a member (the member hint cookie). */
  member?: boolean;
  /** The catalogue fails every request with a 500. */
  failing?: boolean;
  /** The server's BASE_PATH, which the page's <base href> names. */
  basePath?: string;
}

/** jsdom's own origin: the server renders for the base the browser resolves against. */
const jsdomOrigin = 'http://localhost:3000';

// What the server has not: a render that reads any of them draws otherwise than the browser.
const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'navigator',
  'matchMedia',
] as const;

/** Runs `render` as on the server: jsdom's globals gone, the code as built for it (import.meta.env.SSR). */
async function asOnServer<T>(render: () => Promise<T>): Promise<T> {
  const saved = browserGlobals.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of browserGlobals)
    Object.defineProperty(globalThis, name, {
      value: undefined,
      configurable: true,
      writable: true,
    });
  vi.stubEnv('SSR', true);
  try {
    return await render();
  } finally {
    vi.unstubAllEnvs();
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

/** Renders `url` as the server does. */
async function renderOnServer(url: string, options: ServerOptions = {}): Promise<RenderedPage> {
  const catalogue = stubTransport({ failing: options.failing });
  try {
    const page = await asOnServer(() => {
      setUpServerRender({
        baseUrl: new URL(options.basePath ?? '/', jsdomOrigin).href,
        transport: catalogue.transport,
      });
      return renderPage(url, { member: options.member ?? false });
    });
    if (page.kind !== 'page') throw new Error(`${url} was not rendered on the server`);
    return page;
  } finally {
    // The browser's requests go out as the app's do, to the test's fetch stub.
    setCatalogueTransport((request, init) => fetch(request, init));
  }
}

const teardowns: Array<() => void> = [];

afterEach(() => {
  for (const teardown of teardowns.splice(0).reverse()) teardown();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  // Also the page's own copy of the token, which a render without storage (the server's) reads.
  storeToken(null);
});

function whenInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

interface Hydrated {
  queryClient: QueryClient;
  /** What React reported as recoverable while hydrating: a mismatch among them. */
  recoverableErrors: unknown[];
}

/**
 * The document the server sends (#root and the state element), then main.tsx's start: the query
 * client with the server's answers, the router at the address once initialized, hydrateRoot in a
 * transition. Writes the document before its first await.
 */
async function hydrateInBrowser(
  url: string,
  page: RenderedPage,
  historyState: unknown = null,
): Promise<Hydrated> {
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${serverStateElementId}"` +
    `${page.forMember ? ' data-member="true"' : ''}>${page.state}</script>`;
  window.history.replaceState(historyState, '', url);
  const container = document.getElementById('root');
  const rendered = readServerRendered();
  if (!container || !rendered) throw new Error('the document lacks #root or the server state');

  setTokenProvider(memberTokenProvider);
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, rendered.state);
  const router = createAppRouter(Promise.resolve(queryClient));
  teardowns.push(() => {
    router.dispose();
    queryClient.clear();
  });
  await whenInitialized(router);

  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <RenderedForMemberContext value={rendered.forMember}>
            <RouterProvider router={router} />
          </RenderedForMemberContext>
        </StrictMode>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
  });
  teardowns.push(() => act(() => root?.unmount()));
  return { queryClient, recoverableErrors };
}

/**
 * Hydrates the page and checks React took the server's nodes over as they were: no mismatch, and
 * the landmark (the page's heading unless told) and the navigation are the very nodes the server
 * sent, still in the document.
 */
async function expectHydratedAsDrawn(
  url: string,
  page: RenderedPage,
  landmark = 'h1',
  historyState: unknown = null,
): Promise<Hydrated> {
  const hydrating = hydrateInBrowser(url, page, historyState);
  const serverLandmark = document.querySelector(`#root ${landmark}`);
  const serverNavigation = document.querySelector('#root nav');
  const hydrated = await hydrating;
  expect(hydrated.recoverableErrors).toEqual([]);
  expect(serverLandmark).not.toBeNull();
  expect(serverLandmark?.isConnected).toBe(true);
  expect(serverNavigation?.isConnected).toBe(true);
  expect(document.querySelector(`#root ${landmark}`)).toBe(serverLandmark);
  return hydrated;
}

/** The requests the first renders started (a member's library, a failure asked again) are answered. */
async function settled(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

function navigationItems(): string[] {
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  return within(navigation)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const visitorNavigation = ['Login', 'Register'];
const memberNavigation = ['Home', 'Movies', 'People', 'Tv', 'Library', 'Settings', 'Logout'];

/** What a member's page asks besides the catalogue: nothing in their library, default settings. */
function stubMemberLibrary() {
  return stubCatalogue(
    libraryStateRoutes({ mediaType: 'movie', id: 1 }, { mediaType: 'tv', id: 1 }),
  );
}

const publicPages: Array<[string, string]> = [
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/search?q=x', 'Search results for "x"'],
  ['/search?q=x&type=tv', 'Search results for "x"'],
  ['/search?q=x&page=2', 'Search results for "x"'],
  ['/search', 'Search'],
  ['/details/movie/1', movieTitle],
  ['/details/tv/1', showName],
  ['/details/person/1', personName],
  ['/details/movie/999', 'Not Found'],
  ['/details/movie/abc', 'Not Found'],
  ['/nowhere', 'Not Found'],
  ['/shared/list/abc', sharedListName],
  ['/shared/list/unknown', 'Not Found'],
];

describe('hydrating a page rendered on the server', () => {
  // No fetch stub: a request from the browser fails the test (test-setup), so these also prove
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
    ['/details/movie/1', "Couldn't load this movie.", movieTitle, ['3/movie/1']],
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
