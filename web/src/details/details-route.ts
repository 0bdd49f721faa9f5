import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For anybody. The spec's /details/{category}/{id}: the category is a TMDB media type. */
export function detailsRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'details/:mediaType/:id',
      ...pageRoute(
        context,
        {
          chunk: 'details-page',
          prefetch: async (client, { params }) =>
            (await import('./details-prefetch')).prefetchDetails(client, params),
        },
        async () => {
          const { DetailsPage } = await loadChunk('details-page', () => import('./details-page'));
          return { Component: DetailsPage };
        },
      ),
    },
  ];
}
