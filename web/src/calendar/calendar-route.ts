import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For members: /calendar, its view and day in the query. */
export function calendarRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'calendar',
      ...pageRoute(
        context,
        {
          chunk: 'calendar-page',
          prefetch: async (client, { url }) =>
            (await import('./calendar-prefetch')).prefetchCalendar(client, url),
        },
        async () => {
          const { CalendarPage } = await loadChunk(
            'calendar-page',
            () => import('./calendar-page'),
          );
          return { Component: CalendarPage };
        },
      ),
    },
  ];
}
