import type { MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router-dom';
import { routerBasename } from './lib/base-url';
import { loadChunk } from './lib/load-chunk';
import { NotFound } from './ui/not-found';
import { RouteErrorFallback } from './ui/route-error-fallback';
import { PageLoading } from './ui/page-loading';
import type * as routePrefetch from './route-prefetch';

/*
 * Only this table, the router and React are in the first-paint script. TanStack Query, the auth
 * code and every page are route chunks, so the query client arrives as a promise.
 */

/** What a server render needs to know of a route, beside what the router does. */
export interface RouteHandle {
  /** The route's chunk (its loadChunk id): a server-rendered page announces it with modulepreload. */
  chunk?: string;
  /**
   * Only for members: the server renders it only with the member's verified session (the session
   * cookie's ID token), and sends the app shell otherwise, for the client's guard to decide.
   */
  membersOnly?: boolean;
  /** The requests the page makes at once; the client starts them in the loader, a server render awaits them. */
  prefetch?(client: QueryClient, address: { params: Params; url: string }): Promise<unknown>;
}

type Prefetches = typeof routePrefetch;

/** Loads the route prefetches (a chunk of their own, with TanStack Query) and runs one. */
function withPrefetches(
  run: (
    prefetches: Prefetches,
    client: QueryClient,
    address: { params: Params; url: string },
  ) => unknown,
): NonNullable<RouteHandle['prefetch']> {
  return async (client, address) => run(await import('./route-prefetch'), client, address);
}

/** A page: its chunk loaded lazily, its requests started by the loader without holding the navigation up. */
function pageRoute(
  queryClient: Promise<QueryClient>,
  handle: RouteHandle & { chunk: string },
  load: () => Promise<Pick<RouteObject, 'Component' | 'element'>>,
): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> {
  const { prefetch } = handle;
  return {
    handle,
    // A server render awaits the handle's prefetch itself, once.
    ...(prefetch &&
      !import.meta.env.SSR && {
        loader: ({ params, request }) => {
          // Only a head start: the page's own requests report any failure.
          void queryClient
            .then((client) => prefetch(client, { params, url: request.url }))
            .catch(() => undefined);
          return null;
        },
      }),
    lazy: load,
  };
}

function homeRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(
    queryClient,
    {
      chunk: 'home-page',
      prefetch: withPrefetches((routes, client) => routes.prefetchTrending(client, 1)),
    },
    async () => {
      const { HomePage } = await loadChunk('home-page', () => import('./home/home-page'));
      return { Component: HomePage };
    },
  );
}

function browseRoute(queryClient: Promise<QueryClient>, mediaType: MediaType) {
  return pageRoute(
    queryClient,
    {
      chunk: 'browse-page',
      prefetch: withPrefetches((routes, client, { url }) =>
        routes.prefetchBrowse(client, mediaType, url),
      ),
    },
    async () => {
      const { BrowsePage } = await loadChunk('browse-page', () => import('./browse/browse-page'));
      return { element: <BrowsePage mediaType={mediaType} /> };
    },
  );
}

function searchRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(
    queryClient,
    {
      chunk: 'search-page',
      prefetch: withPrefetches((routes, client, { url }) => routes.prefetchSearch(client, url)),
    },
    async () => {
      const { SearchPage } = await loadChunk('search-page', () => import('./search/search-page'));
      return { Component: SearchPage };
    },
  );
}

function detailsRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(
    queryClient,
    {
      chunk: 'details-page',
      prefetch: withPrefetches((routes, client, { params }) =>
        routes.prefetchDetails(client, params),
      ),
    },
    async () => {
      const { DetailsPage } = await loadChunk(
        'details-page',
        () => import('./details/details-page'),
      );
      return { Component: DetailsPage };
    },
  );
}

/** /library, /library/{tab} and /library/lists/{list id}: one page that reads its address. */
function libraryRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(
    queryClient,
    {
      chunk: 'library-page',
      prefetch: withPrefetches((routes, client, { params, url }) =>
        routes.prefetchLibrary(client, params, url),
      ),
    },
    async () => {
      const { LibraryPage } = await loadChunk(
        'library-page',
        () => import('./library/page/library-page'),
      );
      return { Component: LibraryPage };
    },
  );
}

/** /settings: profile, import, export and leaving. */
function settingsRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(queryClient, { chunk: 'settings-page' }, async () => {
    const { SettingsPage } = await loadChunk(
      'settings-page',
      () => import('./settings/settings-page'),
    );
    return { Component: SettingsPage };
  });
}

function loginRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(queryClient, { chunk: 'login-page' }, async () => {
    const { LoginPage } = await loadChunk('login-page', () => import('./sign-in/login-page'));
    return { Component: LoginPage };
  });
}

function registerRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(queryClient, { chunk: 'register-page' }, async () => {
    const { RegisterPage } = await loadChunk(
      'register-page',
      () => import('./sign-in/register-page'),
    );
    return { Component: RegisterPage };
  });
}

/** A list made public: for anybody with the link, logged in or not. */
function sharedListRoute(queryClient: Promise<QueryClient>) {
  return pageRoute(
    queryClient,
    {
      chunk: 'shared-list-page',
      prefetch: withPrefetches((routes, client, { params, url }) =>
        routes.prefetchSharedList(client, params, url),
      ),
    },
    async () => {
      const { SharedListPage } = await loadChunk(
        'shared-list-page',
        () => import('./sharing/shared-list-page'),
      );
      return { Component: SharedListPage };
    },
  );
}

/** The one route table. */
export function createRoutes(queryClient: Promise<QueryClient>): RouteObject[] {
  const rootHandle: RouteHandle = { chunk: 'app-layout' };
  const guardHandle: RouteHandle = { chunk: 'require-auth', membersOnly: true };
  return [
    {
      path: '/',
      handle: rootHandle,
      lazy: async () => {
        const [{ AppLayout }, client] = await Promise.all([
          loadChunk('app-layout', () => import('./app-layout')),
          queryClient,
        ]);
        return { element: <AppLayout queryClient={client} /> };
      },
      errorElement: <RouteErrorFallback />,
      HydrateFallback: PageLoading,
      children: [
        {
          handle: guardHandle,
          lazy: async () => {
            const { RequireAuth } = await loadChunk(
              'require-auth',
              () => import('./auth/require-auth'),
            );
            return { Component: RequireAuth };
          },
          children: [
            { index: true, ...homeRoute(queryClient) },
            { path: 'home', ...homeRoute(queryClient) },
            { path: 'movies', ...browseRoute(queryClient, 'movie') },
            { path: 'people', ...browseRoute(queryClient, 'person') },
            { path: 'tv', ...browseRoute(queryClient, 'tv') },
            { path: 'library', ...libraryRoute(queryClient) },
            { path: 'library/:tab', ...libraryRoute(queryClient) },
            { path: 'library/lists/:listId', ...libraryRoute(queryClient) },
            { path: 'settings', ...settingsRoute(queryClient) },
          ],
        },
        { path: 'login', ...loginRoute(queryClient) },
        { path: 'register', ...registerRoute(queryClient) },
        { path: 'search', ...searchRoute(queryClient) },
        { path: 'shared/list/:shareId', ...sharedListRoute(queryClient) },
        // The spec's /details/{category}/{id}: the category is a TMDB media type.
        { path: 'details/:mediaType/:id', ...detailsRoute(queryClient) },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter(
  queryClient: Promise<QueryClient>,
  basename: string = routerBasename(),
) {
  return createBrowserRouter(createRoutes(queryClient), { basename });
}
