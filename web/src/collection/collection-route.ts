import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For anybody, as a movie's details are: /collection/{id}, a franchise's movies in order. */
export function collectionRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'collection/:id',
      ...pageRoute(
        context,
        {
          chunk: 'collection-page',
          prefetch: async (client, { params }) =>
            (await import('./collection-prefetch')).prefetchCollection(client, params),
        },
        async () => {
          const { CollectionPage } = await loadChunk(
            'collection-page',
            () => import('./collection-page'),
          );
          return { Component: CollectionPage };
        },
      ),
    },
  ];
}
