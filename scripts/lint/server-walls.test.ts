import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/repo-root.js';

// The repository's own config, so the test proves the walls as `npm run lint` applies them.
const eslint = new ESLint({ cwd: repoRoot });

// The first lint loads the config, its plugins and the resolver: seconds on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

/** The messages of no-restricted-paths for `code` as if it were the file at `filePath`. */
async function wallMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the server’s walls', { timeout: LINT_TIMEOUT_MS }, () => {
  it('keeps a feature from importing a sibling feature', async () => {
    const messages = await wallMessages(
      'server/src/web-render/wall-fixture.ts',
      "export { sharedListShellPage } from '../library/sharing/shared-list-page-head.js';\n",
    );
    expect(messages).toEqual([expect.stringContaining('sibling areas')]);
  });

  it('lets a feature import the shared kit below it', async () => {
    const messages = await wallMessages(
      'server/src/web-render/wall-fixture.ts',
      "export { escapeHtml } from '../http/escape-html.js';\n",
    );
    expect(messages).toEqual([]);
  });

  it('keeps the shared kit from importing an area above it', async () => {
    const messages = await wallMessages(
      'server/src/http/wall-fixture.ts',
      "export type { Catalogue } from '../catalogue/catalogue.js';\n",
    );
    expect(messages).toEqual([expect.stringContaining('a layer above it')]);
  });

  it('covers a library topic nobody named, and keeps it off the route composer', async () => {
    const messages = await wallMessages(
      'server/src/library/lists/wall-fixture.ts',
      "export { registerLibraryRoutes } from '../library-routes.js';\n" +
        "export { registerRatingRoutes } from '../ratings/rating-routes.js';\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('keeps production code from test code', async () => {
    const messages = await wallMessages(
      'server/src/routes/wall-fixture.ts',
      "export { testApp } from '../test/test-app.js';\n",
    );
    expect(messages).toEqual([expect.stringContaining('Production code never imports test code')]);
  });
});

describe('the walls between workspaces', { timeout: LINT_TIMEOUT_MS }, () => {
  it('lets tools import the server through its public entry only', async () => {
    expect(
      await wallMessages(
        'bench/lib/wall-fixture.ts',
        "export { parseConfig } from '../../server/src/testing.js';\n",
      ),
    ).toEqual([]);
    expect(
      await wallMessages(
        'bench/lib/wall-fixture.ts',
        "export { parseConfig } from '../../server/src/config.js';\n",
      ),
    ).toEqual([expect.stringContaining('server/src/testing.ts')]);
  });

  it('keeps the server and scripts from importing what stands above them', async () => {
    expect(
      await wallMessages(
        'server/src/catalogue/wall-fixture.test.ts',
        "export { repoRoot } from '../../../scripts/lib/repo-root.js';\n",
      ),
    ).toEqual([expect.stringContaining('sits below')]);
    expect(
      await wallMessages(
        'scripts/lib/wall-fixture.ts',
        "export * from '../../bench/run-bench.js';\n",
      ),
    ).toEqual([expect.stringContaining('sits below')]);
  });
});
