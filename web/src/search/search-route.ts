import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For anybody: /search?q=… */
export function searchRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'search',
      ...pageRoute(
        context,
        {
          chunk: 'search-page',
          prefetch: async (client, { url }) =>
            (await import('./search-prefetch')).prefetchSearch(client, url),
        },
        async () => {
          const { SearchPage } = await loadChunk('search-page', () => import('./search-page'));
          return { Component: SearchPage };
        },
      ),
    },
  ];
}
