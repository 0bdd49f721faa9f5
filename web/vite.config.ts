import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { BuildEnvironmentOptions, ConfigEnv, Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { devProxy } from '../scripts/lib/dev-proxy.js';
import { NO_PARSER, precompiledMessages } from './vite/precompiled-messages.js';

/** A plugin for the browser's build, not the dev server or the server render's build. */
function browserBuildOnly(_config: UserConfig, { command, isSsrBuild }: ConfigEnv): boolean {
  return command === 'build' && isSsrBuild !== true;
}

/**
 * Writes static/chunk-map.json (chunk name → file) so the chunk loader can name the file of a
 * route chunk that timed out: a pending dynamic import never tells us its URL.
 */
function chunkMap(): Plugin {
  return {
    name: 'marquee-chunk-map',
    apply: browserBuildOnly,
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isDynamicEntry) map[output.name] = output.fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: 'static/chunk-map.json',
        source: JSON.stringify(map),
      });
    },
  };
}

/**
 * Writes .br and .gz beside each hashed asset, compressed once at build time at the highest levels
 * (too slow per request), for the server to send to browsers that accept them.
 */
function precompressAssets(): Plugin {
  return {
    name: 'marquee-precompress',
    apply: browserBuildOnly,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('static/') || !/\.(?:js|css|svg|json)$/.test(fileName)) continue;
        const source = readFileSync(join(outDir, fileName));
        // Below about a kilobyte, compression saves less than a header costs.
        if (source.length < 1024) continue;
        const variants: Array<[string, Buffer]> = [
          [
            '.br',
            brotliCompressSync(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ],
          ['.gz', gzipSync(source, { level: 9 })],
        ];
        for (const [extension, compressed] of variants) {
          if (compressed.length < source.length)
            writeFileSync(join(outDir, fileName + extension), compressed);
        }
      }
    },
  };
}

/** The browser's build: hashed files under static/, vendor chunks apart, a manifest for the server. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  target: 'es2022',
  // The server reads which files each route chunk needs, to announce them with modulepreload.
  manifest: true,
  // Every browser that runs es2022 modules either supports modulepreload or just skips the hint.
  modulePreload: { polyfill: false },
  // One stylesheet for the whole app (about 9 KB compressed), linked by index.html and inlined in a
  // page the server renders: no route adds a stylesheet later, which would make the browser style
  // and lay out the whole page again (at hydration, the very rules it already has inline).
  cssCodeSplit: false,
  rollupOptions: {
    output: {
      entryFileNames: 'static/js/[name]-[hash].js',
      chunkFileNames: 'static/js/[name]-[hash].js',
      assetFileNames: (asset) =>
        asset.names.some((name) => name.endsWith('.css'))
          ? 'static/css/[name]-[hash][extname]'
          : 'static/media/[name]-[hash][extname]',
      // Named vendor chunks change less often than the app, so browsers keep them cached across releases.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
          },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
          // Only the forms that validate (register, a watch's log, an import) need zod; the rest of
          // the app should not download it. Our zod setup goes with it, or the chunk that several
          // of them share would import zod on every page.
          {
            name: 'validation',
            test: /node_modules[\\/](@hookform|zod)[\\/]|src[\\/]lib[\\/]zod\.ts$/,
          },
          { name: 'firebase', test: /node_modules[\\/](firebase|@firebase|idb|tslib)[\\/]/ },
          // The i18n layer, measured against its budget by the bench (bench/lib/i18n-size-table.ts).
          {
            name: 'intl',
            test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
          },
          // What index.html's entry imports of the app (the server render's state reader) stays in
          // the entry, not in the chunk it shares with the app below, which it would then load first.
          { name: 'entry', tags: ['$initial'], test: (id) => !id.includes('node_modules') },
          // App code that several route chunks share, in one chunk rather than a dozen tiny ones.
          { name: 'app', minShareCount: 2, test: (id) => !id.includes('node_modules') },
        ],
      },
    },
  },
};

/** The server render's build (entry-server.tsx): one Node module beside dist, never served. */
const serverRenderBuild: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
  // One file, loaded once at start: a rebuild while the server runs cannot pull chunks from under it.
  rollupOptions: { output: { inlineDynamicImports: true } },
};

/**
 * The installed app: its manifest and icons, and the service worker (src/sw.ts) with the build's
 * scripts, stylesheet and icons to keep. Only the browser's build makes them; the page registers
 * the worker itself (src/lib/service-worker.ts), after its first paint.
 */
function installableApp(enabled: boolean): Plugin[] {
  return VitePWA({
    disable: !enabled,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    // Linked from index.html by the plugin, relative to <base href> like every asset.
    manifestFilename: 'manifest.webmanifest',
    // The icons are among the files injectManifest's patterns find.
    includeManifestIcons: false,
    manifest: {
      name: 'Marquee',
      short_name: 'Marquee',
      description: 'Discover movies, TV shows and people, and keep track of what you watch.',
      // Relative to the manifest, so one build installs under any BASE_PATH.
      id: '.',
      start_url: '.',
      scope: '.',
      display: 'standalone',
      background_color: '#0f1115',
      theme_color: '#0f1115',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['static/js/*.js', 'static/css/*.css', 'icons/*.png'],
      // What only an import or an export needs stays on the network: a large download nobody
      // else uses.
      globIgnores: [
        'static/js/zip-archive-*.js',
        'static/js/import-run-*.js',
        'static/js/papaparse-*.js',
      ],
      // The worker is bundled on its own; keep it to the modern syntax the app targets.
      buildPlugins: { vite: [] },
    },
  });
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // Relative asset URLs plus <base href> in index.html let one build run under any BASE_PATH.
  base: './',
  plugins: [
    react(),
    precompiledMessages(),
    chunkMap(),
    precompressAssets(),
    installableApp(command === 'build' && isSsrBuild !== true),
  ],
  // Tests parse the message files to check them (src/i18n/messages.test.ts).
  resolve: { alias: mode === 'test' ? [] : [NO_PARSER] },
  build: isSsrBuild ? serverRenderBuild : clientBuild,
  // Only the dev server proxies; a build or a test run must not depend on PORT, HOST or BASE_PATH.
  server: command === 'serve' && mode !== 'test' ? { proxy: devProxy(process.env) } : {},
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Before each test: spies restored, every vi.fn back to its own implementation with no calls
    // (restoreMocks alone leaves a vi.fn's answers and calls to the next test), globals unstubbed.
    restoreMocks: true,
    mockReset: true,
    unstubGlobals: true,
    // Tests wait on state, never on time; a busy two-core machine only makes them slower.
    testTimeout: 30_000,
  },
}));
