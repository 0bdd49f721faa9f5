import { describe, expect, it } from 'vitest';
import { routeAssets, type BuildManifest } from './route-assets.js';

// The shape of web/dist/.vite/manifest.json, cut down: the entry (index.html) with the app it starts
// (main), vendor chunks, a chunk several routes share, route chunks found by name, one shared CSS file.
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'static/js/index-A1.js',
    name: 'index',
    isEntry: true,
    imports: ['_runtime-R1.js'],
    dynamicImports: ['src/main.tsx'],
    css: ['static/css/index-C1.css'],
  },
  'src/main.tsx': {
    file: 'static/js/main-N1.js',
    name: 'main',
    isDynamicEntry: true,
    imports: ['_runtime-R1.js', '_react-B1.js', '_app-D1.js', 'index.html'],
    css: ['static/css/main-O1.css'],
  },
  '_runtime-R1.js': { file: 'static/js/runtime-R1.js', name: 'runtime' },
  '_react-B1.js': { file: 'static/js/react-B1.js', name: 'react', imports: ['_runtime-R1.js'] },
  '_query-Q1.js': { file: 'static/js/query-Q1.js', name: 'query', imports: ['_react-B1.js'] },
  '_app-D1.js': {
    file: 'static/js/app-D1.js',
    name: 'app',
    imports: ['_runtime-R1.js', '_react-B1.js', 'index.html', '_query-Q1.js'],
    css: ['static/css/app-E1.css'],
  },
  '_app-E1.css': { file: 'static/css/app-E1.css' },
  'src/app-layout.tsx': {
    file: 'static/js/app-layout-F1.js',
    name: 'app-layout',
    isDynamicEntry: true,
    imports: ['_query-Q1.js', '_react-B1.js', '_app-D1.js'],
    css: ['static/css/app-layout-G1.css'],
  },
  'src/details/details-page.tsx': {
    file: 'static/js/details-page-H1.js',
    name: 'details-page',
    isDynamicEntry: true,
    imports: ['_query-Q1.js', '_app-D1.js', 'index.html'],
    css: ['static/css/details-page-I1.css', 'static/css/app-E1.css'],
  },
  'src/auth/login-page.tsx': {
    file: 'static/js/login-page-J1.js',
    name: 'login-page',
    isDynamicEntry: true,
    imports: ['_app-D1.js', '_forms-K1.js'],
  },
  '_forms-K1.js': { file: 'static/js/forms-K1.js', name: 'forms', imports: ['_react-B1.js'] },
};

/** What main (the app the entry starts) needs, announced on every page. */
const APP_SCRIPTS = [
  'static/js/react-B1.js',
  'static/js/query-Q1.js',
  'static/js/app-D1.js',
  'static/js/main-N1.js',
];

describe('routeAssets', () => {
  it("lists the app the entry starts, then a route's chunks, each after what it imports, leaving out what index.html loads", () => {
    expect(routeAssets(MANIFEST, ['app-layout', 'details-page'])).toEqual({
      scripts: [
        'static/js/react-B1.js',
        'static/js/query-Q1.js',
        'static/js/app-D1.js',
        'static/js/main-N1.js',
        'static/js/app-layout-F1.js',
        'static/js/details-page-H1.js',
      ],
      styles: [
        'static/css/app-E1.css',
        'static/css/main-O1.css',
        'static/css/app-layout-G1.css',
        'static/css/details-page-I1.css',
      ],
      documentStyles: ['static/css/index-C1.css'],
    });
  });

  it('names each file once, however many chunks share it', () => {
    const { scripts, styles } = routeAssets(MANIFEST, ['login-page', 'details-page', 'login-page']);
    expect(scripts).toEqual([
      'static/js/react-B1.js',
      'static/js/query-Q1.js',
      'static/js/app-D1.js',
      'static/js/main-N1.js',
      'static/js/forms-K1.js',
      'static/js/login-page-J1.js',
      'static/js/details-page-H1.js',
    ]);
    expect(styles).toEqual([
      'static/css/app-E1.css',
      'static/css/main-O1.css',
      'static/css/details-page-I1.css',
    ]);
  });

  it('skips a chunk the build merged into another (its importers bring it) or never had', () => {
    // require-auth has no entry of its own in this build; 'forms' is a shared chunk, not a route's.
    expect(routeAssets(MANIFEST, ['require-auth', 'forms', 'app-layout']).scripts).toEqual([
      ...APP_SCRIPTS,
      'static/js/app-layout-F1.js',
    ]);
    expect(routeAssets(MANIFEST, [])).toEqual({
      scripts: APP_SCRIPTS,
      styles: ['static/css/app-E1.css', 'static/css/main-O1.css'],
      documentStyles: ['static/css/index-C1.css'],
    });
  });

  it("takes a build's one stylesheet, when it does not split CSS, for the document's", () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'static/js/index-A1.js', isEntry: true },
      'style.css': { file: 'static/css/style-S1.css' },
    };
    expect(routeAssets(manifest, [])).toEqual({
      scripts: [],
      styles: [],
      documentStyles: ['static/css/style-S1.css'],
    });
  });

  it('reads an import the manifest does not list as nothing', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'src/broken.tsx': {
        file: 'static/js/broken-L1.js',
        name: 'broken',
        isDynamicEntry: true,
        imports: ['_gone-M1.js'],
      },
    };
    expect(routeAssets(manifest, ['broken']).scripts).toEqual([
      ...APP_SCRIPTS,
      'static/js/broken-L1.js',
    ]);
  });
});
