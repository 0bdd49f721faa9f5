import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type * as SharedTmdb from './shared-tmdb.js';
import { repoRoot } from './repo-root.js';
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
    // The module that defines it (the server's, which this one passes on) in a checkout of its
    // own, with nothing beside it.
    const support = join(elsewhere, 'checkout', 'server', 'src', 'test');
    mkdirSync(support, { recursive: true });
    const definition = join(repoRoot, 'server', 'src', 'test', 'shared-tmdb.ts');
    copyFileSync(definition, join(support, 'shared-tmdb.ts'));
    const moved = (await import(join(support, 'shared-tmdb.ts'))) as typeof SharedTmdb;
    expect(() => moved.sharedTmdbFile('openapi.json')).toThrow(
      `the tests read it from ${join(elsewhere, 'shared', 'tmdb')} (../shared/tmdb beside the checkout`,
    );
  });
});
