import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type * as SharedTmdb from './shared-tmdb.js';
import { sharedTmdbDir, sharedTmdbFile } from './shared-tmdb.js';

const elsewhere = mkdtempSync(join(tmpdir(), 'marquee-no-shared-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('sharedTmdbFile', () => {
  it('finds TMDB’s OpenAPI description in ../shared/tmdb beside this checkout', () => {
    expect(existsSync(sharedTmdbFile('openapi.json'))).toBe(true);
    expect(sharedTmdbFile('examples', 'movie-details.json')).toBe(
      join(sharedTmdbDir, 'examples', 'movie-details.json'),
    );
  });

  it('names the folder it expected in a checkout with no ../shared beside it', async () => {
    // The same two modules in a checkout of their own, with nothing beside it.
    const lib = join(elsewhere, 'checkout', 'scripts', 'lib');
    mkdirSync(lib, { recursive: true });
    for (const file of ['shared-tmdb.ts', 'repo-root.ts'])
      copyFileSync(join(import.meta.dirname, file), join(lib, file));
    const moved = (await import(join(lib, 'shared-tmdb.ts'))) as typeof SharedTmdb;
    expect(() => moved.sharedTmdbFile('openapi.json')).toThrow(
      `the tests read it from ${join(elsewhere, 'shared', 'tmdb')} (../shared/tmdb beside the checkout`,
    );
  });
});
