import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { browseRoutes } from './browse/browse-route';
import { calendarRoutes } from './calendar/calendar-route';
import { collectionRoutes } from './collection/collection-route';
import { detailsRoutes } from './details/details-route';
import { homeRoutes } from './home/home-route';
import { routerBasename } from './lib/base-url';
import { loadChunk } from './lib/load-chunk';
import type { RouteContext, RouteHandle } from './lib/page-route';
import { libraryRoutes } from './library/library-route';
import { searchRoutes } from './search/search-route';
import { settingsRoutes } from './settings/settings-route';
import { sharedListRoutes } from './sharing/shared-list-route';
import { signInRoutes } from './sign-in/sign-in-route';
import { titlesOfRoutes } from './titles-of/titles-of-route';
import { upNextRoutes } from './up-next/up-next-route';
import { NotFound } from './ui/not-found';
import { PageLoading } from './ui/page-loading';
import { RouteErrorFallback } from './ui/route-error-fallback';

/*
 * The one route table: each feature owns its paths, page chunk and prefetch (its *-route module);
 * this file decides where they sit, behind the members' guard or not. Only this table, the router
 * and React are in the first-paint script: TanStack Query, the auth code and every page are chunks.
 */

export function createRoutes(context: RouteContext): RouteObject[] {
  const rootHandle: RouteHandle = { chunk: 'app-layout' };
  const guardHandle: RouteHandle = { chunk: 'require-auth', membersOnly: true };
  return [
    {
      path: '/',
      handle: rootHandle,
      lazy: async () => {
        const [{ AppLayout }, client] = await Promise.all([
          loadChunk('app-layout', () => import('./app-layout')),
          context.queryClient,
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
            ...homeRoutes(context),
            ...browseRoutes(context),
            ...titlesOfRoutes(context),
            ...libraryRoutes(context),
            ...upNextRoutes(context),
            ...calendarRoutes(context),
            ...settingsRoutes(context),
          ],
        },
        ...signInRoutes(context),
        ...searchRoutes(context),
        ...sharedListRoutes(context),
        ...detailsRoutes(context),
        ...collectionRoutes(context),
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter(context: RouteContext, basename: string = routerBasename()) {
  return createBrowserRouter(createRoutes(context), { basename });
}
