import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_SETTINGS } from '../../server/src/testing.js';

let runLibrary: string | undefined;

/**
 * The library of the servers this process starts: one file, so a restarted server finds what it
 * wrote, in a folder of its own that the first server makes and this process removes as it exits.
 */
function temporaryLibraryDb(): string {
  if (runLibrary === undefined) {
    const dir = path.join(tmpdir(), `marquee-child-library-${process.pid}-${randomUUID()}`);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    runLibrary = path.join(dir, 'library.sqlite');
  }
  return runLibrary;
}

/**
 * The environment of a server a script starts for itself (bench, load test, end-to-end runs): the
 * caller's environment without any server setting, plus `settings`. Whatever the shell holds (a TMDB
 * key, a BASE_PATH, NODE_ENV=production), the server reads only what the script chose. Unless the
 * script names a library, the server keeps one in a temporary file: the default,
 * .data/library.sqlite, holds the developer's own.
 */
export function childServerEnv(
  settings: Record<string, string>,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  for (const name of SERVER_SETTINGS) delete env[name];
  const namesLibrary = settings.LIBRARY_DB !== undefined || settings.DATABASE_URL !== undefined;
  return { ...env, ...(namesLibrary ? {} : { LIBRARY_DB: temporaryLibraryDb() }), ...settings };
}
