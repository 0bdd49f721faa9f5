import type { MediaType } from '@marquee/tmdb-types/media';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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

/** Starts a route's requests once the query layer is in, without holding the navigation up. */
function prefetch(
  queryClient: Promise<QueryClient>,
  start: (prefetches: typeof routePrefetch, client: QueryClient) => void,
): null {
  void Promise.all([import('./route-prefetch'), queryClient]).then(
    ([prefetches, client]) => start(prefetches, client),
    // Only a head start: the page's own requests report any failure.
    () => undefined,
  );
  return null;
}

function homeRoute(queryClient: Promise<QueryClient>): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: () => prefetch(queryClient, (routes, client) => routes.prefetchTrending(client, 1)),
    lazy: async () => {
      const { HomePage } = await loadChunk('home-page', () => import('./home/home-page'));
      return { Component: HomePage };
    },
  };
}

function browseRoute(
  queryClient: Promise<QueryClient>,
  mediaType: MediaType,
): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: ({ request }) =>
      prefetch(queryClient, (routes, client) =>
        routes.prefetchBrowse(client, mediaType, request.url),
      ),
    lazy: async () => {
      const { BrowsePage } = await loadChunk('browse-page', () => import('./browse/browse-page'));
      return { element: <BrowsePage mediaType={mediaType} /> };
    },
  };
}

function searchRoute(queryClient: Promise<QueryClient>): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: ({ request }) =>
      prefetch(queryClient, (routes, client) => routes.prefetchSearch(client, request.url)),
    lazy: async () => {
      const { SearchPage } = await loadChunk('search-page', () => import('./search/search-page'));
      return { Component: SearchPage };
    },
  };
}

function detailsRoute(queryClient: Promise<QueryClient>): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: ({ params }) =>
      prefetch(queryClient, (routes, client) => routes.prefetchDetails(client, params)),
    lazy: async () => {
      const { DetailsPage } = await loadChunk(
        'details-page',
        () => import('./details/details-page'),
      );
      return { Component: DetailsPage };
    },
  };
}

/** /library, /library/{tab} and /library/lists/{list id}: one page that reads its address. */
function libraryRoute(queryClient: Promise<QueryClient>): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: ({ params, request }) =>
      prefetch(queryClient, (routes, client) =>
        routes.prefetchLibrary(client, params, request.url),
      ),
    lazy: async () => {
      const { LibraryPage } = await loadChunk(
        'library-page',
        () => import('./library/page/library-page'),
      );
      return { Component: LibraryPage };
    },
  };
}

/** /settings: profile, import, export and leaving. */
function settingsRoute(): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { SettingsPage } = await loadChunk(
        'settings-page',
        () => import('./settings/settings-page'),
      );
      return { Component: SettingsPage };
    },
  };
}

/** The one route table. */
export function createRoutes(queryClient: Promise<QueryClient>): RouteObject[] {
  return [
    {
      path: '/',
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
            { path: 'settings', ...settingsRoute() },
          ],
        },
        {
          path: 'login',
          lazy: async () => {
            const { LoginPage } = await loadChunk('login-page', () => import('./auth/login-page'));
            return { Component: LoginPage };
          },
        },
        {
          path: 'register',
          lazy: async () => {
            const { RegisterPage } = await loadChunk(
              'register-page',
              () => import('./auth/register-page'),
            );
            return { Component: RegisterPage };
          },
        },
        { path: 'search', ...searchRoute(queryClient) },
        // A list made public: for anybody with the link, logged in or not.
        {
          path: 'shared/list/:shareId',
          loader: ({ params, request }) =>
            prefetch(queryClient, (routes, client) =>
              routes.prefetchSharedList(client, params, request.url),
            ),
          lazy: async () => {
            const { SharedListPage } = await loadChunk(
              'shared-list-page',
              () => import('./sharing/shared-list-page'),
            );
            return { Component: SharedListPage };
          },
        },
        // The spec's /details/{category}/{id}: the category is a TMDB media type.
        { path: 'details/:mediaType/:id', ...detailsRoute(queryClient) },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter(queryClient: Promise<QueryClient>) {
  return createBrowserRouter(createRoutes(queryClient), { basename: routerBasename() });
}
