import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { act, StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { InEnglish } from './english-intl';
import { RouterProvider } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import type { ServerPage } from '@marquee/tmdb-types/server-render';
import { RenderedForMemberContext } from '../auth/rendered-session';
import { storeToken } from '../auth/session-token';
import { createServerRender } from '../entry-server';
import { createQueryClient, hydrateServerState } from '../lib/query-client';
import { readServerRendered, serverStateElementId } from '../lib/server-state';
import { libraryStateRoutes } from './library-stubs';
import { createAppRouter } from '../router';
import { stubTransport } from './catalogue-fixtures';
import { memberStubTransport } from './member-catalogue';
import { browserCatalogueClient, stubCatalogue } from './utils';

/*
 * The hydration tests' harness. A page rendered as the server renders it, then taken over in the
 * browser as main.tsx does:
 * hydrateRoot on the server's markup, with the server's answers in the cache. Any difference
 * between the two renders is a hydration mismatch, which React reports (onRecoverableError, or
 * console.error, which the test setup fails on) and repairs by drawing the page anew: the server's
 * nodes are then gone, which the tests check too.
 */

export type RenderedPage = Extract<ServerPage, { kind: 'page' }>;

interface ServerOptions {
  /** Drawn for a member (the session cookie). */
  member?: boolean;
  /** The member's verified ID token: members' pages are rendered, asked with it. */
  session?: string;
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
export async function renderOnServer(
  url: string,
  options: ServerOptions = {},
): Promise<RenderedPage> {
  const { session } = options;
  // A member's answers only to their own token, as our server keeps them.
  const catalogue =
    session === undefined ? stubTransport({ failing: options.failing }) : memberStubTransport();
  const baseUrl = new URL(options.basePath ?? '/', jsdomOrigin).href;
  const page = await asOnServer(() =>
    createServerRender({ baseUrl }).renderPage(url, {
      transport: catalogue.transport,
      member: options.member ?? false,
      ...(session !== undefined && { session }),
    }),
  );
  if (page.kind !== 'page') throw new Error(`${url} was not rendered on the server`);
  return page;
}

const teardowns: Array<() => void> = [];

afterEach(async () => {
  for (const teardown of teardowns.splice(0).reverse()) teardown();
  // TanStack Query hands its notifications to React on a zero timeout. One that the page queued
  // before it was unmounted must run now, while the browser's globals exist: run during the next
  // test's server render (asOnServer), React would read window.event of no window.
  await new Promise((resolve) => setTimeout(resolve, 0));
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

export interface Hydrated {
  queryClient: QueryClient;
  /** What React reported as recoverable while hydrating: a mismatch among them. */
  recoverableErrors: unknown[];
}

/**
 * The document the server sends (#root and the state element), then main.tsx's start: the query
 * client with the server's answers, the router at the address once initialized, hydrateRoot in a
 * transition. Writes the document before its first await.
 */
export async function hydrateInBrowser(
  url: string,
  page: RenderedPage,
  historyState: unknown = null,
): Promise<Hydrated> {
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${serverStateElementId}"` +
    `${page.forMember ? ' data-member="true"' : ''}>${page.state}</script>`;
  // As the server writes the page's head: a <base href> for its BASE_PATH (the root unless a test
  // wrote its own), which the browser's URLs and router basename are relative to.
  if (document.querySelector('base') === null)
    document.head.insertAdjacentHTML('afterbegin', '<base href="/">');
  window.history.replaceState(historyState, '', url);
  const container = document.getElementById('root');
  const rendered = readServerRendered();
  if (!container || !rendered) throw new Error('the document lacks #root or the server state');

  const queryClient = createQueryClient(browserCatalogueClient());
  hydrateServerState(queryClient, rendered.state);
  const router = createAppRouter({ queryClient: Promise.resolve(queryClient), render: 'browser' });
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
          <InEnglish>
            <RenderedForMemberContext value={rendered.forMember}>
              <RouterProvider router={router} />
            </RenderedForMemberContext>
          </InEnglish>
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
export async function expectHydratedAsDrawn(
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
export async function settled(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

export function navigationItems(): string[] {
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  return within(navigation)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

export const visitorNavigation = ['Login', 'Register'];
export const memberNavigation = [
  'Home',
  'Movies',
  'People',
  'Tv',
  'Up next',
  'Calendar',
  'Library',
  'Settings',
  'Logout',
];

/** What a member's page asks besides the catalogue: nothing in their library, default settings. */
export function stubMemberLibrary() {
  return stubCatalogue({
    ...libraryStateRoutes(
      { mediaType: 'movie', id: 1 },
      { mediaType: 'movie', id: 3 },
      { mediaType: 'tv', id: 1 },
    ),
    // The show's first season: its page asks for the member's rating of each episode.
    '3/tv/1/season/1/account_states': { id: 101, results: [] },
  });
}
