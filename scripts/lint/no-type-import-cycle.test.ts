import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noTypeImportCycle } from './no-type-import-cycle.js';

const dir = mkdtempSync(join(tmpdir(), 'marquee-type-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  // ranking needs store's types; store calls ranking: a cycle only in types.
  'store.ts':
    "import { rank } from './ranking.js';\nexport type Ref = { id: number };\nexport const store = rank;\n",
  'ranking.ts':
    "import type { Ref } from './store.js';\nexport const rank = (refs: Ref[]) => refs;\n",
  // A type re-export that closes a cycle through a value import.
  'index-a.ts': "import { b } from './index-b.js';\nexport type A = { b: typeof b };\n",
  'index-b.ts': "export type { A } from './index-a.js';\nexport const b = 1;\n",
  // A type import with no way back, and one from a package: both fine.
  'reader.ts':
    "import type { Ref } from './store.js';\nimport type { Linter } from 'eslint';\nexport type R = [Ref, Linter];\n",
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { marquee: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts'], extensionAlias: { '.js': ['.ts', '.js'] } }),
        ],
      },
      rules: { 'marquee/no-type-import-cycle': 'error' },
    },
  ],
});

async function problems(): Promise<Record<string, string[]>> {
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(dir.length + 1),
      result.messages.map((message) => `${message.line}: ${message.message}`),
    ]),
  );
}

describe('marquee/no-type-import-cycle', () => {
  it('reports the type-only import that closes a cycle, with the route, and nothing else', async () => {
    expect(await problems()).toEqual({
      'store.ts': [],
      'ranking.ts': ['1: Type-only import cycle: ranking.ts → store.ts → ranking.ts.'],
      'index-a.ts': [],
      'index-b.ts': ['1: Type-only import cycle: index-b.ts → index-a.ts → index-b.ts.'],
      'reader.ts': [],
    });
  });
});
