import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For members: /settings, with profile, import, export and leaving. */
export function settingsRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'settings',
      ...pageRoute(context, { chunk: 'settings-page' }, async () => {
        const { SettingsPage } = await loadChunk('settings-page', () => import('./settings-page'));
        return { Component: SettingsPage };
      }),
    },
  ];
}
