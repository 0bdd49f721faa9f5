import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noTypeImportCycle } from './scripts/lint/no-type-import-cycle.js';
import { serverWalls } from './scripts/lint/server-walls.js';
import { webWalls } from './scripts/lint/web-walls.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    plugins: {
      'import-x': importX,
      marquee: { rules: { 'no-type-import-cycle': noTypeImportCycle } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Source imports `./x.js` (NodeNext) or `./x` (Vite) and means `x.ts` or `x.tsx`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      // Packages cannot import back into this repo, so only our own files are followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'marquee/no-type-import-cycle': 'error',
    },
  },
  // The web app's layers, generated from web/src's folders: see scripts/lint/web-walls.js. auth/ is
  // a shared layer (the session: auth context, stored token, the guard), not a feature, because the
  // member layer and every members' page ask it who is there; its pages moved out to sign-in/.
  webWalls(import.meta.dirname),
  // One-way imports in the server and between workspaces, generated from server/src's folders.
  ...serverWalls(import.meta.dirname),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/zod.ts'],
    rules: {
      // A page rendered on the server carries a style prop as a style attribute, which the CSP refuses.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message:
            'No style prop: use a class (or an SVG attribute); the CSP refuses style attributes.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Import z from lib/zod: it is set up for our CSP (no eval probe).',
            },
          ],
        },
      ],
    },
  },
);
