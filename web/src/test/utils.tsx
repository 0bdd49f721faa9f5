import { readFileSync } from 'node:fs';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import { sharedTmdbFile } from '../../../scripts/lib/shared-tmdb';
import { AuthProvider } from '../auth/auth-context';
import { memberTokenProvider } from '../auth/member-token-provider';
import {
  createCatalogueClient,
  type CatalogueClient,
  type TokenProvider,
} from '../lib/catalogue-client';
import { createQueryClient } from '../lib/query-client';
import { createRoutes } from '../router';

/** TMDB's own sample responses, read from the shared reference data (never copied into the repo). */
export function tmdbExample<T>(name: string): T {
  return JSON.parse(readFileSync(sharedTmdbFile('examples', `${name}.json`), 'utf8')) as T;
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned ID token like the emulator's, expiring in an hour unless told otherwise. */
export function fakeIdToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    user_id: 'uid-1',
    sub: 'uid-1',
    email: 'ada@example.com',
    name: 'ada',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A route's answer worked out from the request: its URL and, for a write, its JSON body. */
export type CatalogueAnswer = (url: URL, body: unknown) => Response | Promise<Response>;

/** An answer, or a function of the request that gives one. */
export type CatalogueRoutes = Record<string, object | CatalogueAnswer>;

/**
 * Stubs global fetch: a request's pathname (without the leading slash, e.g. "3/movie/11") picks the
 * answer, and a key with a method ("POST 3/list") answers only that method; anything else is TMDB's
 * 404.
 */
export function stubCatalogue(routes: CatalogueRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\//, '');
    const answer = routes[`${init?.method ?? 'GET'} ${path}`] ?? routes[path];
    if (answer === undefined) {
      return jsonResponse(
        {
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
          success: false,
        },
        404,
      );
    }
    if (typeof answer !== 'function') return jsonResponse(answer);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return answer(url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The browser's catalogue client as main.tsx makes it (the document's base, fetch as the test
 * stubs it), with the test's token provider: the stored token's, as the app's, unless told.
 */
export function browserCatalogueClient(
  tokens: TokenProvider = memberTokenProvider,
): CatalogueClient {
  return createCatalogueClient({
    baseUrl: () => document.baseURI,
    tokens: () => tokens,
    transport: (url, init) => fetch(url, init),
  });
}

/**
 * The app's own query client with the browser's catalogue client (the test's token provider),
 * minus the retry so failures show at once.
 */
export function createTestQueryClient(tokens?: TokenProvider): QueryClient {
  const queryClient = createQueryClient(browserCatalogueClient(tokens));
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

/** The title is set in an effect, which may run just after the page's heading has appeared. */
export async function expectDocumentTitle(title: string): Promise<void> {
  await waitFor(() => expect(document.title).toBe(title));
}

const teardowns: Array<() => void> = [];

// A request still in flight when its test ends would answer into the next one (or log its failure
// there): unmount, stop the router's pending loaders and drop the queries, silently, first.
afterEach(() => {
  cleanup();
  for (const teardown of teardowns.splice(0)) teardown();
});

/** Renders the real route table at a path, with a stored token when one is given. */
export function renderApp(
  path: string,
  options: {
    token?: string;
    /** The app's routes unless told: a list, or a list made with the test's query client. */
    routes?: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);
    /** Around the app, e.g. another language (inLanguage). */
    wrapper?: JSXElementConstructor<{ children: ReactNode }>;
  } = {},
) {
  if (options.token) localStorage.setItem('token', options.token);
  const queryClient = createTestQueryClient();
  const routes =
    typeof options.routes === 'function'
      ? options.routes(queryClient)
      : (options.routes ??
        createRoutes({ queryClient: Promise.resolve(queryClient), render: 'browser' }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  teardowns.push(() => {
    router.dispose();
    queryClient.clear();
  });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
    options.wrapper === undefined ? {} : { wrapper: options.wrapper },
  );
  return { ...view, router, queryClient };
}
