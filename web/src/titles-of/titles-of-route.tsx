import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';
import type { TitlesOfKind } from '../lib/titles-of-thing-query';

function titlesOfPage(context: RouteContext, kind: TitlesOfKind) {
  return pageRoute(
    context,
    {
      chunk: 'titles-of-page',
      prefetch: async (client, { params, url }) =>
        (await import('./titles-of-prefetch')).prefetchTitlesOf(client, kind, params, url),
    },
    async () => {
      const { TitlesOfPage } = await loadChunk('titles-of-page', () => import('./titles-of-page'));
      return { element: <TitlesOfPage kind={kind} /> };
    },
  );
}

/** For members, as discover is: a company's, a network's or a keyword's titles, paged. */
export function titlesOfRoutes(context: RouteContext): RouteObject[] {
  return [
    { path: 'company/:id', ...titlesOfPage(context, 'company') },
    { path: 'company/:id/:mediaType', ...titlesOfPage(context, 'company') },
    { path: 'network/:id', ...titlesOfPage(context, 'network') },
    { path: 'keyword/:id/:mediaType', ...titlesOfPage(context, 'keyword') },
  ];
}
