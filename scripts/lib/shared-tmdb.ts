import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.js';

/**
 * TMDB's OpenAPI description and sample answers, which tests read and the repository never copies:
 * `../shared/tmdb` beside the checkout. Server, web and end-to-end tests all take the path from here.
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
