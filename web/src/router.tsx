import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';
import { RequireAuth } from './auth/require-auth';
import { readStoredToken, usableSessionUser } from './auth/session-token';
import { browseQueryOptions, parseBrowseFilters, usesDiscover } from './browse/browse-query';
import { routerBasename } from './lib/base-url';
import { loadChunk } from './lib/load-chunk';
import { trendingMedia, trendingQueryOptions, type TrendingMedia } from './lib/trending-query';
import { NotFound } from './ui/not-found';
import { RouteErrorFallback } from './ui/route-error-fallback';
import { PageLoading } from './ui/page-loading';
import { parsePageParam } from './ui/use-page-param';

/** Starts the trending requests while the page's chunk is still loading; failures show on the page. */
function warmTrending(queryClient: QueryClient, page: number) {
  // The guard will send anyone without a token to /login; no point fetching for them.
  if (usableSessionUser(readStoredToken()) === null) return;
  for (const media of trendingMedia)
    void queryClient.prefetchQuery(trendingQueryOptions(media, page));
}

function homeRoute(queryClient: QueryClient): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: () => {
      warmTrending(queryClient, 1);
      return null;
    },
    lazy: async () => {
      const { HomePage } = await loadChunk('home-page', () => import('./home/home-page'));
      return { Component: HomePage };
    },
  };
}

function browseRoute(
  queryClient: QueryClient,
  media: TrendingMedia,
): Pick<RouteObject, 'lazy' | 'loader'> {
  return {
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = parsePageParam(params.get('page'));
      const filters = parseBrowseFilters(params);
      // The trending lists share one page number (the original refetched all three together),
      // so the other two are ready when the user switches.
      const trendingView =
        media === 'person' ? filters.list === 'trending' : !usesDiscover(filters);
      if (trendingView) warmTrending(queryClient, page);
      else if (usableSessionUser(readStoredToken()) !== null) {
        void queryClient.prefetchQuery(browseQueryOptions(media, filters, page));
      }
      return null;
    },
    lazy: async () => {
      const { BrowsePage } = await loadChunk('browse-page', () => import('./browse/browse-page'));
      return { element: <BrowsePage media={media} /> };
    },
  };
}

/** The one route table. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorFallback />,
      HydrateFallback: PageLoading,
      children: [
        {
          element: <RequireAuth />,
          children: [
            { index: true, ...homeRoute(queryClient) },
            { path: 'home', ...homeRoute(queryClient) },
            { path: 'movies', ...browseRoute(queryClient, 'movie') },
            { path: 'people', ...browseRoute(queryClient, 'person') },
            { path: 'tv', ...browseRoute(queryClient, 'tv') },
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
        {
          path: 'search',
          lazy: async () => {
            const { SearchPage } = await loadChunk(
              'search-page',
              () => import('./search/search-page'),
            );
            return { Component: SearchPage };
          },
        },
        {
          path: 'details/:category/:id',
          lazy: async () => {
            const { DetailsPage } = await loadChunk(
              'details-page',
              () => import('./details/details-page'),
            );
            return { Component: DetailsPage };
          },
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), { basename: routerBasename() });
}
