import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes static/chunk-map.json (chunk name → file) so the chunk loader can name the file of a
 * route chunk that timed out: a pending dynamic import never tells us its URL.
 */
function chunkMap(): Plugin {
  return {
    name: 'marquee-chunk-map',
    apply: 'build',
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

export default defineConfig({
  // Relative asset URLs plus <base href> in index.html let one build run under any BASE_PATH.
  base: './',
  plugins: [react(), chunkMap()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
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
            // Only the register form validates on the client; login should not download zod.
            { name: 'validation', test: /node_modules[\\/](@hookform|zod)[\\/]/ },
            { name: 'firebase', test: /node_modules[\\/](firebase|@firebase|idb|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/3/': 'http://127.0.0.1:8080', '/t/p/': 'http://127.0.0.1:8080' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
