import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The web app's walls, as import-x/no-restricted-paths zones generated from web/src's folders, so a
 * folder nobody listed here is a feature, walled off from the others, the day it is made.
 *
 *   app        router.tsx, app-layout.tsx, app-shell.tsx, main.tsx, entry-*: composes the rest
 *   features   home/ browse/ details/ search/ library/ settings/ sharing/ sign-in/ …: never each other
 *   member/    what several features need of a member: library client and keys, title states and
 *              writes, title actions on cards, the watched filter, member settings
 *   saved-filters/  the member's saved browse filters: browse saves and lists them, home shows
 *              the pinned ones as rows, settings manages them. What a browse query means is
 *              browse's, so the app hands it in (SavedFilterBrowseContext).
 *   auth/      the session: who is logged in, their token, the guard. It is a layer and not a
 *              feature because every members' page and the member layer ask it who is there; the
 *              login and register pages, which are a feature, live in sign-in/.
 *   ui/ lib/   shared code, with config.ts and styles/
 *
 * Each layer imports only the layers below it. The test helpers (test/) are outside the walls: a
 * test may set up anything it needs, the app included.
 */

/** Shared layers, lowest first; a folder not named here is a feature. */
export const webLayers = [['ui', 'lib', 'styles', 'i18n'], ['auth'], ['member'], ['saved-filters']];

/** Folders outside the walls, neither a layer nor a feature. */
const unwalled = ['test'];

/** web/src's root files that are not the app: shared configuration, and the app's own tests. */
function isSharedRootFile(name) {
  return name === 'config.ts' || /\.test\.tsx?$/.test(name);
}

/** import-x/no-restricted-paths zones for web/src, read from its folders as they are today. */
export function webWallZones(srcDir, relativeSrc = './web/src') {
  const entries = readdirSync(srcDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const shared = webLayers.flat();
  const features = folders
    .filter((folder) => !shared.includes(folder) && !unwalled.includes(folder))
    .sort();
  const appFiles = entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !isSharedRootFile(entry.name),
    )
    .map((entry) => entry.name)
    .sort();
  const path = (name) => `${relativeSrc}/${name}`;
  const app = appFiles.map(path);

  const zones = [];
  webLayers.forEach((layer, index) => {
    const above = [
      ...webLayers
        .slice(index + 1)
        .flat()
        .filter((name) => folders.includes(name)),
      ...features,
    ];
    for (const folder of layer.filter((name) => folders.includes(name))) {
      zones.push({
        target: path(folder),
        from: [...above.map(path), ...app],
        message: `${folder}/ is a shared layer: it may import only the layers below it (see scripts/lint/web-walls.js). Pass what it needs in from above.`,
      });
    }
  });
  for (const feature of features) {
    zones.push({
      target: path(feature),
      from: [...features.filter((other) => other !== feature).map(path), ...app],
      message: `Features never import each other or the app: move what ${feature}/ needs down a layer (member/, lib/, ui/) or let the app pass it in (scripts/lint/web-walls.js).`,
    });
  }
  return zones;
}

/** The flat-config block eslint.config.js adds, for the repository at rootDir. */
export function webWalls(rootDir) {
  return {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: rootDir, zones: webWallZones(join(rootDir, 'web/src')) },
      ],
    },
  };
}
