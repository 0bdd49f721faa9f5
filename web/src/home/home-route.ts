import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

function homePage(context: RouteContext) {
  return pageRoute(
    context,
    {
      chunk: 'home-page',
      prefetch: async (client) => (await import('./home-prefetch')).prefetchHome(client),
    },
    async () => {
      const { HomePage } = await loadChunk('home-page', () => import('./home-page'));
      return { Component: HomePage };
    },
  );
}

/** For members: / and /home. */
export function homeRoutes(context: RouteContext): RouteObject[] {
  return [
    { index: true, ...homePage(context) },
    { path: 'home', ...homePage(context) },
  ];
}
