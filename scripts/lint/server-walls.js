import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The server's layers, bottom to top. A layer's code may import its own folder and any layer
// below it; never a sibling folder of its own layer, never a layer above. Paths are under
// server/src. Any folder not named here is a feature (layer "features"), so a new folder gets
// the walls without anyone remembering to add it.
export const SERVER_LAYERS = [
  {
    name: 'shared kit',
    // Files in the top folder, and the kit every area uses: HTTP answers and errors, tokens.
    siblings: true,
    entries: [
      'config.ts',
      'startup-problem.ts',
      'loopback-host.ts',
      'map-concurrently.ts',
      'http',
      'auth',
    ],
  },
  { name: 'data', entries: ['catalogue', 'upstream', 'library/store'] },
  // Built on one data area each (images on the catalogue's seeded randomness), or on both sources
  // (the title catalogue the library reads, embedded or upstream).
  { name: 'data adapters', entries: ['images', 'title-catalogue'] },
  { name: 'library http kit', entries: ['library/http'] },
  { name: 'features', entries: [] },
  {
    name: 'app',
    // The app composes everything; nothing imports it but its entry points.
    siblings: true,
    entries: [
      'app.ts',
      'main.ts',
      'catalogue-source.ts',
      'testing.ts',
      // The one file that composes the library's route registrations; nothing imports it back.
      'library/library-routes.ts',
    ],
  },
];

// Test code: it may reach everything, and production code may never reach it.
export const SERVER_TEST_FOLDERS = ['test'];

const FEATURES = SERVER_LAYERS.findIndex((layer) => layer.name === 'features');

/** Folders (and library/ topics) of server/src on disk, as `entries` names them. */
function serverFolders(serverSrc) {
  const folders = [];
  for (const entry of readdirSync(serverSrc, { withFileTypes: true })) {
    if (!entry.isDirectory() || SERVER_TEST_FOLDERS.includes(entry.name)) continue;
    if (entry.name === 'library') {
      for (const topic of readdirSync(join(serverSrc, 'library'), { withFileTypes: true }))
        if (topic.isDirectory()) folders.push(`library/${topic.name}`);
    } else folders.push(entry.name);
  }
  return folders;
}

/** Every area with its layer's index: the named ones, then each folder on disk not named. */
export function serverAreas(serverSrc) {
  const named = SERVER_LAYERS.flatMap((layer, index) =>
    layer.entries.map((entry) => ({ entry, layer: index })),
  );
  const known = new Set(named.map(({ entry }) => entry));
  const features = serverFolders(serverSrc)
    .filter((folder) => !known.has(folder))
    .map((entry) => ({ entry, layer: FEATURES }));
  return [...named, ...features];
}

/**
 * import-x/no-restricted-paths zones for server/src: for each area, every area it may not import
 * (the same layer's other areas, every layer above), and the test folders.
 */
export function serverWallZones(repoRoot) {
  const src = './server/src';
  const areas = serverAreas(join(repoRoot, 'server', 'src'));
  const zones = [];
  for (const area of areas) {
    const { siblings } = SERVER_LAYERS[area.layer];
    const target = `${src}/${area.entry}`;
    const forbidden = areas.filter(
      (other) =>
        other.entry !== area.entry &&
        (other.layer > area.layer || (other.layer === area.layer && !siblings)) &&
        // library/ holds areas of its own: library/http is not inside library/store.
        !area.entry.startsWith(`${other.entry}/`),
    );
    for (const other of forbidden)
      zones.push({
        target,
        from: `${src}/${other.entry}`,
        message:
          other.layer === area.layer
            ? `${area.entry} and ${other.entry} are sibling areas (${SERVER_LAYERS[area.layer].name}): move what both need down a layer and name it.`
            : `${area.entry} (${SERVER_LAYERS[area.layer].name}) may not import ${other.entry} (${SERVER_LAYERS[other.layer].name}), a layer above it: pass it in from app.ts.`,
      });
    for (const folder of SERVER_TEST_FOLDERS)
      zones.push({
        target,
        from: `${src}/${folder}`,
        message: 'Production code never imports test code.',
      });
  }
  return zones;
}

/**
 * Between workspaces: bench/, scripts/ and e2e/ reach the server only through its public entry for
 * tests and tools (server/src/testing.ts), and nothing below imports what stands above it
 * (server ← scripts ← bench, e2e).
 */
export function workspaceWallZones() {
  const throughTesting = ['./bench', './scripts', './e2e'].map((target) => ({
    target,
    from: './server/src',
    except: ['./testing.ts'],
    message: 'Tests and tools import the server through server/src/testing.ts only.',
  }));
  const noArrowsUp = [
    ...['./scripts', './bench', './e2e'].map((from) => ({ target: './server', from })),
    ...['./bench', './e2e'].map((from) => ({ target: './scripts', from })),
  ].map((zone) => ({
    ...zone,
    message: `${zone.target.slice(2)}/ sits below ${zone.from.slice(2)}/: move what it needs down, or pass it in.`,
  }));
  return [...throughTesting, ...noArrowsUp];
}

/** The ESLint config blocks of the server's walls, for eslint.config.js. */
export function serverWalls(repoRoot) {
  const workspaceZones = workspaceWallZones();
  return [
    {
      files: ['server/**/*.ts', 'scripts/**/*.{ts,js}', 'bench/**/*.ts', 'e2e/**/*.ts'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: workspaceZones }],
      },
    },
    {
      // After the block above, so its zones are kept here too (a rule's later setting replaces it).
      files: ['server/src/**/*.ts'],
      // Tests reach across areas to build what they test, and testing.ts hands test helpers to
      // tools; production code may do neither.
      ignores: [
        'server/src/**/*.test.ts',
        'server/src/testing.ts',
        ...SERVER_TEST_FOLDERS.map((folder) => `server/src/${folder}/**`),
      ],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: repoRoot, zones: [...serverWallZones(repoRoot), ...workspaceZones] },
        ],
      },
    },
  ];
}
