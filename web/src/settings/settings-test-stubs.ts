import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import { screen } from '@testing-library/react';
import { defaultMemberSettings } from '../member/member-settings';
import { accountPath } from '../test/library-stubs';
import { fakeIdToken, jsonResponse, renderApp, type CatalogueRoutes } from '../test/utils';

/* What the settings page's tests share: its paths, and the page rendered for fakeIdToken's member. */

export const settingsPath = `${accountPath}/settings`;
export const matchPath = `${accountPath}/import/match`;
export const importPath = `${accountPath}/import`;
export const libraryPath = `${accountPath}/library`;

/** GET and PUT of the settings, kept as a server would. */
export function settingsServer(initial: Partial<MemberSettings> = {}): {
  settings: MemberSettings;
  routes: CatalogueRoutes;
} {
  const settings: MemberSettings = { ...defaultMemberSettings, ...initial };
  return {
    settings,
    routes: {
      [`GET ${settingsPath}`]: () => jsonResponse(settings),
      [`PUT ${settingsPath}`]: (_url, body) => {
        Object.assign(settings, body);
        if (settings.display_name === '') settings.display_name = null;
        return jsonResponse(settings);
      },
    },
  };
}

/** The settings page, its heading shown. */
export async function renderSettings(path = '/settings') {
  const view = renderApp(path, { token: fakeIdToken() });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}
