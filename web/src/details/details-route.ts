import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/**
 * For anybody. The spec's /details/{category}/{id} (the category is a TMDB media type), and a
 * show's seasons and episodes under it: /details/tv/{id}/season/{n}/episode/{e}.
 */
export function detailsRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'details/:mediaType/:id',
      ...pageRoute(
        context,
        {
          chunk: 'details-page',
          prefetch: async (client, { params, languages }) =>
            (await import('./details-prefetch')).prefetchDetails(client, params, languages),
        },
        async () => {
          const { DetailsPage } = await loadChunk('details-page', () => import('./details-page'));
          return { Component: DetailsPage };
        },
      ),
    },
    {
      path: 'details/tv/:id/season/:seasonNumber',
      ...pageRoute(
        context,
        {
          chunk: 'season-page',
          prefetch: async (client, { params }) =>
            (await import('./details-prefetch')).prefetchSeason(client, params),
        },
        async () => {
          const { SeasonPage } = await loadChunk(
            'season-page',
            () => import('./season/season-page'),
          );
          return { Component: SeasonPage };
        },
      ),
    },
    {
      path: 'details/tv/:id/season/:seasonNumber/episode/:episodeNumber',
      ...pageRoute(
        context,
        {
          chunk: 'episode-page',
          prefetch: async (client, { params }) =>
            (await import('./details-prefetch')).prefetchEpisode(client, params),
        },
        async () => {
          const { EpisodePage } = await loadChunk(
            'episode-page',
            () => import('./episode/episode-page'),
          );
          return { Component: EpisodePage };
        },
      ),
    },
  ];
}
