import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For members: /up-next, its tab and page in the query. */
export function upNextRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'up-next',
      ...pageRoute(
        context,
        {
          chunk: 'up-next-page',
          prefetch: async (client, { url }) =>
            (await import('./up-next-prefetch')).prefetchUpNext(client, url),
        },
        async () => {
          const { UpNextPage } = await loadChunk('up-next-page', () => import('./up-next-page'));
          return { Component: UpNextPage };
        },
      ),
    },
  ];
}
