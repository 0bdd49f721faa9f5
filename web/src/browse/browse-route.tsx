import type { MediaType } from '@marquee/tmdb-types/media';
import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

function browsePage(context: RouteContext, mediaType: MediaType) {
  return pageRoute(
    context,
    {
      chunk: 'browse-page',
      prefetch: async (client, { url, languages }) =>
        (await import('./browse-prefetch')).prefetchBrowse(client, mediaType, url, languages),
    },
    async () => {
      const { BrowsePage } = await loadChunk('browse-page', () => import('./browse-page'));
      return { element: <BrowsePage mediaType={mediaType} /> };
    },
  );
}

/** For members: a list page per media type. */
export function browseRoutes(context: RouteContext): RouteObject[] {
  return [
    { path: 'movies', ...browsePage(context, 'movie') },
    { path: 'people', ...browsePage(context, 'person') },
    { path: 'tv', ...browsePage(context, 'tv') },
  ];
}
