import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Tests run from any folder (Vitest, Playwright, editors); anchor on this file, three folders down.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * TMDB's OpenAPI description and sample answers, which tests read and the repository never copies:
 * `../shared/tmdb` beside the checkout. Server, web and end-to-end tests all take the path from here
 * (the others through server/src/testing.ts and scripts/lib/shared-tmdb.ts).
 */
export const sharedTmdbDir = join(repoRoot, '..', 'shared', 'tmdb');

/** A file under sharedTmdbDir; throws a message naming the expected folder when it is not there. */
export function sharedTmdbFile(...parts: string[]): string {
  if (!existsSync(sharedTmdbDir))
    throw new Error(
      `TMDB's reference data is missing: the tests read it from ${sharedTmdbDir} (../shared/tmdb beside the checkout, with openapi.json and examples/).`,
    );
  return join(sharedTmdbDir, ...parts);
}
