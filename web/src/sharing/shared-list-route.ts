import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** A list made public: for anybody with the link, logged in or not. */
export function sharedListRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'shared/list/:shareId',
      ...pageRoute(
        context,
        {
          chunk: 'shared-list-page',
          prefetch: async (client, { params, url }) =>
            (await import('./shared-list-prefetch')).prefetchSharedList(client, params, url),
        },
        async () => {
          const { SharedListPage } = await loadChunk(
            'shared-list-page',
            () => import('./shared-list-page'),
          );
          return { Component: SharedListPage };
        },
      ),
    },
  ];
}
