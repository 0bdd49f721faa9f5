import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

function libraryPage(context: RouteContext) {
  return pageRoute(
    context,
    {
      chunk: 'library-page',
      prefetch: async (client, { params, url }) =>
        (await import('./library-prefetch')).prefetchLibrary(client, params, url),
    },
    async () => {
      const { LibraryPage } = await loadChunk('library-page', () => import('./page/library-page'));
      return { Component: LibraryPage };
    },
  );
}

/** For members: /library, /library/{tab} and /library/lists/{list id}, one page that reads its address. */
export function libraryRoutes(context: RouteContext): RouteObject[] {
  return [
    { path: 'library', ...libraryPage(context) },
    { path: 'library/:tab', ...libraryPage(context) },
    { path: 'library/lists/:listId', ...libraryPage(context) },
  ];
}
