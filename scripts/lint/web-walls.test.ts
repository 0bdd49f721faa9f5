import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { webWallZones } from './web-walls.js';

const root = join(import.meta.dirname, '../..');
// The repository's own eslint.config.js, so the test proves the walls as `npm run lint` runs them.
const eslint = new ESLint({ cwd: root });

/** The wall messages for a file with this text at this path (the file need not exist). */
async function wallMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint follows the fixture's imports through the app for import-x/no-cycle: seconds on a
// busy machine.
describe('the web walls', { timeout: 60_000 }, () => {
  it('stop a feature importing another feature', async () => {
    const messages = await wallMessages(
      'web/src/home/x.ts',
      "import { BrowsePage } from '../browse/browse-page';\nexport const page = BrowsePage;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('stop a feature importing the app that composes it', async () => {
    const messages = await wallMessages(
      'web/src/details/x.ts',
      "import { createRoutes } from '../router';\nexport const routes = createRoutes;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('stop a shared layer importing a layer above it', async () => {
    expect(
      await wallMessages(
        'web/src/member/x.ts',
        "import { LibraryPage } from '../library/page/library-page';\nexport const page = LibraryPage;\n",
      ),
    ).toEqual([expect.stringContaining('member/ is a shared layer')]);
    expect(
      await wallMessages(
        'web/src/ui/x.ts',
        "import { libraryKeys } from '../member/library-keys';\nexport const keys = libraryKeys;\n",
      ),
    ).toEqual([expect.stringContaining('ui/ is a shared layer')]);
    expect(
      await wallMessages(
        'web/src/auth/x.ts',
        "import { libraryKeys } from '../member/library-keys';\nexport const keys = libraryKeys;\n",
      ),
    ).toHaveLength(1);
  });

  it('let a feature import the layers below it, and the app import features', async () => {
    expect(
      await wallMessages(
        'web/src/home/x.ts',
        [
          "import { libraryKeys } from '../member/library-keys';",
          "import { useAuth } from '../auth/auth-context';",
          "import { MediaCard } from '../ui/media-card';",
          "import { formatDay } from '../lib/format-day';",
          "import { HomePage } from './home-page';",
          'export const used = [libraryKeys, useAuth, MediaCard, formatDay, HomePage];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await wallMessages(
        'web/src/x.tsx',
        "import { HomePage } from './home/home-page';\nexport const page = HomePage;\n",
      ),
    ).toEqual([]);
  });
});

describe('webWallZones', () => {
  const src = mkdtempSync(join(tmpdir(), 'marquee-walls-'));
  afterAll(() => rmSync(src, { recursive: true, force: true }));
  for (const folder of ['ui', 'lib', 'auth', 'member', 'home', 'brand-new', 'test']) {
    mkdirSync(join(src, folder));
  }
  for (const file of ['router.tsx', 'config.ts', 'router.test.tsx']) {
    writeFileSync(join(src, file), '');
  }

  it('makes a folder nobody listed a feature, walled off from the others and from the app', () => {
    const zones = webWallZones(src, '.');
    const brandNew = zones.find((zone) => zone.target === './brand-new');
    expect(brandNew?.from).toEqual(['./home', './router.tsx']);
    expect(zones.find((zone) => zone.target === './home')?.from).toContain('./brand-new');
    expect(zones.find((zone) => zone.target === './member')?.from).toEqual([
      './brand-new',
      './home',
      './router.tsx',
    ]);
  });

  it('leaves the test helpers outside the walls', () => {
    const zones = webWallZones(src, '.');
    expect(zones.map((zone) => zone.target)).not.toContain('./test');
    expect(zones.flatMap((zone) => zone.from)).not.toContain('./test');
  });
});
